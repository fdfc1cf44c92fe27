/// Workload A: repaint every pixel of the frame; renderers alternate in blocks (see
/// ``Timing/alternating(frames:block:_:)``) together with the `extra` bodies (the memset and
/// memcpy floor), so that all meet the same load.
@MainActor
enum WorkloadA {
    static func run(_ renderers: [any SceneRenderer], frames: Int, alongside extra: [() -> Void] = []) -> [Timing.Samples] {
        for r in renderers { r.renderFull() }  // warm: retained state, as the rules say
        let bodies: [(Int) -> Void] = renderers.map { r in { _ in r.renderFull() } } + extra.map { body in { _ in body() } }
        return Timing.alternating(frames: frames, bodies)
    }
}
