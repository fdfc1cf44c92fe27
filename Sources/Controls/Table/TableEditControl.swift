import Glibc
import Graphics
public import Scene

/// The control at the leading side of a row in edit mode (HIG §1.10): a red circle with a
/// white minus (delete) or a green circle with a white plus (insert). Tapping the minus reveals
/// the row's Delete button, and the minus turns to vertical as feedback (animated).
@MainActor
public final class TableEditControl: ControlNode {
    /// The control's action: delete (minus) or insert (plus).
    public var isInsert = false {
        didSet { if isInsert != oldValue { setNeedsDisplay() } }
    }
    /// Whether the row's Delete button shows: the minus is drawn vertical.
    public var showsConfirmation = false {
        didSet {
            guard showsConfirmation != oldValue else { return }
            let target = showsConfirmation ? 1.0 : 0.0
            if let animator = owner?.animator {
                animator.animate(from: rotation, to: target,
                                 with: .easeInOut(duration: ControlMetrics.tableUpdateAnimationDuration),
                                 key: Animator.Key(node: self, property: .minusRotation),
                                 update: { [weak self] value in
                                     self?.rotation = value
                                     self?.setNeedsDisplay()
                                 })
            } else {
                rotation = target
                setNeedsDisplay()
            }
        }
    }
    /// How far the minus has turned, 0 (horizontal) … 1 (vertical).
    public private(set) var rotation: Double = 0

    /// Creates the control.
    public override init() {
        super.init()
        name = "edit control"
        hitTestShape = .bounds
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let d = ControlMetrics.tableEditControlDiameter
        let circle = Rect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        let fill: ThemeColor = isInsert ? .system(.systemGreen) : .system(.systemRed)
        context.canvas.fillRoundedRect(circle, radii: CornerRadii(d / 2), style: .circular,
                                       paint: .color(context.resolve(fill)))
        let bar = d * 0.5, thickness = 2.5
        let angle = rotation * Double.pi / 2
        let dx = cos(angle) * bar / 2, dy = sin(angle) * bar / 2
        let white = context.resolve(.fixed(.white))
        var path = Path()
        path.move(to: Point(x: circle.midX - dx, y: circle.midY - dy))
        path.addLine(to: Point(x: circle.midX + dx, y: circle.midY + dy))
        if isInsert {
            path.move(to: Point(x: circle.midX, y: circle.midY - bar / 2))
            path.addLine(to: Point(x: circle.midX, y: circle.midY + bar / 2))
        }
        context.canvas.stroke(path, style: StrokeStyle(width: thickness, cap: .round), paint: .color(white))
    }
}

extension AnimatedProperty {
    fileprivate static let minusRotation = AnimatedProperty("minus-rotation")
}
