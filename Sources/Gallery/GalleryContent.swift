public import ScanoutHost

/// The gallery as a host's content: the app's scene, drawn in full once and then only where
/// something changed (a highlight, a knob, a screen switch); input goes to the app's tree and
/// keys to its focus system.
@MainActor
public final class GalleryContent: HostedContent {
    /// The app shown.
    public let app: GalleryApp
    private let scene: SceneContent

    /// Content showing `app`.
    public init(app: GalleryApp) {
        self.app = app
        scene = SceneContent(owner: app.owner, focus: app.focus)
    }

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { scene.frameRequestHandler }
        set { scene.frameRequestHandler = newValue }
    }

    public var inputRoot: Node? { app.presenter }

    /// Whether the gallery's scene needs a frame.
    public var needsFrame: Bool { scene.needsFrame }

    public func useFonts(_ fonts: FontSystem) { scene.useFonts(fonts) }
    public func useSounds(_ sounds: SoundPlayer) { scene.useSounds(sounds) }
    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) { scene.useAccessibility(overrides) }
    public var accessibility: AccessibilitySettings? { scene.accessibility }
    /// What asks the gallery's scene for frames.
    public var frameRequesters: [String] { scene.frameRequesters }
    public var focus: FocusSystem? { app.focus }

    public func resize(to size: PixelSize, scale: Double) {
        scene.resize(to: size, scale: scale)
        app.screenDidResize()
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        scene.render(into: bitmap, at: time)
    }
}
