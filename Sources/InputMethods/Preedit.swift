/// The marked (pre-edit) text an input method shows in the field while a person composes:
/// not yet part of the document, drawn underlined, one clause per segment.
public struct Preedit: Sendable, Hashable {
    /// How a clause is underlined.
    public enum ClauseStyle: Sendable, Hashable {
        /// Kana being typed: a thin underline.
        case composing
        /// A converted segment that is not focused: a thin underline.
        case converted
        /// The segment the candidate bar and the resize keys act on: a thick underline.
        case focused
    }

    /// One underlined run of the pre-edit.
    public struct Clause: Sendable, Hashable {
        /// The run, in Unicode scalar offsets into ``Preedit/text``.
        public var range: Range<Int>
        /// How it is underlined.
        public var style: ClauseStyle

        /// Creates a clause.
        public init(range: Range<Int>, style: ClauseStyle) {
            self.range = range
            self.style = style
        }
    }

    /// The text shown in the field in place of the marked range.
    public var text: String
    /// The underlined runs, in order, covering ``text``.
    public var clauses: [Clause]
    /// Where the caret sits inside the pre-edit, a Unicode scalar offset.
    public var caret: Int

    /// Creates a pre-edit.
    public init(text: String, clauses: [Clause], caret: Int) {
        self.text = text
        self.clauses = clauses
        self.caret = caret
    }

    /// No pre-edit: nothing is being composed.
    public static let empty = Preedit(text: "", clauses: [], caret: 0)

    /// Whether nothing is being composed.
    public var isEmpty: Bool { text.isEmpty }
}

/// What one call into an input method did to the document.
public struct InputMethodUpdate: Sendable, Hashable {
    /// Text to insert for good, replacing the marked text (empty for none).
    public var committedText: String
    /// The marked text to show after the committed text (``Preedit/empty`` to remove it).
    public var preedit: Preedit
    /// Whether the input method used the key; when `false` the field acts on it as usual
    /// (Backspace deletes, Return sends the field's action), and nothing was composed.
    public var isHandled: Bool

    /// Creates an update.
    public init(committedText: String = "", preedit: Preedit, isHandled: Bool = true) {
        self.committedText = committedText
        self.preedit = preedit
        self.isHandled = isHandled
    }

    /// The key was not the input method's: nothing composed, nothing committed.
    public static let notHandled = InputMethodUpdate(preedit: .empty, isHandled: false)
}
