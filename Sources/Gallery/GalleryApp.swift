public import Scanout

/// The gallery app: one screen per control family (buttons, toggles, toolbars) showing every
/// variant and state, in English, Arabic, Hebrew or Japanese, light or dark. It is what
/// `scanout run` shows, what `scanout screenshot` renders and what `scripts/demo` writes.
///
/// The screen is a navigation page with a large title over the family's sections in a vertical
/// scroll view (scrolled by touch; the title collapses into the bar as they scroll, as an iOS
/// settings screen's does), and a bottom toolbar whose items switch between the screens. It is
/// shown in an app window (``AppWindow``: the app instance's, or one of its own), which
/// presents its live modals, brings the keyboard up for its form and moves focus through each
/// screen's controls.
@MainActor
public final class GalleryApp {
    /// The scene the gallery is in: its own (made by
    /// ``init(screen:language:colorScheme:pixelSize:scale:focus:)``; hand it to a host through
    /// ``GalleryContent``), or the app instance's that ``ScanoutGallery`` puts it in.
    public var owner: SceneOwner { presenter.owner ?? scene }
    /// The root node of the app's screen (navigation stack, switcher).
    public let root: VStackNode
    /// The window ``root`` is shown in.
    public let window: AppWindow
    /// The window's root, the scene's: shows alerts, sheets and modal views in front of ``root``.
    public var presenter: ModalPresenter { window.presenter }
    /// The window's keyboard host: focusing a field brings the keyboard up (the board's
    /// `keyboard-languages`, Japanese through Anthy) and the sections scroll the field into view
    /// above it.
    public var keyboardHost: KeyboardHost { window.keyboardHost }
    /// Keyboard focus over the current screen's controls (Return, Escape, Tab), in reading order.
    public var focus: FocusSystem { window.focus }
    /// The language shown.
    public let language: GalleryLanguage
    /// The screen shown.
    public private(set) var screen: GalleryScreen
    /// How many times each screen has been shown (the first screen counts from launch): a
    /// screen shown between two memory reports is still counted (``reportedState``).
    public private(set) var visits: [GalleryScreen: Int] = [:]
    /// What the app's controls did, newest last (for logs and tests): the last
    /// ``eventHistoryLimit``, so a gallery left running on a kiosk does not grow with every touch.
    public private(set) var events: [String] = []
    /// How many of the controls' events ``events`` keeps (256).
    public static let eventHistoryLimit = 256
    /// Called after each entry is added to ``events``.
    public var onEvent: (@MainActor (String) -> Void)?

    /// The page showing the current screen: its title large (Large Title size in bold, as iOS
    /// settings screens draw it) while the sections are at the top, inline once they scroll.
    let page: NavigationPage
    /// The stack holding ``page``, for its navigation bar.
    let stack: NavigationStack
    /// The screen's large title in the bar.
    var title: TextNode? { stack.navigationBar.largeTitleNode }
    /// The scroll view of the screen's sections: a drag scrolls it, a flick glides and slows
    /// down, pulled past an end it stretches and bounces back, as every iOS screen does.
    let scroll: ScrollView
    private let scene: SceneOwner
    private var switcher: GalleryScreenSwitcher?
    /// The current screen's sections (``arrangeSections()`` puts them in one or two columns).
    private var sections: [Node] = []

    /// The gallery showing `screen` in `language` and `colorScheme` on a screen of `pixelSize`
    /// device pixels at `scale` pixels per point, in a scene of its own, keys going to `focus`.
    public convenience init(screen: GalleryScreen = .buttons, language: GalleryLanguage = .english,
                            colorScheme: ColorScheme = .light, pixelSize: PixelSize, scale: Double,
                            focus: FocusSystem = FocusSystem()) {
        var environment = EnvironmentValues()
        environment.layoutDirection = language.layoutDirection
        environment.colorScheme = colorScheme
        environment.locale = language.locale
        let window = AppWindow(focus: focus)
        self.init(selecting: screen, language: language, window: window) { root in
            window.rootView = root
            return SceneOwner(root: window.presenter, pixelSize: pixelSize, scale: scale, environment: environment)
        }
        show(screen)
    }

    /// The gallery's views for an app instance's `window`, in its `scene` (``ScanoutGallery``):
    /// its bars, and no screen yet — call ``show(_:)`` once ``root`` is the window's root view,
    /// so that what the sections start (an activity indicator's turn) runs on that scene's
    /// animator.
    convenience init(screen: GalleryScreen, language: GalleryLanguage, window: AppWindow, in scene: SceneOwner) {
        self.init(selecting: screen, language: language, window: window) { _ in scene }
    }

