/// Workload C ("text") and "C redraw": for each renderer, the frame times of setting the 40
/// lines anew and repainting, and of repainting alone; renderers alternate in blocks (see
/// ``Timing/alternating(frames:block:_:)``) so that all meet the same load.
@MainActor
enum WorkloadC {
    static func run(_ renderers: [any TextRenderer], frames: Int) -> [(c: Timing.Samples, redraw: Timing.Samples)] {
        for r in renderers {  // warm glyph caches, as the rules say
            r.setText()
            r.draw()
        }
        let c = Timing.alternating(frames: frames, renderers.map { r in { _ in r.setText(); r.draw() } })
        let redraw = Timing.alternating(frames: frames, renderers.map { r in { _ in r.draw() } })
        return zip(c, redraw).map { ($0, $1) }
    }
}
