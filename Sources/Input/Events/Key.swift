/// A key, named by what it does rather than by its scan code.
///
/// Input sources resolve scan codes through the board's XKB keymap; ``init(symbolName:)`` turns
/// an XKB key-symbol name into a `Key`.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// Return or keypad Enter.
    case `return`
    /// Escape.
    case escape
    /// Tab (Shift-Tab arrives as `.tab` with ``KeyModifiers/shift``).
    case tab
    /// The space bar.
    case space
    /// Backspace (delete backwards).
    case backspace
    /// Delete forwards.
    case delete
    /// An arrow key.
    case upArrow, downArrow, leftArrow, rightArrow
    /// Home, End, Page Up, Page Down.
    case home, end, pageUp, pageDown
    /// A modifier key by itself (Shift, Control, Alt, Super).
    case modifier(KeyModifiers)
    /// A key that types text (`a`, `A`, `7`, `ß`).
    case character(String)
    /// Any other key, by its XKB symbol name (`F1`, `XF86AudioMute`).
    case other(String)

    /// The key an XKB key-symbol name stands for (`Return`, `KP_Enter`, `ISO_Left_Tab`, `a`).
    public init(symbolName name: String) {
        switch name {
        case "Return", "KP_Enter": self = .return
        case "Escape": self = .escape
        case "Tab", "ISO_Left_Tab", "KP_Tab": self = .tab
        case "space", "KP_Space": self = .space
        case "BackSpace": self = .backspace
        case "Delete", "KP_Delete": self = .delete
        case "Up", "KP_Up": self = .upArrow
        case "Down", "KP_Down": self = .downArrow
        case "Left", "KP_Left": self = .leftArrow
        case "Right", "KP_Right": self = .rightArrow
        case "Home", "KP_Home": self = .home
        case "End", "KP_End": self = .end
        case "Prior", "Page_Up", "KP_Prior": self = .pageUp
        case "Next", "Page_Down", "KP_Next": self = .pageDown
        case "Shift_L", "Shift_R": self = .modifier(.shift)
        case "Control_L", "Control_R": self = .modifier(.control)
        case "Alt_L", "Alt_R", "Meta_L", "Meta_R", "ISO_Level3_Shift": self = .modifier(.alt)
        case "Super_L", "Super_R": self = .modifier(.meta)
        default:
            if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first,
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            {
                self = .character(name)
            } else {
                self = .other(name)
            }
        }
    }

    /// The name scripts use for the key (`Return`, `Tab`, `a`), the inverse of ``init(scriptName:)``.
    public var scriptName: String {
        switch self {
        case .return: "Return"
        case .escape: "Escape"
        case .tab: "Tab"
        case .space: "space"
        case .backspace: "BackSpace"
        case .delete: "Delete"
        case .upArrow: "Up"
        case .downArrow: "Down"
        case .leftArrow: "Left"
        case .rightArrow: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Prior"
        case .pageDown: "Next"
        case .modifier(let m):
            m.contains(.shift) ? "Shift_L" : m.contains(.control) ? "Control_L" : m.contains(.alt) ? "Alt_L" : "Super_L"
        case .character(let s): s
        case .other(let s): s
        }
    }

    /// The key a script names; the same names as XKB key symbols.
    public init(scriptName: String) { self.init(symbolName: scriptName) }

    public var description: String { scriptName }
}
