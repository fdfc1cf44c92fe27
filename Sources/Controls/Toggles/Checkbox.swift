public import Graphics
public import Scene

/// A checkbox (HIG §1.41): a small rounded square, empty when off, with a checkmark when on and
/// a dash when mixed, followed by its label.
///
/// A checkbox can head a hierarchy: give it ``dependents`` and it shows on when they all are,
/// off when none is, and mixed when they differ; tapping it sets every dependent to its new
/// state (a tap on a mixed parent turns everything on). The checkmark and dash carry the state,
/// never the colour alone.
///
/// ```swift
/// let bold = Checkbox("Bold"), italic = Checkbox("Italic")
/// let all = Checkbox("All Styles")
/// all.dependents = [bold, italic]
/// ```
@MainActor
public final class Checkbox: MarkedToggleControl {
    /// The state. Setting it redraws and sends no actions; a parent updates from its dependents.
    public var state: CheckboxState = .off {
        didSet {
            guard state != oldValue else { return }
            setNeedsDisplay()
            parentCheckbox?.dependentsDidChange()
        }
    }
    /// Whether the checkbox is on (``state`` is `.on`).
    public var isOn: Bool {
        get { state == .on }
        set { state = newValue ? .on : .off }
    }
    /// The checkboxes whose states this one summarises (indent them under it). Setting it takes
    /// the summary state at once.
    public var dependents: [Checkbox] = [] {
        didSet {
            for old in oldValue where old.parentCheckbox === self { old.parentCheckbox = nil }
            for d in dependents { d.parentCheckbox = self }
            dependentsDidChange()
        }
    }
    /// The checkbox this one is a dependent of.
    public private(set) weak var parentCheckbox: Checkbox?

    /// Creates a checkbox with a label (or `nil` for the box alone, as in a checklist).
    public init(_ title: String? = nil, state: CheckboxState = .off) {
        super.init(title: title, markSize: ControlMetrics.checkboxSize)
        self.state = state
        name = title.map { "checkbox \($0)" } ?? "checkbox"
    }

    /// Tapping: mixed and off turn on, on turns off; a parent passes its new state to every
    /// dependent. Then the actions run.
    public override func activate() {
        guard isEnabled else { return }
        let new: CheckboxState = state == .on ? .off : .on
        if dependents.isEmpty {
            state = new
        } else {
            for d in dependents { d.setStateFromParent(new) }
            state = new
        }
        super.activate()
    }

    private func setStateFromParent(_ new: CheckboxState) {
        if !dependents.isEmpty { for d in dependents { d.setStateFromParent(new) } }
        let parent = parentCheckbox
        parentCheckbox = nil       // one summary at the end, not one per child
        state = new
        parentCheckbox = parent
    }

    func dependentsDidChange() {
        guard !dependents.isEmpty else { return }
        let states = Set(dependents.map(\.state))
        state = states.count == 1 ? (states.first ?? .off) : .mixed
    }

    public override var focusRingRadii: CornerRadii { CornerRadii(ControlMetrics.checkboxCornerRadius) }

    public override func drawMark(in context: DrawingContext, rect: Rect) {
        let canvas = context.canvas
        let radii = CornerRadii(ControlMetrics.checkboxCornerRadius)
        switch state {
        case .off:
            if let fill = offFill(context) { canvas.fillRoundedRect(rect, radii: radii, paint: .color(fill)) }
            let w = ControlMetrics.toggleBorderWidth
            canvas.strokeRoundedRect(rect.insetBy(dx: w / 2, dy: w / 2),
                                     radii: CornerRadii(ControlMetrics.checkboxCornerRadius - w / 2),
                                     width: w, paint: .color(offBorder(context)))
        case .on, .mixed:
            canvas.fillRoundedRect(rect, radii: radii, paint: .color(onFill(context)))
            let white = Color.white.withAlphaMultiplied(by: context.environment.isEnabled ? 1 : 0.8)
            let style = StrokeStyle(width: ControlMetrics.checkmarkStroke, cap: .round, join: .round)
            var path = Path()
            let s = rect.width
            if state == .on {
                // The checkmark is not directional: it is drawn the same in both directions.
                path.move(to: Point(x: rect.minX + s * 0.26, y: rect.minY + s * 0.52))
                path.addLine(to: Point(x: rect.minX + s * 0.43, y: rect.minY + s * 0.69))
                path.addLine(to: Point(x: rect.minX + s * 0.75, y: rect.minY + s * 0.32))
            } else {
                path.move(to: Point(x: rect.minX + s * 0.28, y: rect.midY))
                path.addLine(to: Point(x: rect.maxX - s * 0.28, y: rect.midY))
            }
            canvas.stroke(path, style: style, paint: .color(white))
        }
    }
}
