import Graphics

/// Workload B: row 4's switch animates (toggling every 16 frames, 15 steps of motion and one
/// frame at rest); each frame repaints only the damage rect, every layer under it clipped.
enum WorkloadB {
    static func run(_ renderer: some SceneRenderer, frames: Int) -> (ms: Double, damage: PixelRect) {
        renderer.renderFull(animationFrame: 0)
        var largest = PixelRect.zero
        let ms = Timing.median(frames: frames) { i in
            let frame = i + 1
            let damage = renderer.damage(animationFrame: frame)
            if damage.area > largest.area { largest = damage }
            renderer.render(damage: damage, animationFrame: frame)
        }
        return (ms, largest)
    }
}