    private init(selecting screen: GalleryScreen, language: GalleryLanguage, window: AppWindow,
                 scene makeScene: (Node) -> SceneOwner) {
        self.screen = screen
        self.window = window
        self.language = language
        root = VStackNode(spacing: 0, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        scroll = ScrollView(content: VStackNode(spacing: 24, alignment: .fill))
        page = NavigationPage(title: screen.title.localized(language), content: scroll)
        page.background = .color(.system(.systemGroupedBackground))
        stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        stack.edgeSwipe.isEnabled = false   // one page: nothing to go back to
        stack.verticalSizing = .flexible
        // The form screen's fields: scrolling away from one is done with it, as in iOS forms.
        scroll.keyboardDismissMode = .onDrag
        scene = makeScene(root)
        root.addChild(stack)
        let switcher = GalleryScreenSwitcher(language: language, selected: screen) { [unowned self] screen in
            show(screen)
        }
        self.switcher = switcher
        root.addChild(switcher.node)
    }

    /// Shows `screen`: its title, its sections (the window's focus follows them); the focused
    /// state's sample with its ring, as after keyboard navigation.
    public func show(_ screen: GalleryScreen) {
        if screen != self.screen || visits.isEmpty { visits[screen, default: 0] += 1 }
        self.screen = screen
        switcher?.select(screen)
        page.navigationItem.title = screen.title.localized(language)
        scroll.content.padding = EdgeInsets(top: 8, leading: 20, bottom: 24, trailing: 20)
        let request = FocusRequest()
        sections = GalleryScreens.sections(of: screen, language: language, focus: request) { [unowned self] event in
            record(event)
        }
        arrangeSections()
        if let control = request.control {
            // The focused state's sample shows the ring as after keyboard navigation.
            focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
            focus.setFocus(control)
        }
    }

    /// Puts the current screen's sections in the scroll view: in two columns on wide screens (a
    /// 1280×800 panel), leading first, else in one. The same nodes each time, so a relayout keeps
    /// what the controls hold (a switch turned on, a slider moved).
    private func arrangeSections() {
        let content = scroll.content
        for section in sections { section.removeFromParent() }
        content.removeAllChildren()
        if owner.sizeInPoints.width >= Self.twoColumnWidth, sections.count > 1 {
            let columns = HStackNode(spacing: 20, alignment: .top, distribution: .fillEqually)
            let half = (sections.count + 1) / 2
            for range in [0..<half, half..<sections.count] {
                let column = VStackNode(spacing: 24, alignment: .fill)
                for section in sections[range] { column.addChild(section) }
                columns.addChild(column)
            }
            content.addChild(columns)
        } else {
            for section in sections { content.addChild(section) }
        }
        scroll.contentOffset = scroll.minimumContentOffset
    }

    /// The screen width in points from which sections are shown in two columns.
    public static let twoColumnWidth = 900.0

    /// Lays the current screen out again for a new screen size (one or two columns; a display
    /// replugged at another mode, a rotation). The controls are the same, with their state
    /// and focus: the focus ring stays as it was, hidden if a touch hid it (iPadOS keeps it
    /// hidden on rotation).
    public func screenDidResize() {
        arrangeSections()
    }

    /// What the gallery shows, for memory reports (``AppInstance/describesShownState``): the
    /// screen, whether the on-screen keyboard is up (or going up), and how many modal views are
    /// presented, and how many times each screen has been shown —
    /// `screen=form keyboard=up modals=0 visits=buttons:2,toggles:1,…`. The soak counts its
    /// samples per screen (a screen shown only between two reports is seen by its visits) and
    /// fails when one is never seen or the keyboard stays up (docs/vm-suite.md "What the soak
    /// covered").
    public var reportedState: String {
        let counts = GalleryScreen.allCases.map { "\($0.rawValue):\(visits[$0] ?? 0)" }.joined(separator: ",")
        return "screen=\(screen.rawValue) keyboard=\(keyboardHost.isKeyboardShown ? "up" : "down") "
            + "modals=\(presenter.presented.count) visits=\(counts)"
    }

    /// Records what a control did.
    func record(_ event: String) {
        if events.count >= Self.eventHistoryLimit { events.removeFirst(events.count - Self.eventHistoryLimit + 1) }
        events.append(event)
        onEvent?(event)
    }
}

extension GalleryScreen {
    /// The screen's title.
    var title: GalleryText {
        switch self {
        case .buttons: .buttonsTitle
        case .toggles: .togglesTitle
        case .toolbars: .toolbarsTitle
        case .navigation: .navigationTitle
        case .values: .valuesTitle
        case .pickers: .pickersTitle
        case .modals: .modalsTitle
        case .form: .formTitle
        }
    }
}
