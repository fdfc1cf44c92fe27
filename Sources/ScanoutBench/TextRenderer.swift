import Graphics

/// One side of workload C.
@MainActor
protocol TextRenderer: AnyObject {
    var name: String { get }
    /// The frame buffer (allocated by ``BenchBuffer``).
    var frame: Bitmap { get }
    /// Sets the 40 lines anew (itemisation, bidi, shaping, line layout) and places them.
    func setText()
    /// Repaints the whole frame with the current text.
    func draw()
}
