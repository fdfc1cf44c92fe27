import Graphics

/// One side of workload C.
protocol TextRenderer: AnyObject {
    var name: String { get }
    /// Sets the 40 lines anew (itemisation, bidi, shaping, line layout).
    func setText()
    /// Repaints the whole frame with the current text.
    func draw()
    func snapshot() -> Bitmap
}
