public import Scanout

/// The gallery as an ``App``, on the public API every author uses: `scanout run` and
/// `scanout screenshot` run it through ``AppRunner`` and ``AppInstance`` like any other app.
///
/// Its language comes from the locale the runtime gives it (`--language ar`; English for one
/// it is not translated into), its appearance from the environment. It saves the screen shown
/// and the sections' scroll position, and restores them at the next launch, unless a screen
/// was asked for (``init(screen:)``: `scanout run --screen toggles`).
public final class ScanoutGallery: App {
    /// What the gallery saves: the screen it showed.
    public struct State: Codable, Sendable, Equatable {
        /// The screen's raw value (`buttons`, `toggles`, …).
        public var screen: String

        /// A state showing `screen`.
        public init(screen: GalleryScreen) { self.screen = screen.rawValue }
    }

    private let requestedScreen: GalleryScreen?

    /// The gallery's views, once launched (for ``GalleryRun`` and tests).
    public private(set) var gallery: GalleryApp?

    /// The gallery, starting on the screen it showed last (buttons the first time).
    public init() { requestedScreen = nil }

    /// The gallery starting on `screen`, whatever it showed last.
    public init(screen: GalleryScreen) { requestedScreen = screen }

    public var name: String { "Gallery" }
    public var identifier: String { "gallery" }
    public var icon: AppIcon { .symbol("square.on.square", tint: .white, background: Color(hex: 0x007AFF)) }

    public func makeRootView(context: AppContext) -> Node {
        context.schedule(after: GalleryCatalogs.preloadDelay) { GalleryCatalogs.loadAll() }
        let environment = context.environment
        let language = GalleryLanguage(locale: environment.locale) ?? .english
        // The app instance's scene; a scene of the screen's size for a context that has none yet.
        let size = context.screenSize, scale = environment.displayScale
        let scene = context.scene ?? SceneOwner(
            root: Node(), pixelSize: PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())),
            scale: scale, environment: environment)
        let gallery = GalleryApp(screen: requestedScreen ?? .buttons, language: language, window: context.window, in: scene)
        self.gallery = gallery
        context.restoration.register(gallery.scroll, as: "gallery.sections")
        return gallery.root
    }

    /// Shows the screen asked for, else the one saved, else the buttons; the runtime then
    /// restores the sections' scroll position.
    public func didLaunch(restoring state: State?, context: AppContext) {
        guard let gallery else { return }
        let saved = requestedScreen == nil ? state.flatMap { GalleryScreen(rawValue: $0.screen) } : nil
        gallery.show(saved ?? gallery.screen)
    }

    public func sizeDidChange(to size: Size) {
        gallery?.screenDidResize()
    }

    public func stateSnapshot() -> State? {
        gallery.map { State(screen: $0.screen) }
    }
}
