/// A key going down, repeating or coming up.
public struct KeyEvent: Sendable, Hashable {
    /// The key.
    public var key: Key
    /// Whether the key went down (`true`) or up (`false`).
    public var isPressed: Bool
    /// The modifiers held at the time, not counting this key itself.
    public var modifiers: KeyModifiers
    /// The text the key types in the current keymap state (empty for Return, Tab, modifiers).
    public var text: String
    /// When, in seconds on the input clock.
    public var timestamp: Double

    /// Creates a key event.
    public init(key: Key, isPressed: Bool, modifiers: KeyModifiers = [], text: String = "", timestamp: Double) {
        self.key = key
        self.isPressed = isPressed
        self.modifiers = modifiers
        self.text = text
        self.timestamp = timestamp
    }
}
