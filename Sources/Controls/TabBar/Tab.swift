import Scene

/// One mode of a tab bar app (HIG §1.4): a title and a symbol shown in the tab bar (and in the
/// More list and the Configure screen), an optional badge, and the mode's own
/// ``NavigationStack``, which keeps its pages while other tabs are shown.
///
/// <!-- example context: let list = VStackNode() -->
/// ```swift
/// let recents = Tab(system: .recents, root: NavigationPage(title: "Recents", content: list))
/// recents.badgeValue = "3"
/// ```
@MainActor
public final class Tab {
    /// The standard tab icons of HIG §1.34 (Table 10-3): each has a fixed meaning, a symbol and
    /// an English title.
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case bookmarks, contacts, downloads, favorites, featured, history, more
        case mostRecent, mostViewed, recents, search, topRated

        /// The symbol's catalogue name.
        public var symbolName: String {
            switch self {
            case .bookmarks: "bookmarks"
            case .contacts: "contacts"
            case .downloads: "downloads"
            case .favorites: "favorites"
            case .featured: "featured"
            case .history: "history"
            case .more: "more"
            case .mostRecent: "most.recent"
            case .mostViewed: "most.viewed"
            case .recents: "recents"
            case .search: "search"
            case .topRated: "top.rated"
            }
        }

        /// The English title.
        public var title: String {
            switch self {
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            case .topRated: "Top Rated"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    /// The title under the symbol.
    public var title: String { didSet { if title != oldValue { onChange?() } } }
    /// The symbol's catalogue name (the same in the bar, the More list and Configure: HIG §1.4).
    public let symbolName: String
    /// The badge's text (a count: “3”), or `nil` for none. HIG §1.4: a red oval with white
    /// text, for useful, non-critical information.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { onChange?() } } }
    /// The mode's navigation stack (`nil` for an action tab).
    public let stack: NavigationStack?
    /// What an *action tab* does instead of showing a mode. HIG §1.4 says a tab bar is not a
    /// toolbar: the ``HIGLint`` reports such tabs.
    public let action: (@MainActor () -> Void)?

    /// Called after the title or badge changes (the tab bar redraws).
    var onChange: (@MainActor () -> Void)?

    /// A tab titled `title` with `symbol`, whose stack starts at `root`.
    public init(title: String, symbol: String, root: NavigationPage) {
        self.title = title
        symbolName = symbol
        stack = NavigationStack(root: root)
        action = nil
    }

    /// A standard tab (HIG §1.34) whose stack starts at `root`; `title` translates the English one.
    public convenience init(system item: SystemItem, title: String? = nil, root: NavigationPage) {
        self.init(title: title ?? item.title, symbol: item.symbolName, root: root)
    }

    /// A tab that runs `action` when tapped instead of showing a mode (the lint reports it).
    public init(title: String, symbol: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        symbolName = symbol
        stack = nil
        self.action = action
    }

    /// The symbol a tab named `name` shows in the tab bar, the More list and Configure (HIG §1.4:
    /// the same icon in all three): the catalogue's filled variant (`name.fill`) when it has one,
    /// as iOS 17/18 draws tab bar symbols (Apple's HIG › Tab bars: prefer filled symbols), else
    /// `name`.
    public static func symbol(named name: String, in catalog: SymbolCatalog = .standard) -> Symbol? {
        catalog[name + ".fill"] ?? catalog[name]
    }

    /// Whether the tab performs an action rather than switching modes: it has an action, or its
    /// symbol is one of the toolbar action symbols of HIG §1.33 (add, trash, compose, …).
    public var isActionItem: Bool {
        if action != nil { return true }
        let actionSymbols = Set(BarButtonItem.SystemItem.allCases.compactMap(\.symbolName))
            .subtracting(["search", "bookmarks"])
        return actionSymbols.contains(symbolName)
    }
}
