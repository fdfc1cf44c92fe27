import Graphics
public import Scene

/// The circle at the leading side of a row while a table selects several rows in edit mode
/// (``TableView/allowsMultipleSelectionDuringEditing``), as iOS draws it: an empty gray ring
/// when the row is not selected, a filled circle in the tint (system blue by default) with a
/// white checkmark when it is.
///
/// The indicator only shows the row's state; a tap anywhere on the row, the circle included,
/// toggles the selection (the cell handles it). Changing ``isSelected`` redraws.
@MainActor
public final class TableSelectionIndicator: Node {
    /// Whether the row is selected: the filled circle with the checkmark.
    public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Creates an empty ring.
    public override init() {
        super.init()
        name = "selection indicator"
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let d = ControlMetrics.tableSelectionIndicatorDiameter
        let circle = Rect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        guard isSelected else {
            let w = ControlMetrics.tableSelectionIndicatorRingWidth
            context.canvas.strokeRoundedRect(circle.insetBy(dx: w / 2, dy: w / 2), radii: CornerRadii((d - w) / 2),
                                             width: w, paint: .color(context.resolve(.system(.systemGray3))))
            return
        }
        context.canvas.fillEllipse(in: circle, paint: .color(context.resolve(.tint)))
        // The checkmark is not directional: it is drawn the same in both directions.
        var path = Path()
        path.move(to: Point(x: circle.minX + d * 0.28, y: circle.minY + d * 0.52))
        path.addLine(to: Point(x: circle.minX + d * 0.44, y: circle.minY + d * 0.67))
        path.addLine(to: Point(x: circle.minX + d * 0.72, y: circle.minY + d * 0.35))
        let style = StrokeStyle(width: ControlMetrics.tableSelectionCheckmarkStroke, cap: .round, join: .round)
        context.canvas.stroke(path, style: style, paint: .color(context.resolve(.fixed(.white))))
    }
}
