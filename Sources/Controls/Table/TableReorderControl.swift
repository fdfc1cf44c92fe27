public import Gestures
import Graphics
public import Scene

/// The reorder handle at the trailing side of a row in edit mode (HIG §1.10): three gray bars.
/// Dragging it moves the row (``TableView`` runs the drag through ``pan``).
@MainActor
public final class TableReorderControl: Node {
    /// The drag that moves the row; it begins at once on the handle, before the table scrolls.
    public let pan = PanGestureRecognizer()

    /// Creates the handle.
    public override init() {
        super.init()
        name = "reorder control"
        isInteractive = true
        pan.name = "reorder drag"
        pan.hysteresis = 0
        pan.maximumNumberOfTouches = 1
        addGestureRecognizer(pan)
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let length = ControlMetrics.tableReorderBarLength
        let hairline = 1 / max(1, context.environment.displayScale)
        let thickness = max(hairline, 1.5)
        let color = context.resolve(.system(.systemGray2))
        for i in -1...1 {
            let y = b.midY + Double(i) * 5 - thickness / 2
            context.canvas.fill(Rect(x: b.midX - length / 2, y: y, width: length, height: thickness), paint: .color(color))
        }
    }
}
