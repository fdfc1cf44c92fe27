import Graphics

/// One side of workload A: draws the benchmark's scene (docs/benchmark.md) into a 1280×800 XRGB8888 buffer.
@MainActor
protocol SceneRenderer: AnyObject {
    /// The renderer's name in the output ("scanout", "cairo").
    var name: String { get }
    /// The frame buffer (allocated by ``BenchBuffer``).
    var frame: Bitmap { get }
    /// Repaints the whole frame (workload A).
    func renderFull()
}

/// One side of workload B: the scene with row 4's switch animated, repainting only the damage.
@MainActor
protocol SwitchAnimationRenderer: AnyObject {
    var name: String { get }
    var frame: Bitmap { get }
    /// Draws the whole scene at rest (before the timed frames).
    func prepare()
    /// Frame `i` of the animation (``SwitchSpring/pose(frame:)``), repainting only the damage;
    /// returns the damage's bounds.
    func renderFrame(_ i: Int) -> PixelRect
}
