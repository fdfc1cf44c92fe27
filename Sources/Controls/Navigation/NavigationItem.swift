import Scene

/// What a page shows in the navigation bar while it is on top of a ``NavigationStack`` (UIKit's
/// `UINavigationItem`): its title, an optional prompt above it, the bar items on each side, how
/// the page below titles its back button, and whether the title is large.
///
/// Changing a property updates the bar at once.
///
/// <!-- example context: let page = NavigationPage(title: "Contacts", content: VStackNode()) -->
/// ```swift
/// let item = page.navigationItem
/// item.title = "Contacts"
/// item.trailingItems = [BarButtonItem(system: .add)]
/// item.largeTitleDisplayMode = .always
/// ```
@MainActor
public final class NavigationItem {
    /// Whether a page's title is shown large (34 pt bold, below the bar) while its content is
    /// scrolled to the top.
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// Large when the stack ``NavigationStack/prefersLargeTitles`` and the page is the
        /// root (iOS shows large titles at the top level of a hierarchy).
        case automatic
        /// Always large (when the stack prefers large titles or not).
        case always
        /// Never large.
        case never
    }

    /// The title, centred in the bar (truncated when it does not fit).
    public var title: String { didSet { if title != oldValue { changed() } } }
    /// A line of text above the bar (HIG §1.2: a prompt, one short sentence), or `nil`.
    public var prompt: String? { didSet { if prompt != oldValue { changed() } } }
    /// The title of the back button on the page pushed above this one (`nil`: this page's
    /// ``title``).
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// Items on the leading side (after the back button, or instead of it when
    /// ``hidesBackButton``; an Edit button on a root page).
    public var leadingItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Items on the trailing side, trailing-most first.
    public var trailingItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Whether the back button is hidden (the edge swipe still goes back unless the page
    /// turns it off in ``NavigationStack``).
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// When the title is large.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { changed() } }
    }
    /// The bar's appearance while this page is on top (`nil`: the stack's). HIG §1.2 forbids
    /// changing it between screens; the ``HIGLint`` reports a page that does.
    public var barAppearance: BarAppearance? { didSet { if barAppearance != oldValue { changed() } } }

    /// Called after any change (the bar showing the item relays out).
    var onChange: (@MainActor () -> Void)?

    /// An item titled `title`.
    public init(title: String = "") {
        self.title = title
    }

    private func changed() { onChange?() }
}
