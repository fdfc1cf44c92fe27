public import Audio
public import Gestures
public import Graphics
public import Scene
public import Text

/// What a host shows: a root content that renders frames with their damage, asks for frames
/// through the one handler the host sets, and names the tree input goes to.
///
/// ``SceneContent`` is the usual one (a ``SceneOwner``'s tree); an app's scene plugs in here.
@MainActor
public protocol HostedContent: AnyObject {
    /// Called by the content when it comes to need a frame: something was marked (by input, a
    /// timer, app code) or an animation runs. The host sets it, to wake itself: it then reads
    /// ``needsFrame`` and starts the frame once the current event handler has returned.
    var frameRequestHandler: (@MainActor () -> Void)? { get set }
    /// Whether the content needs a frame now: something is marked, or an animation that can be
    /// seen runs. The host reads it at each of its passes and after each frame (frames are
    /// level-triggered); ``frameRequestHandler`` only wakes the host to read it. A content that
    /// shows nothing now (a suspended app) needs none.
    var needsFrame: Bool { get }
    /// Lays out for a screen of `size` pixels at `scale` pixels per point; everything is damaged.
    func resize(to size: PixelSize, scale: Double)
    /// Renders the frame for `time` (seconds on the host's clock) into `bitmap`, which holds the
    /// previous frame, and returns the rects that changed.
    func render(into bitmap: Bitmap, at time: Double) -> [PixelRect]
    /// The tree touches, pointers and keys are routed to, or `nil` for content without input.
    var inputRoot: Node? { get }
    /// Keyboard focus over the content's controls (Return, Escape, Tab), or `nil`.
    var focus: FocusSystem? { get }
    /// Takes the fonts the program opened at start-up (where a missing font is an error naming
    /// the packages to install): the content's scenes set their text with them
    /// (``EnvironmentValues/fonts`` of their owners). The host calls it once, before the first
    /// layout.
    func useFonts(_ fonts: FontSystem)
    /// Takes the player the runtime plays the system sounds through (a device's, or a WAV
    /// file's headless): the content's scenes put it in their owners'
    /// ``EnvironmentValues/sounds``, where the controls find it. The host calls it when it is
    /// given a player (``AppHost/useSounds(_:)``). Content without scenes ignores it.
    func useSounds(_ sounds: SoundPlayer)
    /// Changes the display settings of every scene of the content (and of scenes it shows
    /// later) as `overrides` say: the board's lines, `scanout ctl accessibility`.
    func useAccessibility(_ overrides: AccessibilitySettingsOverrides)
    /// The display settings the content's scenes are drawn with now (its root scene's), or `nil`
    /// for content without a scene.
    var accessibility: AccessibilitySettings? { get }
    /// The router the host hands input to, made once when the host is created. By default one
    /// over ``inputRoot`` with keys to ``focus``; a content showing several trees in turn (the
    /// multi-app runtime) makes its own.
    func makeInputRouter() -> InputRouter?
    /// The bytes of shape coverage the content's scenes keep for replay (their ``RasterCache``s,
    /// bounded), for memory reports (``MemoryReport/coverageCacheBytes``); 0 by default.
    var coverageCacheBytes: Int { get }
    /// What the content shows now, as space-separated `key=value` words without spaces in the
    /// values (the gallery: `screen=form keyboard=up modals=0`), for memory reports
    /// (``MemoryReport/shownState``): a soak proves from them which screens it covered. Empty by
    /// default.
    var reportedState: String { get }
    /// How many animations the content's scenes run now, for memory reports (``AppHost/census``);
    /// 0 by default.
    var runningAnimationCount: Int { get }
    /// What asks for frames now, each named for a person reading an error: the animations that
    /// want the next frame by their node's type and property (`ActivityIndicator activity`), or
    /// `marked` for a scene with a change waiting. A headless run that cannot settle names them
    /// (``HeadlessRunError/didNotSettle(seconds:requesters:)``). Empty by default.
    var frameRequesters: [String] { get }
}

extension HostedContent {
    /// No input unless the content names a tree.
    public var inputRoot: Node? { nil }
    /// No keyboard focus unless the content has one.
    public var focus: FocusSystem? { nil }
    /// No coverage counted unless the content says what its scenes keep.
    public var coverageCacheBytes: Int { 0 }
    /// Nothing reported unless the content says what it shows.
    public var reportedState: String { "" }
    /// No animations counted unless the content says what its scenes run.
    public var runningAnimationCount: Int { 0 }
    /// Nothing named unless the content says what its scenes run.
    public var frameRequesters: [String] { [] }
    /// Content that sets no text needs no fonts.
    public func useFonts(_ fonts: FontSystem) {}
    /// Content that plays no sound needs no player.
    public func useSounds(_ sounds: SoundPlayer) {}
    /// Content without a scene has no display settings.
    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) {}
    /// Content without a scene has no display settings.
    public var accessibility: AccessibilitySettings? { nil }
    /// A router over ``inputRoot`` with keys to ``focus``; `nil` without an input root.
    public func makeInputRouter() -> InputRouter? {
        inputRoot.map { InputRouter(root: $0, focus: focus ?? FocusSystem()) }
    }
}
