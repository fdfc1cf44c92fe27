public import Graphics

/// What a display session shows: something that can say whether it needs a frame and render one
/// with its damage, and that asks for frames through one handler the session sets.
@MainActor
public protocol FrameContent: AnyObject {
    /// Called by the content whenever it needs a frame: something was marked (by input, a timer,
    /// app code) or an animation runs. The session sets it; it is the only way frames are asked
    /// for, and the session starts the frame once the current event handler has returned.
    var frameRequestHandler: (@MainActor () -> Void)? { get set }
    /// Whether something changed or an animation runs at `time` (seconds, `CLOCK_MONOTONIC` or
    /// the virtual clock): false means the session sleeps.
    func needsFrame(at time: Double) -> Bool
    /// Lays out for a screen of `size` pixels at `scale` pixels per point; everything is damaged.
    func resize(to size: PixelSize, scale: Double)
    /// Renders the frame for `time` into `bitmap` (which holds the previous frame) and returns
    /// the rects that changed.
    func render(into bitmap: Bitmap, at time: Double) -> [PixelRect]
}
