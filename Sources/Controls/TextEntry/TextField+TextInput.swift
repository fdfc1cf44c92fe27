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
        if let marked = clampedMarkedRange {
            editor.setSelection(TextSelection(marked))
            editor.insertText(text)
            markedTextRange = nil
        } else {
            editor.insertText(text)
        }
        reveal(charactersBefore: editor.selection.head)
    }

    /// Deletes the selection or the cluster before the caret; with marked text, its last
    /// cluster (the marked range shrinks, and goes when empty).
    public func deleteBackward() {
        guard let marked = clampedMarkedRange else {
            editor.deleteBackward()
            return
        }
        editor.setSelection(.caret(marked.upperBound))
        let before = editor.codePoints.count
        editor.deleteBackward()
        let end = marked.upperBound - (before - editor.codePoints.count)
        markedTextRange = end > marked.lowerBound ? marked.lowerBound..<end : nil
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
            if let focusSystem, focusSystem.moveFocus() { return }
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
        let range = clampedMarkedRange ?? editor.selection.range
        let before = editor.codePoints.count
        editor.beginComposition()
        if !editor.replace(range, with: text, actionName: "Typing", coalescing: true), !text.isEmpty {
            // Refused by the validation hook or the length limit: the marked text stays.
            if markedTextRange == nil { editor.endComposition() }
            return
        }
        let length = editor.codePoints.count - before + range.count
        guard length > 0 else {
            markedTextRange = nil
            editor.endComposition()
            return
        }
        let marked = range.lowerBound..<(range.lowerBound + length)
        markedTextRange = marked
        let lower = marked.lowerBound + min(max(0, selectedRange.lowerBound), length)
        let upper = marked.lowerBound + min(max(0, selectedRange.upperBound), length)
        editor.setSelection(TextSelection(anchor: lower, head: max(lower, upper)))
    }

    /// Commits the marked text: it stays, unmarked, with the caret after it.
    public func unmarkText() {
        guard let marked = clampedMarkedRange else {
            markedTextRange = nil
            return
        }
        markedTextRange = nil
        editor.setSelection(.caret(marked.upperBound))
    }

    /// The marked range if it still lies inside the text.
    private var clampedMarkedRange: Range<Int>? {
        guard let marked = markedTextRange else { return nil }
        guard marked.upperBound <= editor.codePoints.count else {
            markedTextRange = nil
            return nil
        }
        return marked
    }
}
