import Scene

/// The animated series: ``ImageView/animationImages`` shown in turn on the scene's animator, so a
/// headless run and a device show the same images at the same frame times, and a series scrolled
/// off screen or hidden runs on without asking for frames.
extension ImageView {
    /// Starts showing ``animationImages`` in turn from the first (at the next frame once the view
    /// is in a scene). Does nothing without images.
    public func startAnimating() {
        guard !isAnimating, !animationImages.isEmpty else { return }
        isAnimating = true
        seriesPasses = 0
        animationIndex = 0
        setNeedsDisplay()
        runSeriesPass()
    }

    /// Stops the series; the still image (``image``) shows again.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if let key = seriesKey { owner?.animator.cancel(key) }
        seriesKey = nil
        setAnimationIndex(0)
        setNeedsDisplay()
    }

    /// The seconds one pass takes: ``animationDuration``, or 1/30 s an image.
    public var seriesDuration: Double {
        animationDuration > 0 ? animationDuration : Double(animationImages.count) / 30
    }

    func restartSeries() {
        if let key = seriesKey { owner?.animator.cancel(key) }
        seriesKey = nil
        seriesPasses = 0
        runSeriesPass()
    }

    /// One pass through the images as an animation of the phase 0 → 1, restarted when it ends
    /// until ``animationRepeatCount`` passes have run.
    func runSeriesPass() {
        guard isAnimating, !animationImages.isEmpty, let animator = owner?.animator else { return }
        let count = animationImages.count
        seriesKey = animator.animate(
            from: 0.0, to: 1.0, with: .linear(duration: max(1.0 / 60, seriesDuration)),
            key: Animator.Key(node: self, property: .imageSeries), shownBy: self,
            update: { [weak self] phase in
                self?.setAnimationIndex(min(count - 1, Int(phase * Double(count))))
            },
            completion: { [weak self] finished in
                guard let self else { return }
                self.seriesKey = nil
                guard finished else { return }
                self.seriesPasses += 1
                if self.animationRepeatCount > 0 && self.seriesPasses >= self.animationRepeatCount {
                    self.stopAnimating()
                } else {
                    self.runSeriesPass()
                }
            })
    }

    private func setAnimationIndex(_ index: Int) {
        guard index != animationIndex else { return }
        animationIndex = index
        setNeedsDisplay()
    }
}

extension AnimatedProperty {
    fileprivate static let imageSeries = AnimatedProperty("image-series")
}
