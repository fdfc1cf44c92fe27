/// Which on-screen keyboard a text input asks for (HIG §1.27, "Use the right keyboard type").
public enum KeyboardType: Sendable, Hashable, CaseIterable {
    /// The language keyboard of the board's current language, with its numbers and symbols planes.
    case `default`
    /// The language keyboard with `@` and `.` beside the space bar.
    case emailAddress
    /// The language keyboard with `/`, `.` and `.com` beside a shorter space bar; no space key plane changes.
    case url
    /// The digits 0–9 alone on a 12-key pad (PINs).
    case numberPad
    /// The number pad with the decimal separator of the language.
    case decimalPad
    /// The telephone pad: digits with their letters, `+ * #`.
    case phonePad
}

/// What the keyboard's return key says and does (HIG §1.27, iOS `UIReturnKeyType`).
public enum ReturnKeyType: Sendable, Hashable, CaseIterable {
    /// "return": ends the line; in a one-line field, sends its actions.
    case `default`
    /// "Go": opens what was typed (an address).
    case go
    /// "Search": runs the search.
    case search
    /// "Done": ends editing and hides the keyboard.
    case done
    /// "Next": moves to the next field.
    case next
    /// "Join": joins a network.
    case join
    /// "Send": sends a message.
    case send
}

/// When the keyboard turns Shift on by itself (HIG §1.27, iOS `UITextAutocapitalizationType`).
public enum AutocapitalizationType: Sendable, Hashable, CaseIterable {
    /// Never.
    case none
    /// At the start of each word (names).
    case words
    /// At the start of each sentence.
    case sentences
    /// Every character.
    case allCharacters
}
