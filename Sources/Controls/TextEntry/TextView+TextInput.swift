extension TextView: TextInputClient {
    /// The default keyboard: a text view takes any text.
    public var keyboardType: KeyboardType { .default }

    /// Return inserts a line break in a text view, whatever the keyboard shows.
    public var returnKeyType: ReturnKeyType { .default }

    /// A text view shows marked text (an input method's pre-edit text), underlined.
    public var supportsMarkedText: Bool { true }

    /// Up to 64 scalars before the selection (for autocapitalisation).
    public var textBeforeInsertionPoint: String {
        let end = editor.selection.range.lowerBound
        return TextEditor.string(Array(editor.codePoints[max(0, end - 64)..<end]))
    }

    /// Types `text` over the marked text (committing it) or the selection (nothing when the
    /// view is not editable).
    public func insertText(_ text: String) {
        guard isEditable else { return }
        insertTextReplacingMarkedText(text)
    }

    /// Deletes the selection or the grapheme cluster before the caret; with marked text, its
    /// last cluster (the marked range shrinks, and goes when empty).
    public func deleteBackward() {
        guard isEditable else { return }
        if !deleteBackwardInMarkedText() { editor.deleteBackward() }
    }

    /// The return key: commits marked text if there is some, otherwise a line break.
    public func insertReturn() {
        guard isEditable else { return }
        if markedTextRange != nil {
            unmarkText()
            return
        }
        editor.insertText("\n")
    }

    /// Replaces the marked text (or the selection) with `text`, marked, with the caret or
    /// selection at `selectedRange` inside it (scalar offsets in `text`); nothing when the view
    /// is not editable.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard isEditable else { return }
        replaceMarkedText(with: text, selectedRange: selectedRange)
    }

    /// Commits the marked text: it stays, unmarked, with the caret after it.
    public func unmarkText() { commitMarkedText() }
}

extension TextView: MarkedTextEditing, MarkedTextClauseDisplaying {}
