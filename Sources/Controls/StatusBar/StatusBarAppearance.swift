import Graphics
public import Scene

/// A screen that says how the status bar should look while it is in front (UIKit's
/// `preferredStatusBarStyle` and `prefersStatusBarHidden`). ``NavigationPage`` conforms; any
/// node can (a full-screen photo view, a game). A conforming node whose preference changes calls
/// `owner?.noteStructureChange()` (``SceneOwner/noteStructureChange()``, UIKit's
/// `setNeedsStatusBarAppearanceUpdate()`): the runtime's status bar looks again on the next frame.
@MainActor
public protocol StatusBarPreferring: Node {
    /// The style wanted while this screen is in front, or `nil` to leave it to the screens
    /// behind (and in the end ``StatusBarStyle/default``).
    var preferredStatusBarStyle: StatusBarStyle? { get }
    /// Whether the status bar is hidden while this screen is in front.
    var prefersStatusBarHidden: Bool { get }
}

/// Decides the status bar's look from what is on screen, and finds the scroll view a tap on the
/// bar scrolls to its top.
///
/// The front-most visible screen that has a preference decides, as UIKit asks the top-most
/// presented view controller: a modal view's page over the app's, the top page of a navigation
/// stack (the pages beneath are out of the tree). An alert has none, so the screen behind it
/// keeps deciding.
///
/// <!-- example context: let root = VStackNode(), bar = StatusBar(status: .screenshot) -->
/// ```swift
/// let appearance = StatusBarAppearance.resolve(in: root)
/// bar.style = appearance.style
/// bar.isHidden = appearance.isHidden
/// ```
@MainActor
public struct StatusBarAppearance: Equatable {
    /// The style to draw.
    public var style: StatusBarStyle
    /// Whether the bar is hidden.
    public var isHidden: Bool

    /// An appearance.
    public init(style: StatusBarStyle = .default, isHidden: Bool = false) {
        self.style = style
        self.isHidden = isHidden
    }

    /// The appearance the front-most screen under `root` asks for: its style (or the next
    /// screen's behind it that names one, else ``StatusBarStyle/default``) and whether it hides
    /// the bar.
    public static func resolve(in root: Node) -> StatusBarAppearance {
        var result = StatusBarAppearance()
        var styleFound = false, hiddenFound = false
        visitFrontToBack(root, skippingScrolledContent: true) { node in
            guard let screen = node as? any StatusBarPreferring else { return false }
            if !hiddenFound {
                hiddenFound = true
                result.isHidden = screen.prefersStatusBarHidden
            }
            if let style = screen.preferredStatusBarStyle {
                result.style = style
                styleFound = true
            }
            return styleFound
        }
        return result
    }

    /// The scroll view a tap on the status bar scrolls to its top (UIKit's `scrollsToTop`): the
    /// front-most visible vertical scroll view with ``ScrollView/scrollsToTop`` that is on screen,
    /// at least half the screen wide (a picker's wheel or a side panel is not the screen's list).
    public static func frontmostScrollView(in root: Node) -> ScrollView? {
        var found: ScrollView?
        let screenWidth = root.bounds.width
        visitFrontToBack(root) { node in
            guard let scroll = node as? ScrollView, scroll.scrollsToTop, scroll.axes.contains(.vertical),
                  scroll.isScrollEnabled else { return false }
            let onScreen = scroll.transformToScreen.apply(to: scroll.bounds).intersection(root.bounds)
            guard onScreen.width >= screenWidth / 2, onScreen.height > 0 else { return false }
            found = scroll
            return true
        }
        return found
    }

    /// Scrolls the front-most scroll view under `root` to its top, animated (a tap on the status
    /// bar). Returns whether one was found and not already there.
    @discardableResult
    public static func scrollToTop(in root: Node, animated: Bool = true) -> Bool {
        guard let scroll = frontmostScrollView(in: root) else { return false }
        let top = Point(x: scroll.contentOffset.x, y: scroll.minimumContentOffset.y)
        guard abs(scroll.contentOffset.y - top.y) > 0.5 else { return false }
        scroll.setContentOffset(top, animated: animated)
        return true
    }

    /// Visits the visible nodes under `root` from the front-most (last drawn) to the back-most,
    /// each node before the ones it covers (its children are in front of it), until `visit`
    /// returns `true`. `skippingScrolledContent` does not look inside scroll views (a screen is
    /// never scrolled content; a long list's rows are most of a tree's nodes).
    @discardableResult
    static func visitFrontToBack(_ node: Node, skippingScrolledContent: Bool = false, _ visit: (Node) -> Bool) -> Bool {
        guard !node.isHidden, node.opacity > 0 else { return false }
        if !(skippingScrolledContent && node is ScrollView) {
            for child in node.children.reversed()
            where visitFrontToBack(child, skippingScrolledContent: skippingScrolledContent, visit) { return true }
        }
        return visit(node)
    }
}
