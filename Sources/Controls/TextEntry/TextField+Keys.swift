public import Gestures
import Text

extension TextField {
    /// Handles a hardware key while editing: typing, Backspace/Delete, arrows (Shift extends,
    /// Ctrl/Alt moves by word), Home/End, Ctrl+C/X/V/Z/A, Ctrl+Shift+Z and Ctrl+Y, Return.
    /// Tab and Escape go to the focus system.
    public func handleKey(_ event: KeyEvent) -> Bool {
        if let handled = handleEditingKey(event) { return handled }
        let shift = event.modifiers.contains(.shift)
        let word = event.modifiers.contains(.control) || event.modifiers.contains(.meta) || event.modifiers.contains(.alt)
        switch event.key {
        case .return:
            insertReturn()
        case .leftArrow, .rightArrow:
            moveHorizontally(rightward: event.key == .rightArrow, extending: shift, byWord: word)
        case .home, .upArrow, .pageUp:
            editor.moveCaret(forward: false, by: .document, extending: shift)
        default:
            editor.moveCaret(forward: true, by: .document, extending: shift)
        }
        return true
    }

    /// Types `text` at the caret as the keyboard does (secure entry shows it for a moment).
    public func type(_ text: String) { insertText(text) }

    /// Moves the caret one cluster (or word) left or right on screen. Without Shift the caret
    /// moves visually, across bidi runs (the split caret keeps its side); with Shift, or by
    /// word, it moves logically in the direction the text under it reads.
    func moveHorizontally(rightward: Bool, extending: Bool, byWord: Bool) {
        let p = paragraph
        let rtl = p?.lines.first?.direction == .rightToLeft
        let forward = rightward != rtl
        if byWord || extending || isSecureTextEntry || p == nil {
            editor.moveCaret(forward: forward, by: byWord ? .word : .character, extending: extending)
            return
        }
        if !editor.selection.isCaret {
            editor.moveCaret(forward: forward, by: .character)
            return
        }
        guard let p else { return }
        if let step = p.moveVisually(from: editor.selection.head, near: editor.visualCaretX, rightward: rightward) {
            editor.setSelection(.caret(step.index), caretX: step.x)
        }
    }
}
