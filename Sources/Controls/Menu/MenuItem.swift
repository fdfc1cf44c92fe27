/// A command in a ``Menu``: a title, an optional symbol, an optional checkmark state and the
/// action run when it is chosen.
public struct MenuItem: Sendable {
    /// The title (title case, no trailing punctuation).
    public var title: String
    /// The symbol's name in the catalogue, drawn at the trailing side.
    public var symbol: String?
    /// Whether a checkmark is shown at the leading side (a two-state command that is on).
    public var isChecked: Bool
    /// Whether the command destroys data (drawn red).
    public var isDestructive: Bool
    /// What choosing the item does.
    public var action: @MainActor @Sendable () -> Void

    /// Creates a menu item.
    public init(title: String, symbol: String? = nil, isChecked: Bool = false, isDestructive: Bool = false,
                action: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.symbol = symbol
        self.isChecked = isChecked
        self.isDestructive = isDestructive
        self.action = action
    }
}
