import InputMethods
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
        let runs = MarkedTextClauseRun.runs(marked: marked, clauses: markedTextClauses)
        let gap = runs.count > 1 ? ControlMetrics.markedTextClauseGap / 2 : 0
        for run in runs {
            for rect in p.selectionRects(for: displayIndex(run.range.lowerBound)..<displayIndex(run.range.upperBound)) {
                run.draw(in: rect.offsetBy(dx: origin.x, dy: origin.y), gap: gap, context: context)
            }
        }
    }
}
