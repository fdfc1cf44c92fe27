import Graphics
public import Scene

/// One screen of a ``NavigationStack``: its content and the ``NavigationItem`` the bar shows
/// while it is on top.
///
/// The page fills the stack. A large title collapses with whatever scrolls on the page (HIG
/// §1.2), as in iOS: the page's ``scrollView`` is the content itself when that is a
/// ``ScrollView`` (a ``TableView``), else the first vertical scroll view inside the content.
///
/// - Content that is a scroll view is laid out over the whole page with the bar's height as its
///   top content inset: it scrolls beneath the translucent bar, the large title scrolling away
///   with it.
/// - Other content is laid out below the bar. When a scroll view inside it scrolls, the whole
///   content moves up with its first 52 pt (the large title's area) as one piece — a filter
///   above a list goes up with the list, under a title collapsing to the inline one — and stays
///   below the collapsed bar from there while the list scrolls on; pulled down, it moves down
///   with the stretching title. Nothing is clipped under the large title.
///
/// A page is opaque (the system background) so that a push slides one screen over another.
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
    /// the content itself when it is a ``ScrollView``, else the first vertical scroll view in the
    /// content (breadth first: the outermost, topmost one; a ``TextView``'s own does not count),
    /// else `nil`.
    public var scrollView: ScrollView? {
        if let scroll = content as? ScrollView { return scroll }
        if let found = foundScrollView, found.isDescendant(of: content), found.axes.contains(.vertical) { return found }
        foundScrollView = Self.firstVerticalScrollView(in: content)
        return foundScrollView
    }
    private weak var foundScrollView: ScrollView?

    /// The status bar's style while this page is the front-most screen, or `nil` (the default)
    /// to leave it to the screens behind: ``StatusBarAppearance/resolve(in:)``. Changing it
    /// redraws the screen, and the runtime's status bar follows in that frame.
    public var preferredStatusBarStyle: StatusBarStyle? {
        didSet { if preferredStatusBarStyle != oldValue { statusBarPreferenceDidChange() } }
    }
    /// Whether the status bar is hidden while this page is the front-most screen.
    public var prefersStatusBarHidden = false {
        didSet { if prefersStatusBarHidden != oldValue { statusBarPreferenceDidChange() } }
    }

    private func statusBarPreferenceDidChange() {
        owner?.noteStructureChange()
        setNeedsDisplay()
    }

    /// The first vertical scroll view under `root`, breadth first (not looking inside scroll views
    /// or text views).
    static func firstVerticalScrollView(in root: Node) -> ScrollView? {
        var queue: [Node] = root.children
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            // A text view's scrolling is its own: it does not collapse the page's title.
            if node is TextView { continue }
            if let scroll = node as? ScrollView {
                if scroll.axes.contains(.vertical) { return scroll }
                continue
            }
            queue.append(contentsOf: node.children)
        }
        return nil
    }

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
    /// The height of the large title's area that collapses as the page scrolls (set by the
    /// stack: 52 pt with a large title, else 0).
    var largeTitleHeight: Double = 0 {
        didSet { if largeTitleHeight != oldValue { setNeedsLayout() } }
    }

    /// The top and bottom insets the page last added to its scroll view's content inset.
    private var appliedInsets = (top: 0.0, bottom: 0.0)

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
        if let scroll = content as? ScrollView {
            // The bars' share of the insets, on top of what the app or the keyboard set.
            var inset = scroll.contentInset
            inset.top += topInset - appliedInsets.top
            inset.bottom += bottomInset - appliedInsets.bottom
            appliedInsets = (topInset, bottomInset)
            if scroll.contentInset != inset {
                // Content scrolled to the top stays at the top when the bar's height changes.
                let atTop = abs(scrolledDistance) < 0.5
                scroll.contentInset = inset
                if atTop { scroll.contentOffset.y = -inset.top }
            }
            scroll.frame = b
            return
        }
        // Content with a scroll view inside: the content moves up with the scroll view's first
        // points (the view holds its content still meanwhile), down when it is pulled past its
        // top; it is as tall as the room below the collapsed bar.
        let scroll = scrollView
        scroll?.collapsingHeight = largeTitleHeight
        let shift = scroll?.collapseShift ?? 0
        let top = topInset - largeTitleHeight * (scroll == nil ? 0 : 1)
        let frame = Rect(x: 0, y: topInset - shift, width: b.width, height: max(0, b.height - top - bottomInset))
        if content.frame != frame { content.frame = frame }
    }
}
