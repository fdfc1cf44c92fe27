import Scene
import Graphics
import Text

extension TextField {
    func drawField(in context: DrawingContext) {
        let canvas = context.canvas
        let b = bounds
        let opacity = contentOpacity(in: context)
        if borderStyle == .roundedRect {
            let radii = CornerRadii(ControlMetrics.textFieldCornerRadius)
            canvas.fillRoundedRect(b, radii: radii, paint: .color(context.resolve(.system(.systemBackground))))
            let hairline = 1 / max(1, context.environment.displayScale)
            canvas.strokeRoundedRect(b.insetBy(dx: hairline / 2, dy: hairline / 2), radii: radii, width: hairline,
                                     paint: .color(context.resolve(.system(.systemGray4))))
            drawFocusRing(in: context, around: b, radii: radii)
        } else if borderStyle == .filled {
            let radii = CornerRadii(ControlMetrics.searchFieldCornerRadius)
            canvas.fillRoundedRect(b, radii: radii, paint: .color(context.resolve(.system(.tertiarySystemFill))))
            drawFocusRing(in: context, around: b, radii: radii)
        }
        let frame = textFrame
        let origin = textOrigin
        canvas.save()
        canvas.clip(to: frame.insetBy(dx: -ControlMetrics.caretWidth, dy: 0))
        if editor.codePoints.isEmpty {
            placeholderParagraph?.draw(in: canvas, at: origin,
                                       color: context.resolve(.system(.placeholderText)).withAlphaMultiplied(by: opacity))
        } else {
            let highlight = context.resolve(.tint).withAlphaMultiplied(by: ControlMetrics.selectionHighlightAlpha)
            if isEditing {
                for rect in selectionRects { canvas.fill(rect, paint: .color(highlight)) }
            }
            drawMarkedText(in: context)
            paragraph?.draw(in: canvas, at: origin, color: context.resolve(.system(.label)).withAlphaMultiplied(by: opacity))
        }
        if isEditing && editor.selection.isCaret { drawCaret(in: context) }
        canvas.restore()
        if isEditing && !editor.selection.isCaret { drawSelectionHandles(in: context) }
        if showsClearButton { drawClearButton(in: context, opacity: opacity) }
    }

    /// Draws the caret: a tint bar as tall as the line; at a direction boundary, a second, half
    /// as tall, where text of the other direction would go (the split caret).
    private func drawCaret(in context: DrawingContext) {
        let color = context.resolve(.tint)
        let caret = caretRect(for: editor.selection.head)
        let w = ControlMetrics.caretWidth
        var primaryX = caret.minX
        var others: [Double] = []
        if let p = paragraph, !editor.codePoints.isEmpty {
            let origin = textOrigin
            let positions = p.caretPositions(forIndex: displayIndex(editor.selection.head)).map { $0 + origin.x }
            if let hint = editor.visualCaretX.map({ $0 + origin.x }),
               let match = positions.min(by: { abs($0 - hint) < abs($1 - hint) }), abs(match - hint) < 0.5 {
                primaryX = match
            }
            others = positions.filter { abs($0 - primaryX) > 0.5 }
        }
        context.canvas.fill(Rect(x: primaryX - w / 2, y: caret.minY, width: w, height: caret.height), paint: .color(color))
        let h = caret.height * ControlMetrics.secondaryCaretHeightRatio
        for x in others {
            context.canvas.fill(Rect(x: x - w / 2, y: caret.maxY - h, width: w, height: h),
                                paint: .color(color.withAlphaMultiplied(by: ControlMetrics.secondaryCaretAlpha)))
        }
    }

    private func drawClearButton(in context: DrawingContext, opacity: Double) {
        let circle = clearButtonFrame
        let fill = context.resolve(.system(.tertiaryLabel)).withAlphaMultiplied(by: opacity)
        context.canvas.fillEllipse(in: circle, paint: .color(fill))
        var cross = Path()
        let arm = circle.width * 0.18
        let c = Point(x: circle.midX, y: circle.midY)
        cross.move(to: Point(x: c.x - arm, y: c.y - arm))
        cross.addLine(to: Point(x: c.x + arm, y: c.y + arm))
        cross.move(to: Point(x: c.x + arm, y: c.y - arm))
        cross.addLine(to: Point(x: c.x - arm, y: c.y + arm))
        context.canvas.stroke(cross, style: StrokeStyle(width: circle.width * 0.11, cap: .round),
                              paint: .color(context.resolve(.system(.systemBackground))))
    }
}
