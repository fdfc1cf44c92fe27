import Graphics

/// One side of the benchmark: draws the BENCH.md scene into a 1280×800 XRGB8888 buffer.
protocol SceneRenderer: AnyObject {
    /// The renderer's name in the output ("scanout", "cairo").
    var name: String { get }
    /// Repaints the whole frame (workload A); `frame` is the animation frame for workload B or nil.
    func renderFull(animationFrame: Int?)
    /// Repaints only `damage` (workload B) at animation frame `frame`.
    func render(damage: PixelRect, animationFrame: Int)
    /// The damage rect this renderer repaints for frame `frame` of workload B.
    func damage(animationFrame: Int) -> PixelRect
    /// A copy of the current frame, for PNGs.
    func snapshot() -> Bitmap
}
