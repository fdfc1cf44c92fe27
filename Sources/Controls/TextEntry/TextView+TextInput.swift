extension TextView: TextInputClient {
    /// The default keyboard: a text view takes any text.
    public var keyboardType: KeyboardType { .default }

    /// Return inserts a line break in a text view, whatever the keyboard shows.
    public var returnKeyType: ReturnKeyType { .default }

    /// Up to 64 scalars before the selection (for autocapitalisation).
    public var textBeforeInsertionPoint: String {
        let end = editor.selection.range.lowerBound
        return TextEditor.string(Array(editor.codePoints[max(0, end - 64)..<end]))
    }

    /// Types `text` over the selection (nothing when the view is not editable).
    public func insertText(_ text: String) {
        guard isEditable else { return }
        editor.insertText(text)
    }

    /// Deletes the selection or the grapheme cluster before the caret.
    public func deleteBackward() {
        guard isEditable else { return }
        editor.deleteBackward()
    }

    /// The return key: a line break.
    public func insertReturn() {
        guard isEditable else { return }
        editor.insertText("\n")
    }
}
