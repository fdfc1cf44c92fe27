public import Audio
public import Gestures
public import Graphics
public import Scene
public import Text

/// A ``SceneOwner``'s tree as a host's content: the scene decides when a frame is needed
/// (something marked or animating) and asks through ``frameRequestHandler``, animations advance
/// to each frame's timestamp (the flip's time, the timer tick, or the virtual clock), and each
/// frame returns only its damage. Input goes to the owner's root.
@MainActor
public final class SceneContent: HostedContent {
    /// The scene shown.
    public let owner: SceneOwner

    /// The bytes of coverage the owner's raster cache keeps.
    public var coverageCacheBytes: Int { owner.coverageCacheBytes }
    /// The animations the owner's animator runs.
    public var runningAnimationCount: Int { owner.animator.runningCount }
    /// The owner's ``SceneOwner/frameRequesters``.
    public var frameRequesters: [String] { owner.frameRequesters }
    public let focus: FocusSystem?

    /// Content showing `owner`'s tree, with keys going to `focus`.
    public init(owner: SceneOwner, focus: FocusSystem? = nil) {
        self.owner = owner
        self.focus = focus
    }

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { owner.frameRequestHandler }
        set { owner.frameRequestHandler = newValue }
    }

    public var inputRoot: Node? { owner.root }

    /// Sets `fonts` as the owner's ``EnvironmentValues/fonts`` unless the scene brought its own.
    public func useFonts(_ fonts: FontSystem) {
        if owner.environment.fonts == nil { owner.environment.fonts = fonts }
    }

    /// Sets `sounds` as the owner's ``EnvironmentValues/sounds`` unless the scene brought its own.
    public func useSounds(_ sounds: SoundPlayer) {
        if owner.environment.sounds == nil { owner.environment.sounds = sounds }
    }

    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) { owner.useAccessibility(overrides) }

    public var accessibility: AccessibilitySettings? { owner.environment.accessibility }

    /// Whether something is marked, or an animation that can be seen runs.
    public var needsFrame: Bool {
        owner.needsFrame || owner.animator.wantsFrame(onScreen: PixelRect(size: owner.pixelSize))
    }

    public func resize(to size: PixelSize, scale: Double) {
        owner.resize(to: size, scale: scale)
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        // The host keeps one shadow bitmap holding the previous frame: buffer age 1.
        owner.renderFrame(into: bitmap, bufferAge: 1, timestamp: time).damage.rects
    }
}
