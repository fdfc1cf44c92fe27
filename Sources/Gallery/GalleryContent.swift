public import Scanout

/// The gallery as live content for ``DisplaySession``: the app's scene, drawn in full once and
/// then only where something changed (a highlight, a knob, a screen switch).
@MainActor
public final class GalleryContent: FrameContent {
    /// The app shown.
    public let app: GalleryApp
    private let scene: SceneContent

    /// Content showing `app`.
    public init(app: GalleryApp) {
        self.app = app
        scene = SceneContent(owner: app.owner)
    }

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { scene.frameRequestHandler }
        set { scene.frameRequestHandler = newValue }
    }

    public func needsFrame(at time: Double) -> Bool { scene.needsFrame(at: time) }

    public func resize(to size: PixelSize, scale: Double) {
        scene.resize(to: size, scale: scale)
        app.screenDidResize()
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        scene.render(into: bitmap, at: time)
    }
}
