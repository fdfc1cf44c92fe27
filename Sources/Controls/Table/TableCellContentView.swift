import Graphics
import Scene

/// A table cell's content node (``TableCell/contentView``): everything that slides when the row
/// is swiped, and the separator hairline along its bottom.
///
/// The separator is the content view's own drawing, from values the cell hands it (whether it
/// shows, where it starts), so that drawing a row reaches no other node: a cell's `drawHandler`
/// closure would load the cell through a weak reference (an atomic on its side table, and a
/// retain and release) for every row of every frame.
final class TableCellContentView: Node {
    /// Whether the separator along the bottom is drawn.
    var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    /// Where the separator starts, from the leading edge (the text's start), in points.
    var separatorStart: Double = ControlMetrics.tableCellMargin {
        didSet { if separatorStart != oldValue { setNeedsDisplay() } }
    }
    /// The separator's colour (``TableView/separatorColor``).
    var separatorColor: ThemeColor = .separator {
        didSet { if separatorColor != oldValue { setNeedsDisplay() } }
    }

    /// The separator, then a ``Node/drawHandler`` an app may have set.
    override func draw(in context: DrawingContext) {
        drawSeparator(in: context)
        super.draw(in: context)
    }

    /// Draws the hairline along the bottom, from the text's start to the trailing edge.
    func drawSeparator(in context: DrawingContext) {
        guard showsSeparator else { return }
        let b = context.bounds
        let hairline = 1 / max(1, context.environment.displayScale)
        let rtl = context.environment.layoutDirection == .rightToLeft
        let start = separatorStart
        let rect = Rect(x: rtl ? 0 : start, y: b.height - hairline, width: max(0, b.width - start), height: hairline)
        context.canvas.fill(rect, paint: .color(context.resolve(separatorColor)))
    }
}
