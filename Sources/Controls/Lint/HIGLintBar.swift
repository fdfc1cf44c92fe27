/// What a bar tells the ``HIGLint`` for the bar rules of HIG §1.0, §1.2, §1.4 and §3.8.
public struct HIGLintBar: Sendable, Hashable {
    /// Which of the HIG's bars.
    public enum Kind: String, Sendable, Hashable {
        /// A navigation bar (with the pages of its stack).
        case navigationBar = "navigation bar"
        /// A toolbar.
        case toolbar
        /// A tab bar.
        case tabBar = "tab bar"
    }

    /// The bar.
    public var kind: Kind
    /// Its background style: translucent, opaque or automatic.
    public var style: BarAppearance.Style
    /// Screens that change the bar's colour or translucency (a navigation stack's pages with
    /// their own appearance), by title.
    public var screensChangingAppearance: [String]
    /// Items of a tab bar that perform an action instead of switching modes, by title.
    public var actionItems: [String]

    /// Creates a bar description.
    public init(kind: Kind, style: BarAppearance.Style, screensChangingAppearance: [String] = [],
                actionItems: [String] = []) {
        self.kind = kind
        self.style = style
        self.screensChangingAppearance = screensChangingAppearance
        self.actionItems = actionItems
    }
}

/// A bar the ``HIGLint`` checks against the others shown with it: navigation stacks, toolbars
/// and tab bars adopt it.
@MainActor
public protocol HIGLintBarSubject: AnyObject {
    /// The bar as the lint sees it.
    var higLintBar: HIGLintBar { get }
}
