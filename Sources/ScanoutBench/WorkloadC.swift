/// Workload C and "C redraw": medians in milliseconds.
enum WorkloadC {
    static func run(_ renderer: some TextRenderer, frames: Int) -> (c: Double, redraw: Double) {
        renderer.setText()
        renderer.draw()  // warm glyph caches, as BENCH.md says
        let c = Timing.median(frames: frames) { _ in renderer.setText(); renderer.draw() }
        let redraw = Timing.median(frames: frames) { _ in renderer.draw() }
        return (c, redraw)
    }
}
