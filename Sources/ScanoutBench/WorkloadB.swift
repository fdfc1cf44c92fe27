import Graphics

/// Workload B: row 4's switch animates (toggling every 16 frames, 15 steps of motion and one
/// frame at rest); each frame repaints only the damage rect, every layer under it clipped.
/// Renderers alternate in blocks of 16 frames (one toggle each).
enum WorkloadB {
    static func run(_ renderers: [any SceneRenderer], frames: Int) -> [(ms: Double, damage: PixelRect)] {
        for r in renderers { r.renderFull(animationFrame: 0) }
        var largest = [PixelRect](repeating: .zero, count: renderers.count)
        let bodies: [(Int) -> Void] = renderers.enumerated().map { k, renderer in
            { i in
                let frame = i + 1
                let damage = renderer.damage(animationFrame: frame)
                if damage.area > largest[k].area { largest[k] = damage }
                renderer.render(damage: damage, animationFrame: frame)
            }
        }
        let medians = Timing.alternatingMedians(frames: frames, block: 16, bodies)
        return medians.enumerated().map { k, ms in (ms, largest[k]) }
    }
}
