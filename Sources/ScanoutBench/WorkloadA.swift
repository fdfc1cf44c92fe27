/// Workload A: repaint every pixel of the frame, `frames` times; the median in milliseconds.
enum WorkloadA {
    static func run(_ renderer: some SceneRenderer, frames: Int) -> Double {
        renderer.renderFull(animationFrame: nil)  // warm: retained state, as BENCH.md says
        return Timing.median(frames: frames) { _ in renderer.renderFull(animationFrame: nil) }
    }
}
