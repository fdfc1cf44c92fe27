public import Gestures
import Graphics
import Text

extension TextView {
    /// Handles a hardware key while editing: typing, Return (a line break), Backspace/Delete,
    /// arrows (Shift extends, Ctrl/Alt moves by word; up and down by wrapped line), Home/End (the
    /// wrapped line; with Ctrl, the text), Ctrl+C/X/V/Z/A, Ctrl+Shift+Z and Ctrl+Y. Tab and
    /// Escape go to the focus system.
    public func handleKey(_ event: KeyEvent) -> Bool {
        if let handled = handleEditingKey(event) { return handled }
        let shift = event.modifiers.contains(.shift)
        let command = event.modifiers.contains(.control) || event.modifiers.contains(.meta)
        switch event.key {
        case .return:
            insertReturn()
        case .leftArrow, .rightArrow:
            moveHorizontally(rightward: event.key == .rightArrow, extending: shift,
                             byWord: command || event.modifiers.contains(.alt))
        case .upArrow, .downArrow:
            moveVertically(up: event.key == .upArrow, extending: shift, toEnd: command)
        case .home, .end:
            let end = event.key == .end
            if command {
                editor.moveCaret(forward: end, by: .document, extending: shift)
            } else {
                let target = layout.lineBoundary(of: editor.selection.head, end: end)
                editor.setSelection(shift ? TextSelection(anchor: editor.selection.anchor, head: target) : .caret(target))
            }
        default:
            moveVertically(up: event.key == .pageUp, extending: shift, toEnd: false,
                           distance: max(1, scrollView.bounds.height - 2 * ControlMetrics.textViewInset))
        }
        return true
    }

    /// Types `text` at the caret, as the on-screen keyboard does.
    public func type(_ text: String) {
        guard isEditable else { return }
        editor.insertText(text)
    }

    /// Moves the caret one cluster (or word) left or right on screen. Without Shift the caret
    /// moves visually along its wrapped line, across bidi runs (the split caret keeps its side),
    /// and past the line's visual end to the next line's start or the previous line's end, in
    /// reading order (nothing past the text's ends); with
    /// Shift, or by word, it moves logically in the direction its paragraph reads.
    func moveHorizontally(rightward: Bool, extending: Bool, byWord: Bool) {
        // Keys typed since the last frame are laid out first, so the move sees the text as it is.
        if content.bounds.width > 0 { layoutText(contentWidth: content.bounds.width) }
        let head = editor.selection.head
        guard !layout.hardLines.isEmpty else {
            editor.moveCaret(forward: rightward != (layoutDirection == .rightToLeft), by: .character, extending: extending)
            return
        }
        let hard = layout.hardLines[layout.hardLineIndex(for: head)]
        let rtl = hard.paragraph.lines.first?.direction == .rightToLeft
        let forward = rightward != rtl
        if byWord || extending || !editor.selection.isCaret {
            editor.moveCaret(forward: forward, by: byWord ? .word : .character, extending: extending)
            return
        }
        let local = min(max(0, head - hard.start), hard.count)
        if let step = hard.paragraph.moveVisually(from: local, near: editor.visualCaretX, rightward: rightward) {
            editor.setSelection(.caret(hard.start + step.index), caretX: step.x)
            content.setNeedsLayout()   // the same offset may now show at the other place of a split caret
        } else if let next = layout.index(pastLineOf: head, forward: forward) {
            editor.setSelection(.caret(next))
        }
    }

    /// Moves the caret a wrapped line (or `distance` points) up or down, keeping its horizontal
    /// place across moves; past the first or last line it goes to the start or end of the text.
    func moveVertically(up: Bool, extending: Bool, toEnd: Bool, distance: Double? = nil) {
        if toEnd {
            editor.moveCaret(forward: !up, by: .document, extending: extending)
            return
        }
        let head = editor.selection.head
        let caret = layout.caretRect(for: head)
        let x = verticalX ?? caret.minX
        var target: Int?
        if let distance {
            let y = up ? caret.midY - distance : caret.midY + distance
            target = y < 0 ? nil : (y >= layout.height ? nil : layout.index(at: Point(x: x, y: y)))
        } else {
            target = layout.index(verticallyFrom: head, up: up, x: x)
        }
        let index = target ?? (up ? 0 : editor.codePoints.count)
        editor.setSelection(extending ? TextSelection(anchor: editor.selection.anchor, head: index) : .caret(index))
        verticalX = x
    }
}
