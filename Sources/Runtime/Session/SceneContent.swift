public import Graphics
public import Scene

/// A ``SceneOwner``'s tree as a session's content: the scene decides when a frame is needed
/// (something marked or animating), animations advance to each frame's timestamp (the flip's
/// time, or the timer tick on displays without vblank), and each frame returns only its damage.
@MainActor
public final class SceneContent: FrameContent {
    /// The scene shown.
    public let owner: SceneOwner

    /// Content showing `owner`'s tree.
    public init(owner: SceneOwner) {
        self.owner = owner
    }

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { owner.frameRequestHandler }
        set { owner.frameRequestHandler = newValue }
    }

    public func needsFrame(at time: Double) -> Bool { owner.needsFrame || owner.animator.isAnimating }

    public func resize(to size: PixelSize, scale: Double) {
        owner.resize(to: size, scale: scale)
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        // The session keeps one shadow bitmap holding the previous frame: buffer age 1.
        owner.renderFrame(into: bitmap, bufferAge: 1, timestamp: time).damage.rects
    }
}
