/// Workload D: the fling through 10,000 rows (``ListWorkloadD``), 600 frames; renderers
/// alternate in blocks of 20 frames, each following the same offsets in order.
///
/// `D_scene` (the same list through Scanout's table view) is one more ``ListRenderer``,
/// ``ScanoutTableD``: a TableView of 10,000 rows in a `SceneOwner`, its content offset set to
/// ``ListWorkloadD/offset(frame:)`` each frame; `main.swift` prints its lines as `D_scene` and
/// `D_scene_p99`.
@MainActor
enum WorkloadD {
    static func run(_ renderers: [any ListRenderer], frames: Int = ListWorkloadD.frames) -> [Timing.Samples] {
        // Warm glyph caches with one untimed pass (both sides), then the timed one.
        for r in renderers { for i in 0..<frames { r.renderFrame(offset: ListWorkloadD.offset(frame: i)) } }
        let bodies: [(Int) -> Void] = renderers.map { r in { i in r.renderFrame(offset: ListWorkloadD.offset(frame: i)) } }
        return Timing.alternating(frames: frames, bodies)
    }
}
