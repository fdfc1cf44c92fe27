/// Workload C ("text") and "C redraw": for each renderer, the median milliseconds of setting the
/// 40 lines anew and repainting, and of repainting alone; renderers alternate in blocks (see
/// ``Timing/alternatingMedians(frames:block:_:)``) so that both meet the same load.
enum WorkloadC {
    static func run(_ renderers: [any TextRenderer], frames: Int) -> [(c: Double, redraw: Double)] {
        for r in renderers {  // warm glyph caches, as BENCH.md says
            r.setText()
            r.draw()
        }
        let c = Timing.alternatingMedians(frames: frames, renderers.map { r in { _ in r.setText(); r.draw() } })
        let redraw = Timing.alternatingMedians(frames: frames, renderers.map { r in { _ in r.draw() } })
        return zip(c, redraw).map { ($0, $1) }
    }
}
