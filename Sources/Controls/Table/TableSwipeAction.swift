public import Scene

/// A button revealed at the trailing end of a row by a swipe across it (HIG §1.10, §2.3), or
/// by its edit-mode delete control: the red Delete, or an app's own action.
public struct TableSwipeAction: Sendable {
    /// Whether the action destroys data (drawn red; the row is removed when it runs).
    public enum Style: Sendable, Hashable {
        /// The red Delete look.
        case destructive
        /// An app action, on ``TableSwipeAction/backgroundColor``.
        case normal
    }

    /// The look.
    public var style: Style
    /// The button's title.
    public var title: String
    /// The button's fill.
    public var backgroundColor: ThemeColor
    /// What the action does, with the row's index path; the table closes the row afterwards.
    public var handler: @MainActor @Sendable (TableIndexPath) -> Void

    /// Creates an action.
    public init(style: Style = .normal, title: String, backgroundColor: ThemeColor? = nil,
                handler: @escaping @MainActor @Sendable (TableIndexPath) -> Void) {
        self.style = style
        self.title = title
        self.backgroundColor = backgroundColor ?? (style == .destructive ? .system(.systemRed) : .system(.systemGray))
        self.handler = handler
    }
}
