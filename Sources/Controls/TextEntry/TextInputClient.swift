/// What an on-screen keyboard or an input method types into: a text field, a text view, a
/// search bar. The keyboard only talks to its client through this protocol, so every text
/// control gets the same keyboard, and an input method (Japanese conversion) can put marked
/// pre-edit text into any of them.
///
/// Indices are offsets in Unicode scalars (the editing model's code points), as in
/// ``TextEditor``.
///
/// <!-- example context: let keyboard = try Keyboard(), field = TextField() -->
/// ```swift
/// keyboard.client = field          // a TextField is a TextInputClient
/// field.keyboardType = .emailAddress
/// field.returnKeyType = .next
/// ```
@MainActor
public protocol TextInputClient: AnyObject {
    /// The keyboard the client asks for.
    var keyboardType: KeyboardType { get }
    /// What the return key says and does.
    var returnKeyType: ReturnKeyType { get }
    /// When the keyboard turns Shift on by itself.
    var autocapitalizationType: AutocapitalizationType { get }
    /// Whether the client hides its text (the keyboard then shows no key preview pop-ups,
    /// as on iOS, and never autocapitalises).
    var isSecureTextEntry: Bool { get }
    /// Up to a sentence of the text before the insertion point (for autocapitalisation); a
    /// secure client returns an empty string.
    var textBeforeInsertionPoint: String { get }

    /// Types `text` at the insertion point, over the selection or the marked text (which it
    /// commits).
    func insertText(_ text: String)
    /// Deletes the selection, or the marked text's last character, or the grapheme cluster
    /// before the caret.
    func deleteBackward()
    /// The return key: a new line where the client has several, otherwise its action
    /// (send, go, search, next field, done) as its ``returnKeyType`` says.
    func insertReturn()

    /// Whether the client shows marked text; an input method without it commits kana directly.
    var supportsMarkedText: Bool { get }
    /// The marked (pre-edit) text's range, while an input method composes; `nil` otherwise.
    var markedTextRange: Range<Int>? { get }
    /// Replaces the marked text (or the selection when there is none) with `text`, marked, and
    /// puts the caret or selection at `selectedRange` inside it. An empty `text` removes the
    /// marked text and unmarks.
    func setMarkedText(_ text: String, selectedRange: Range<Int>)
    /// Commits the marked text as it stands: it stays, unmarked, with the caret after it.
    func unmarkText()
}

extension TextInputClient {
    /// Sentences, the iOS default.
    public var autocapitalizationType: AutocapitalizationType { .sentences }
    /// Not secure.
    public var isSecureTextEntry: Bool { false }
    /// No marked-text support unless the client says so.
    public var supportsMarkedText: Bool { false }
    /// No marked text: a client without an input method's support.
    public var markedTextRange: Range<Int>? { nil }
    /// A client without marked-text support ignores pre-edit text (check ``supportsMarkedText``).
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {}
    /// Nothing is marked in a client without marked-text support.
    public func unmarkText() {}
}
