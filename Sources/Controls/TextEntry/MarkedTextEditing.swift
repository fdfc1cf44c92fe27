import Graphics
import InputMethods
import Scene

/// The marked-text (pre-edit) model every text control that hosts an input method shares
/// (``TextField``, ``TextView``): the marked range lives beside the ``TextEditor``, which holds
/// the marked text as ordinary text until it is committed or removed.
///
/// The controls' public ``TextInputClient`` methods are thin calls into this extension, so a
/// field and a text view compose, delete, commit and clamp identically.
@MainActor
protocol MarkedTextEditing: AnyObject {
    /// The editing model holding the marked text.
    var editor: TextEditor { get }
    /// The marked range in the editor's code points, `nil` when nothing is marked.
    var markedTextRange: Range<Int>? { get set }
}

extension MarkedTextEditing {
    /// The marked range if it still lies inside the text (it is dropped otherwise).
    var clampedMarkedRange: Range<Int>? {
        guard let marked = markedTextRange else { return nil }
        guard marked.upperBound <= editor.codePoints.count else {
            markedTextRange = nil
            editor.endComposition()
            return nil
        }
        return marked
    }

    /// Types `text` over the marked text, which it replaces and then unmarks (an input method's
    /// commit arrives this way: the composition's undo group takes the committed text and
    /// closes), or over the selection when nothing is marked.
    func insertTextReplacingMarkedText(_ text: String) {
        guard let marked = clampedMarkedRange else {
            editor.insertText(text)
            return
        }
        editor.setSelection(TextSelection(marked))
        editor.insertText(text)
        markedTextRange = nil
        editor.endComposition()
    }

    /// Deletes the marked text's last cluster (the marked range shrinks, and goes when empty);
    /// returns `false` when nothing is marked.
    func deleteBackwardInMarkedText() -> Bool {
        guard let marked = clampedMarkedRange else { return false }
        editor.setSelection(.caret(marked.upperBound))
        let before = editor.codePoints.count
        editor.deleteBackward()
        let end = marked.upperBound - (before - editor.codePoints.count)
        markedTextRange = end > marked.lowerBound ? marked.lowerBound..<end : nil
        if markedTextRange == nil { editor.endComposition() }
        return true
    }

    /// Replaces the marked text (or the selection) with `text`, marked, with the caret or
    /// selection at `selectedRange` inside it (scalar offsets in `text`). A refused edit (the
    /// validation hook, the length limit) leaves the marked text as it was.
    ///
    /// The whole composition, from the first marked text to its commit, is one undo group.
    func replaceMarkedText(with text: String, selectedRange: Range<Int>) {
        let range = clampedMarkedRange ?? editor.selection.range
        let before = editor.codePoints.count
        editor.beginComposition()
        if !editor.replace(range, with: text, actionName: "Typing", coalescing: true), !text.isEmpty {
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
    func commitMarkedText() {
        guard let marked = clampedMarkedRange else {
            markedTextRange = nil
            editor.endComposition()
            return
        }
        markedTextRange = nil
        editor.endComposition()
        editor.setSelection(.caret(marked.upperBound))
    }
}

/// One underlined clause of marked text, in the editor's code points.
struct MarkedTextClauseRun: Equatable {
    /// The clause's text.
    var range: Range<Int>
    /// Whether it is the focused segment of a conversion (thick underline on a tint wash).
    var isFocused: Bool

    /// The clauses of `marked` to draw: one per input-method clause (offsets from the marked
    /// range's start, clamped into it), or one plain clause under all of it when there are none.
    static func runs(marked: Range<Int>, clauses: [Preedit.Clause]) -> [MarkedTextClauseRun] {
        guard !clauses.isEmpty else { return [MarkedTextClauseRun(range: marked, isFocused: false)] }
        return clauses.compactMap { clause in
            let lower = marked.lowerBound + max(0, clause.range.lowerBound)
            let upper = min(marked.upperBound, marked.lowerBound + clause.range.upperBound)
            guard lower < upper else { return nil }
            return MarkedTextClauseRun(range: lower..<upper, isFocused: clause.style == .focused)
        }
    }

    /// Draws this clause's look over `rect` (one of its selection rects): a tint wash under a
    /// focused segment, then the underline along the rect's bottom, `gap` points shorter at
    /// each end when several clauses sit side by side (iOS).
    @MainActor func draw(in rect: Rect, gap: Double, context: DrawingContext) {
        let label = context.resolve(.system(.label))
        let width = isFocused ? ControlMetrics.markedTextFocusedUnderlineWidth : ControlMetrics.markedTextUnderlineWidth
        if isFocused {
            let tint = context.resolve(.tint)
            context.canvas.fill(rect, paint: .color(tint.withAlphaMultiplied(by: ControlMetrics.markedTextFocusedHighlightAlpha)))
        }
        let line = Rect(x: rect.minX + gap, y: rect.maxY - width, width: max(0, rect.width - 2 * gap), height: width)
        context.canvas.fill(line, paint: .color(isFocused ? label : label.withAlphaMultiplied(by: 0.8)))
    }
}
