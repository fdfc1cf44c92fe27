/// One key of an on-screen keyboard plane: what it does and how wide it is.
///
/// Widths are in *units*: a unit is the pitch of one letter key of the plane (the plane's width
/// divided by its ``KeyboardPlane/columns``), gaps included.
public struct KeyboardKey: Sendable, Hashable {
    /// What a key does when the finger lifts on it.
    public enum Action: Sendable, Hashable {
        /// Types a character; Shift (and caps lock) types its upper case.
        case character(String)
        /// Types text as written, never shifted (".com", "@").
        case text(String)
        /// Shift: once for the next letter, a double tap for caps lock.
        case shift
        /// Deletes backward; held, it repeats.
        case backspace
        /// Shows another plane of the same board ("123", "#+=", "ABC").
        case plane(KeyboardPlane.Kind)
        /// Shows the next of the board's languages.
        case globe
        /// Shows another language's letters (the kana board's "ABC": the English letters).
        case language(KeyboardLanguage)
        /// Types a space.
        case space
        /// The return key, labelled by the client's ``ReturnKeyType``.
        case `return`
        /// A 12-key kana key: tap types the centre kana (again: the next of its column),
        /// a flick types the kana in that direction.
        case flick(KanaFlick)
        /// Changes the kana before the caret to its small, voiced or semi-voiced form (゛゜小).
        case kanaModifier
        /// Ends a kana tap cycle, so the same key types its first kana again (→).
        case kanaNext
        /// A gap with no key (half a key before the second QWERTY row).
        case spacer
    }

    /// What the key does.
    public var action: Action
    /// The width, in units of the plane.
    public var width: Double
    /// A label other than the action's own (a digit's letters on the phone pad go in ``subtitle``).
    public var label: String?
    /// A second, smaller line under the label ("ABC" on the phone pad's 2).
    public var subtitle: String?
    /// How many rows the key spans downward (the kana board's return key: 2).
    public var rowSpan: Int

    /// A key doing `action`, `width` units wide.
    public init(_ action: Action, width: Double = 1, label: String? = nil, subtitle: String? = nil, rowSpan: Int = 1) {
        self.action = action
        self.width = width
        self.label = label
        self.subtitle = subtitle
        self.rowSpan = max(1, rowSpan)
    }

    /// A character key one unit wide.
    public static func char(_ c: String) -> KeyboardKey { KeyboardKey(.character(c)) }

    /// Whether the key is drawn as a function key (darker, smaller label): everything that does
    /// not type a character.
    public var isFunctionKey: Bool {
        switch action {
        case .character, .text, .space, .flick, .spacer: false
        case .shift, .backspace, .plane, .globe, .language, .return, .kanaModifier, .kanaNext: true
        }
    }

    /// Whether a press shows the key preview pop-up (the iOS look: only keys that type one
    /// character on a letter board).
    public var showsPreview: Bool {
        if case .character = action { return true }
        return false
    }
}

/// The five kana of a 12-key flick key: tap for the centre, flick left, up, right or down for
/// the others (iOS: あ, い ←, う ↑, え →, お ↓).
public struct KanaFlick: Sendable, Hashable {
    /// The kana typed by a tap, and the key's label.
    public var center: String
    /// Flicked toward the leading edge (physically left).
    public var left: String?
    /// Flicked up.
    public var up: String?
    /// Flicked toward the trailing edge (physically right).
    public var right: String?
    /// Flicked down.
    public var down: String?

    /// A key with `kana`: centre, left, up, right, down (an empty string for none).
    public init(_ kana: [String]) {
        func at(_ i: Int) -> String? { i < kana.count && !kana[i].isEmpty ? kana[i] : nil }
        center = kana.first ?? ""
        left = at(1)
        up = at(2)
        right = at(3)
        down = at(4)
    }

    /// The kana in tap-cycle order (centre, left, up, right, down), skipping empty directions.
    public var cycle: [String] { [center] + [left, up, right, down].compactMap { $0 } }
}
