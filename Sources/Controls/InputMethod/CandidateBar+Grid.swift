public import Graphics
import Scene
import Text

/// The candidate bar's chevron and its expanded grid of all candidates (iOS's Japanese keyboards).
extension CandidateBar {
    /// The strip the candidates scroll in when folded, and the grid's width when expanded: the
    /// bar less the chevron's cell at the trailing end (all of it without candidates).
    var candidateArea: Rect {
        let button = candidates.isEmpty ? 0 : ControlMetrics.candidateExpandButtonWidth
        let rtl = layoutDirection == .rightToLeft
        return Rect(x: bounds.minX + (rtl ? button : 0), y: bounds.minY, width: max(0, bounds.width - button),
                    height: bounds.height)
    }

    /// The chevron's cell, in the bar's coordinates: the trailing end of the bar, or of the grid's
    /// first row when expanded; `nil` without candidates.
    public var expandButtonFrame: Rect? {
        guard !candidates.isEmpty else { return nil }
        let width = ControlMetrics.candidateExpandButtonWidth
        let height = isExpanded ? ControlMetrics.candidateBarHeight : bounds.height
        let x = layoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - width
        return Rect(x: x, y: bounds.minY, width: width, height: height)
    }

    /// The grid's cells before scrolling: rows ``ControlMetrics/candidateBarHeight`` tall,
    /// candidates flowing from the leading edge in ``candidateArea``'s width; the cells of every
    /// row but the last share out the row's spare width, as iOS's grid lines its columns up.
    var gridFrames: [Rect] {
        let widths = cellWidths
        let area = candidateArea
        var rows: [[Int]] = [[]]
        var used = 0.0
        for (index, width) in widths.enumerated() {
            if let last = rows.last, !last.isEmpty, used + width > area.width {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(index)
            used += width
        }
        let rowHeight = ControlMetrics.candidateBarHeight
        let rtl = layoutDirection == .rightToLeft
        var frames = Array(repeating: Rect.zero, count: widths.count)
        for (r, row) in rows.enumerated() where !row.isEmpty {
            let total = row.reduce(0) { $0 + widths[$1] }
            let spare = r < rows.count - 1 ? max(0, area.width - total) / Double(row.count) : 0
            var position = 0.0
            for index in row {
                let width = min(widths[index] + spare, area.width)
                let x = rtl ? area.maxX - position - width : area.minX + position
                frames[index] = Rect(x: x, y: bounds.minY + Double(r) * rowHeight, width: width, height: rowHeight)
                position += width
            }
        }
        return frames
    }

    /// The farthest the grid scrolls down: its rows' height less the bar's.
    var maximumGridScrollOffset: Double {
        let bottom = gridFrames.map(\.maxY).max() ?? bounds.minY
        return max(0, bottom - bounds.maxY)
    }

    /// Scrolls the grid to `offset`, clamped to its rows.
    func setGridScrollOffset(_ offset: Double) {
        let clamped = min(max(0, offset), maximumGridScrollOffset)
        guard clamped != gridScrollOffset else { return }
        gridScrollOffset = clamped
        setNeedsDisplay()
    }

    /// Draws the expanded grid: every candidate in its cell, hairlines between cells and under
    /// each row, the highlighted one on its key-coloured face, the chevron turned up.
    func drawGrid(in context: DrawingContext) {
        let canvas = context.canvas
        let texts = paragraphs
        let label = context.resolve(.system(.label))
        let separator = context.resolve(.system(.separator))
        let hairline = 1 / max(1, context.environment.displayScale)
        let area = candidateArea
        let rtl = layoutDirection == .rightToLeft
        let inset = ControlMetrics.candidateSeparatorInset
        canvas.save()
        canvas.clip(to: bounds)
        for (index, frame) in candidateFrames.enumerated()
        where frame.maxY > bounds.minY && frame.minY < bounds.maxY && texts.indices.contains(index) {
            if index == highlightedIndex {
                let face = frame.insetBy(dx: ControlMetrics.candidateHighlightInset, dy: ControlMetrics.candidateHighlightInset)
                canvas.fillRoundedRect(face, radii: CornerRadii(ControlMetrics.candidateHighlightCornerRadius),
                                       paint: .color(context.resolve(ControlMetrics.candidateHighlightBackground)))
            }
            let leadingEdge = rtl ? frame.maxX : frame.minX
            if abs(leadingEdge - (rtl ? area.maxX : area.minX)) > 0.5 {
                canvas.fill(Rect(x: leadingEdge - hairline / 2, y: frame.minY + inset, width: hairline,
                                 height: frame.height - 2 * inset), paint: .color(separator))
            }
            canvas.fill(Rect(x: area.minX, y: frame.maxY - hairline, width: area.width, height: hairline),
                        paint: .color(separator))
            let text = texts[index]
            text.draw(in: canvas, at: Point(x: frame.midX - text.size.width / 2, y: frame.midY - text.size.height / 2),
                      color: label)
        }
        canvas.restore()
        canvas.fill(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: hairline), paint: .color(separator))
        drawExpandButton(in: context)
    }

    /// Draws the chevron in its cell: pointing down while folded (there is more), up while
    /// expanded; a hairline sets it off from the candidates.
    func drawExpandButton(in context: DrawingContext) {
        guard let frame = expandButtonFrame else { return }
        let canvas = context.canvas
        let hairline = 1 / max(1, context.environment.displayScale)
        let rtl = layoutDirection == .rightToLeft
        let inset = ControlMetrics.candidateSeparatorInset
        let edge = rtl ? frame.maxX : frame.minX
        canvas.fill(Rect(x: edge - hairline / 2, y: frame.minY + inset, width: hairline, height: frame.height - 2 * inset),
                    paint: .color(context.resolve(.system(.separator))))
        let size = ControlMetrics.candidateChevronSize
        let tip = isExpanded ? -size.height / 2 : size.height / 2
        var path = Path()
        path.move(to: Point(x: frame.midX - size.width / 2, y: frame.midY - tip))
        path.addLine(to: Point(x: frame.midX, y: frame.midY + tip))
        path.addLine(to: Point(x: frame.midX + size.width / 2, y: frame.midY - tip))
        canvas.stroke(path, style: StrokeStyle(width: ControlMetrics.candidateChevronLineWidth, cap: .round, join: .round),
                      paint: .color(context.resolve(.system(.label))))
    }
}
