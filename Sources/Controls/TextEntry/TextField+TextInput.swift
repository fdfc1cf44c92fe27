extension TextField: TextInputClient {
    /// The field shows marked text (an input method's pre-edit text).
    public var supportsMarkedText: Bool { true }

    /// Up to 64 scalars before the selection; empty for secure entry.
    public var textBeforeInsertionPoint: String {
        guard !isSecureTextEntry else { return "" }
        let end = editor.selection.range.lowerBound
        return TextEditor.string(Array(editor.codePoints[max(0, end - 64)..<end]))
    }

    /// Types `text` over the marked text (committing it: the composition's undo group takes the
    /// committed text and closes) or the selection; secure entry shows the last character for a
    /// moment.
    public func insertText(_ text: String) {
        insertTextReplacingMarkedText(text)
        reveal(charactersBefore: editor.selection.head)
    }

    /// Deletes the selection or the cluster before the caret; with marked text, its last
    /// cluster (the marked range shrinks, and goes when empty).
    public func deleteBackward() {
        if !deleteBackwardInMarkedText() { editor.deleteBackward() }
    }

    /// Return: commits marked text if there is some; otherwise sends the field's actions, then
    /// moves to the next field for ``ReturnKeyType/next`` and ends editing for
    /// ``ReturnKeyType/done``.
    public func insertReturn() {
        if markedTextRange != nil {
            unmarkText()
            return
        }
        sendActions()
        switch returnKeyType {
        case .next:
            if let focusSystem = editingFocusSystem, focusSystem.moveFocus() { return }
            endEditing()
        case .done:
            endEditing()
        default:
            break
        }
    }

    /// Replaces the marked text (or the selection) with `text`, marked, with the caret or
    /// selection at `selectedRange` inside it (scalar offsets in `text`).
    ///
    /// The whole composition, from the first marked text to its commit, is one undo group.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        replaceMarkedText(with: text, selectedRange: selectedRange)
    }

    /// Commits the marked text: it stays, unmarked, with the caret after it.
    public func unmarkText() { commitMarkedText() }
}

extension TextField: MarkedTextEditing {}
