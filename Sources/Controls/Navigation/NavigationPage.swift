import Graphics
public import Scene

/// One screen of a ``NavigationStack``: its content and the ``NavigationItem`` the bar shows
/// while it is on top.
///
/// The page fills the stack; its content is laid out below the navigation bar, or, when the
/// content is a ``ScrollView`` (a ``TableView``), over the whole page with the bar's height as
/// its top content inset, so that the content scrolls beneath the translucent bar and a large
/// title collapses as it scrolls (HIG §1.2). A page is opaque (the system background) so that a push
/// slides one screen over another.
///
/// <!-- example context:
/// let list = VStackNode()
/// let stack = NavigationStack(root: NavigationPage(title: "Settings", content: VStackNode()))
/// -->
/// ```swift
/// let page = NavigationPage(title: "Wi-Fi", content: list)
/// page.navigationItem.trailingItems = [BarButtonItem(system: .edit)]
/// stack.push(page)
/// ```
@MainActor
open class NavigationPage: Node {
    /// What the bar shows for this page.
    public let navigationItem: NavigationItem
    /// The page's content.
    public let content: Node
    /// The stack the page is in, if any.
    public internal(set) weak var navigationStack: NavigationStack?

    /// The scroll view whose offset collapses the large title and decides the bar's material:
    /// the content itself when it is a ``ScrollView``.
    public var scrollView: ScrollView? { content as? ScrollView }

    /// How far the scroll view's content has moved up from its top (0 at the top, negative
    /// while pulled down), in points.
    public var scrolledDistance: Double {
        guard let scroll = scrollView else { return 0 }
        return scroll.contentOffset.y - scroll.minimumContentOffset.y
    }

    /// The space the navigation bar covers at the top of the page, in points (set by the stack).
    var topInset: Double = 0 {
        didSet { if topInset != oldValue { setNeedsLayout() } }
    }
    /// The space covered at the bottom (a tab bar), in points.
    var bottomInset: Double = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// A page titled `title` showing `content`.
    public init(title: String, content: Node) {
        navigationItem = NavigationItem(title: title)
        self.content = content
        super.init()
        name = "page \(title)"
        background = .color(.systemBackground)
        addChild(content)
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        if let scroll = scrollView {
            var inset = scroll.contentInset
            inset.top = topInset
            inset.bottom = bottomInset
            if scroll.contentInset != inset {
                // Content scrolled to the top stays at the top when the bar's height changes.
                let atTop = abs(scrolledDistance) < 0.5
                scroll.contentInset = inset
                if atTop { scroll.contentOffset.y = -inset.top }
            }
            scroll.frame = b
        } else {
            content.frame = Rect(x: 0, y: topInset, width: b.width, height: max(0, b.height - topInset - bottomInset))
        }
    }
}
