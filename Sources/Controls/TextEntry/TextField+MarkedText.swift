public import InputMethods
import Graphics
import Scene
import Text

extension TextField: MarkedTextClauseDisplaying {
    /// Draws the marked (pre-edit) text's look, under the text: one underline per clause with a
    /// small gap between clauses, thicker under the focused segment, which also sits on a tint
    /// wash as a selection does (iOS).
    func drawMarkedText(in context: DrawingContext) {
        guard let marked = markedTextRange, !marked.isEmpty, let p = paragraph,
            marked.upperBound <= editor.codePoints.count
        else { return }
        let origin = textOrigin
        let clauses = markedTextClauses.isEmpty
            ? [Preedit.Clause(range: 0..<marked.count, style: .composing)] : markedTextClauses
        let label = context.resolve(.system(.label))
        let tint = context.resolve(.tint)
        let gap = clauses.count > 1 ? ControlMetrics.markedTextClauseGap / 2 : 0
        for clause in clauses {
            let lower = marked.lowerBound + max(0, clause.range.lowerBound)
            let upper = min(marked.upperBound, marked.lowerBound + clause.range.upperBound)
            guard lower < upper else { continue }
            let focused = clause.style == .focused
            let width = focused ? ControlMetrics.markedTextFocusedUnderlineWidth : ControlMetrics.markedTextUnderlineWidth
            for rect in p.selectionRects(for: displayIndex(lower)..<displayIndex(upper)) {
                let r = rect.offsetBy(dx: origin.x, dy: origin.y)
                if focused {
                    context.canvas.fill(r, paint: .color(tint.withAlphaMultiplied(by: ControlMetrics.markedTextFocusedHighlightAlpha)))
                }
                let line = Rect(x: r.minX + gap, y: r.maxY - width, width: max(0, r.width - 2 * gap), height: width)
                context.canvas.fill(line, paint: .color(focused ? label : label.withAlphaMultiplied(by: 0.8)))
            }
        }
    }
}
