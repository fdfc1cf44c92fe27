public import Graphics

/// What a display session shows: something that can say whether it needs a frame and render one
/// with its damage. The demo scene now; the gallery app later.
@MainActor
public protocol FrameContent: AnyObject {
    /// Whether something changed or an animation runs at `time` (seconds, `CLOCK_MONOTONIC` or
    /// the virtual clock): false means the session sleeps.
    func needsFrame(at time: Double) -> Bool
    /// Lays out for a screen of `size` pixels at `scale` pixels per point; everything is damaged.
    func resize(to size: PixelSize, scale: Double)
    /// Renders the frame for `time` into `bitmap` (which holds the previous frame) and returns
    /// the rects that changed.
    func render(into bitmap: Bitmap, at time: Double) -> [PixelRect]
}
