import Scene

extension Node {
    /// Moves a value the node draws (a thumb's position, a fill) to `target` and redraws: at
    /// once, cancelling the running animation of `key`, when `animated` is false or the node is in
    /// no scene; otherwise with `animation`, from `current` (or from where a running animation of
    /// `key` is, with its velocity). `apply` stores each value.
    func moveDrawnValue(_ current: Double, to target: Double, animated: Bool, with animation: Animation,
                        key: Animator.Key, apply: @escaping @MainActor (Double) -> Void) {
        guard animated, let animator = owner?.animator else {
            owner?.animator.cancel(key)
            apply(target)
            setNeedsDisplay()
            return
        }
        animator.animate(from: current, to: target, with: animation, key: key) { [weak self] value in
            apply(value)
            self?.setNeedsDisplay()
        }
    }
}
