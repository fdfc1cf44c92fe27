/// A key going down, repeating or coming up.
public struct KeyEvent: Sendable, Hashable {
    /// The key.
    public var key: Key
    /// Whether the key went down or repeats while held (`true`) or came up (`false`).
    public var isPressed: Bool
    /// The modifiers held at the time, not counting this key itself.
    public var modifiers: KeyModifiers
    /// The text the key types in the current keymap state (empty for Return, Tab, modifiers, and
    /// for a dead key or a Compose key that starts a compose sequence).
    public var text: String
    /// When, in seconds on the input clock.
    public var timestamp: Double
    /// Whether this press was made by holding the key down (``KeyRepeater``), not by pressing it.
    public var isRepeat: Bool
    /// Whether holding the key down repeats it: the keymap says so for a hardware key (XKB marks
    /// modifiers as not repeating); a key that starts a compose sequence never repeats.
    public var repeatsWhenHeld: Bool

    /// Creates a key event; `repeatsWhenHeld` defaults to `true` for every key but a modifier.
    public init(
        key: Key, isPressed: Bool, modifiers: KeyModifiers = [], text: String = "", timestamp: Double,
        isRepeat: Bool = false, repeatsWhenHeld: Bool? = nil
    ) {
        self.key = key
        self.isPressed = isPressed
        self.modifiers = modifiers
        self.text = text
        self.timestamp = timestamp
        self.isRepeat = isRepeat
        if let repeatsWhenHeld {
            self.repeatsWhenHeld = repeatsWhenHeld
        } else if case .modifier = key {
            self.repeatsWhenHeld = false
        } else {
            self.repeatsWhenHeld = true
        }
    }
}
