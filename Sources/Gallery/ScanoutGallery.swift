public import Scanout

/// The gallery as an ``App``, on the public API every author uses: `scanout run` and
/// `scanout screenshot` run it through ``AppRunner`` and ``AppInstance`` like any other app.
///
/// Its language comes from the locale the runtime gives it (`--language ar`; English for one
/// it is not translated into), its appearance from the environment. It saves the screen shown
/// and the sections' scroll position, and restores them at the next launch, unless a screen
/// was asked for (``init(screen:)``: `scanout run --screen toggles`).
@MainActor
public struct ScanoutGallery: App {
    /// What the gallery saves: the screen it showed.
    public struct State: Codable, Sendable, Equatable {
        /// The screen's raw value (`buttons`, `toggles`, …).
        public var screen: String

        /// A state showing `screen`.
        public init(screen: GalleryScreen) { self.screen = screen.rawValue }
    }

    /// The gallery once its views are made.
    final class Views {
        var gallery: GalleryApp?
    }

    private let requestedScreen: GalleryScreen?
    private let views = Views()

    /// The gallery, starting on the screen it showed last (buttons the first time).
    public init() { requestedScreen = nil }

    /// The gallery starting on `screen`, whatever it showed last.
    public init(screen: GalleryScreen) { requestedScreen = screen }

    public var name: String { "Gallery" }
    public var identifier: String { "gallery" }
    public var icon: AppIcon { .symbol("square.on.square", tint: .white, background: Color(hex: 0x007AFF)) }

    /// The gallery's views, once launched (for ``GalleryRun`` and tests).
    public var gallery: GalleryApp? { views.gallery }

    public func makeRootView(context: AppContext) -> Node {
        GalleryCatalogs.loadAll()
        let environment = context.environment
        let language = GalleryLanguage(locale: environment.locale) ?? .english
        let screen = requestedScreen ?? .buttons
        let gallery: GalleryApp
        if let scene = context.scene {
            gallery = GalleryApp(screen: screen, language: language, focus: context.focus, in: scene)
        } else {
            let size = context.screenSize, scale = environment.displayScale
            gallery = GalleryApp(screen: screen, language: language, colorScheme: environment.colorScheme,
                                 pixelSize: PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())),
                                 scale: scale, focus: context.focus)
        }
        views.gallery = gallery
        context.restoration.register(gallery.scroll, as: "gallery.sections")
        return gallery.presenter
    }

    /// Shows the screen asked for, else the one saved, else the buttons; the runtime then
    /// restores the sections' scroll position.
    public func didLaunch(restoring state: State?, context: AppContext) {
        guard let gallery = views.gallery else { return }
        let saved = requestedScreen == nil ? state.flatMap { GalleryScreen(rawValue: $0.screen) } : nil
        gallery.show(saved ?? gallery.screen)
    }

    public func sizeDidChange(to size: Size) {
        views.gallery?.screenDidResize()
    }

    public func stateSnapshot() -> State? {
        views.gallery.map { State(screen: $0.screen) }
    }
}
