public import Graphics
public import Scene

/// One option of a ``RadioGroup`` (HIG §1.41): a small circle, empty when off, filled with a dot
/// when on, followed by its label. A tap selects it; the group deselects the others.
@MainActor
public final class RadioButton: MarkedToggleControl {
    /// Whether the option is selected. Setting it redraws and sends no actions.
    public var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    /// The group the option belongs to.
    public internal(set) weak var group: RadioGroup?

    /// Creates an option with a label.
    public init(_ title: String, isOn: Bool = false) {
        super.init(title: title, markSize: ControlMetrics.radioSize)
        self.isOn = isOn
        name = "radio \(title)"
    }

    /// Selecting: turns on (a selected option stays on), tells the group, sends the actions.
    public override func activate() {
        guard isEnabled else { return }
        let changed = !isOn
        isOn = true
        if let group { group.optionWasSelected(self, changed: changed) }
        super.activate()
    }

    public override func drawMark(in context: DrawingContext, rect: Rect) {
        let canvas = context.canvas
        if isOn {
            canvas.fillEllipse(in: rect, paint: .color(onFill(context)))
            let d = ControlMetrics.radioDotDiameter
            let dot = Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
            canvas.fillEllipse(in: dot, paint: .color(.white))
        } else {
            if let fill = offFill(context) { canvas.fillEllipse(in: rect, paint: .color(fill)) }
            let w = ControlMetrics.toggleBorderWidth
            canvas.stroke(Path.ellipse(in: rect.insetBy(dx: w / 2, dy: w / 2)), style: StrokeStyle(width: w),
                          paint: .color(offBorder(context)))
        }
    }
}
