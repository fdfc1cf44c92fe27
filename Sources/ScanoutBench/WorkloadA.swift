/// Workload A: repaint every pixel of the frame, `frames` times per renderer; the medians in
/// milliseconds, renderers alternating in blocks (see ``Timing/alternatingMedians(frames:block:_:)``)
/// together with the `extra` bodies (the memset and memcpy floor), so that all meet the same load.
enum WorkloadA {
    static func run(_ renderers: [any SceneRenderer], frames: Int, alongside extra: [() -> Void] = []) -> [Double] {
        for r in renderers { r.renderFull(animationFrame: nil) }  // warm: retained state, as BENCH.md says
        let bodies: [(Int) -> Void] = renderers.map { r in { _ in r.renderFull(animationFrame: nil) } }
            + extra.map { body in { _ in body() } }
        return Timing.alternatingMedians(frames: frames, bodies)
    }
}
