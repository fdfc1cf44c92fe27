import Graphics
public import Scene

/// The bar at the top of a ``NavigationStack`` (HIG §1.2): the top page's title centred, its
/// back button labelled with the previous page's title, its bar items in the bordered style, an
/// optional prompt line above and a large title below that collapses as the content scrolls.
///
/// The stack owns the bar and sets its height: 44 pt (32 pt on a compact-height landscape
/// screen, HIG §3.3), plus 30 pt for a prompt and 52 pt for a large title, plus the safe area
/// at the top. Its background follows ``appearance``: the material while content lies beneath
/// it (``BarAppearance/Style/automatic``), always the material, or opaque, with a hairline
/// along the bottom. The bar's height is never set by apps (HIG §1.2).
@MainActor
public final class NavigationBar: Node {
    /// How the background is drawn. HIG §1.2: keep it the same on every screen.
    public var appearance: BarAppearance = .standard {
        didSet { if appearance != oldValue { setNeedsDisplay() } }
    }
    /// Whether content lies beneath the bar now (the stack sets it from the top page's scroll
    /// view); decides the material in ``BarAppearance/Style/automatic``.
    public internal(set) var isContentBeneath = false {
        didSet { if isContentBeneath != oldValue { setNeedsDisplay() } }
    }
    /// Whether the bar is compact (landscape on a compact-height screen).
    public internal(set) var isCompact = false
    /// The appearance of the top page, when it overrides the stack's (HIG §1.2 says it should
    /// not; the lint reports it).
    var pageAppearance: BarAppearance?

    /// The content of the top page.
    var content: NavigationBarContent?
    /// The content fading out during a transition.
    var outgoing: NavigationBarContent?

    /// Creates a bar.
    public override init() {
        super.init()
        name = "navigation bar"
        isInteractive = true    // touches on the bar's empty parts stay on the bar
        drawingOutsets = EdgeInsets(bottom: 1)
        // As UINavigationBar's: the title, back button and items keep their sizes whatever the
        // text size (a 44 pt bar has no room for Accessibility XXXL); Bold Text still applies.
        environmentOverrides.textSize = .large
    }

    /// The title of the top page's back button, as shown now (“Back” when the previous title
    /// does not fit), or `nil` without a back button.
    public var backButtonShownTitle: String? { content?.backButton.map { $0.shownTitle } }
    /// The top page's back button, if it has one.
    public var backButton: BackButton? { content?.backButton }
    /// The title node of the top page (centred, truncated).
    public var titleNode: TextNode? { content?.titleNode }
    /// The large title node of the top page.
    public var largeTitleNode: TextNode? { content?.largeTitleNode }
    /// The prompt node of the top page.
    public var promptNode: TextNode? { content?.promptNode }

    /// “Back” in the language of `locale` (en, ar, he, ja; English otherwise).
    public static func genericBackTitle(locale: InterfaceLocale) -> String {
        switch locale.language {
        case "ar": "رجوع"
        case "he": "חזרה"
        case "ja": "戻る"
        default: "Back"
        }
    }

    /// The appearance drawn now: the top page's override, or the stack's.
    public var effectiveAppearance: BarAppearance { pageAppearance ?? appearance }

    /// Whether the material is drawn now.
    public var isTranslucentNow: Bool {
        switch effectiveAppearance.style {
        case .translucent: true
        case .opaque: false
        case .automatic: isContentBeneath
        }
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        for child in children where child.frame != bounds { child.frame = bounds }
    }

    public override func draw(in context: DrawingContext) {
        let appearance = effectiveAppearance
        // iOS 15's scroll-edge look: an automatic bar with nothing beneath is clear, no hairline.
        if appearance.style == .automatic && !isContentBeneath && appearance.backgroundColor == nil { return }
        appearance.drawBackground(in: context, rect: context.bounds, translucent: isTranslucentNow, hairlineAtTop: false)
    }
}
