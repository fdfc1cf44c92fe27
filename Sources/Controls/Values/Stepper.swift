import Gestures
public import Graphics
public import Scene

/// A stepper (current iOS `UIStepper`): a minus and a plus button side by side that change
/// ``value`` by ``stepValue`` between ``minimumValue`` and ``maximumValue``.
///
/// A press steps at once (HIG §3.4: immediate feedback); held, the stepper repeats after half a
/// second, ten steps a second at first and faster the longer it is held
/// (``AutorepeatGestureRecognizer``, on the input clock). At an end the button there is drawn
/// faint and does nothing, unless ``wraps`` carries the value round to the other end. With
/// ``isContinuous`` (the default) the actions run at every step; otherwise once, when the finger
/// lifts on a new value. Minus is on the leading side, so on the right in right-to-left layouts.
///
/// <!-- example context: let label = Label("1") -->
/// ```swift
/// let copies = Stepper(value: 1, in: 1...99)
/// copies.addAction { copies in label.text = "\(Int(copies.value))" }
/// ```
@MainActor
public final class Stepper: ControlNode {
    /// The two halves of a stepper.
    public enum Part: Sendable, Hashable {
        /// Minus, on the leading side.
        case decrement
        /// Plus, on the trailing side.
        case increment
    }

    /// The value, between ``minimumValue`` and ``maximumValue`` (clamped). Setting it sends no
    /// actions.
    public var value: Double {
        get { currentValue }
        set {
            let v = clamp(newValue)
            guard v != currentValue else { return }
            currentValue = v
            setNeedsDisplay()
        }
    }
    /// The lowest value. iOS default 0; raising it past ``maximumValue`` raises that too.
    public var minimumValue: Double {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = currentValue
        }
    }
    /// The highest value. iOS default 100; lowering it under ``minimumValue`` lowers that too.
    public var maximumValue: Double {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = currentValue
        }
    }
    /// How much one step changes the value (positive). iOS default 1.
    public var stepValue: Double {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// Whether stepping past an end continues from the other end. iOS default: off.
    public var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }
    /// Whether holding a button repeats. iOS default: on.
    public var autorepeat: Bool {
        get { press.repeats }
        set { press.repeats = newValue }
    }
    /// Whether the actions run at every step (`true`, iOS's default) or once when the finger lifts.
    public var isContinuous = true

    /// The button a finger is pressing, if any.
    public private(set) var pressedPart: Part?
    /// The recognizer that steps and repeats.
    public let press = AutorepeatGestureRecognizer()

    private var currentValue: Double
    private var valueAtPressStart = 0.0

    /// A stepper showing `value` in `range`, changing by `step`.
    public init(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1) {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        stepValue = step > 0 && step.isFinite ? step : 1
        currentValue = range.lowerBound
        super.init()
        currentValue = clamp(value)
        let size = ControlMetrics.stepperSize
        horizontalSizing = .fixed(size.width)
        verticalSizing = .fixed(size.height)
        frame.size = size
        hitTestShape = .bounds
        drawingOutsets = EdgeInsets(ControlNode.focusRingOutset)
        press.name = "stepper press"
        press.onPress = { [weak self] location in self?.pressed(at: location) }
        press.onRepeat = { [weak self] in self?.repeated() }
        press.onRelease = { [weak self] in self?.released() }
        addGestureRecognizer(press)
    }

    /// Whether `button` can change the value now (always, when the stepper wraps).
    public func canStep(_ button: Part) -> Bool {
        if wraps && maximumValue > minimumValue { return true }
        return button == .increment ? currentValue < maximumValue : currentValue > minimumValue
    }

    /// The button under `point` (stepper coordinates): minus on the leading half.
    public func button(at point: Point) -> Part {
        let leadingHalf = layoutDirection == .rightToLeft ? point.x >= bounds.midX : point.x < bounds.midX
        return leadingHalf ? .decrement : .increment
    }

    /// Steps once as `button` does, running the actions when the value changes and the stepper is
    /// continuous. Returns whether the value changed.
    @discardableResult
    public func step(_ button: Part) -> Bool {
        guard canStep(button) else { return false }
        var next = currentValue + (button == .increment ? stepValue : -stepValue)
        if next > maximumValue + 1e-9 {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue - 1e-9 {
            next = wraps ? maximumValue : minimumValue
        } else {
            // On the grid of steps from the minimum, so repeated adds do not drift.
            next = minimumValue + ((next - minimumValue) / stepValue).rounded() * stepValue
        }
        next = clamp(next)
        guard next != currentValue else { return false }
        currentValue = next
        setNeedsDisplay()
        if isContinuous { sendActions() }
        return true
    }

    /// Keyboard activation (Space) steps up.
    public override func activate() {
        guard isEnabled else { return }
        let before = currentValue
        step(.increment)
        if !isContinuous && currentValue != before { sendActions() }
    }

    public override var activatesOnTrackedTap: Bool { false }
    public override var foldsOpacityIntoContent: Bool { true }

    public override func environmentDidChange() {
        super.environmentDidChange()
        press.isEnabled = environment.isEnabled
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return max(minimumValue, min(maximumValue, v))
    }

    // MARK: Press

    private func pressed(at location: Point) {
        guard isEnabled else { return }
        let button = button(at: convert(location, from: nil))
        pressedPart = button
        valueAtPressStart = currentValue
        step(button)
        setNeedsDisplay()
    }

    private func repeated() {
        // A finger dragged off the control pauses the repeat until it comes back.
        guard let button = pressedPart, isHighlighted else { return }
        step(button)
    }

    private func released() {
        guard pressedPart != nil else { return }
        pressedPart = nil
        if !isContinuous && currentValue != valueAtPressStart { sendActions() }
        setNeedsDisplay()
    }

    // MARK: Drawing

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let alpha = contentOpacity(in: context)
        let radii = CornerRadii(ControlMetrics.stepperCornerRadius)
        let env = context.environment
        canvas.fillRoundedRect(bounds, radii: radii, style: .continuous,
                               paint: .color(env.resolve(.system(.tertiarySystemFill)).withAlphaMultiplied(by: alpha)))
        let rtl = env.layoutDirection == .rightToLeft
        let half = bounds.width / 2
        for button in [Part.decrement, .increment] {
            let onLeft = (button == .decrement) != rtl
            let rect = Rect(x: onLeft ? 0 : half, y: 0, width: half, height: bounds.height)
            if pressedPart == button && isHighlighted && canStep(button) {
                let corners = onLeft ? CornerRadii(topLeading: radii.topLeading, topTrailing: 0, bottomTrailing: 0,
                                                   bottomLeading: radii.bottomLeading)
                    : CornerRadii(topLeading: 0, topTrailing: radii.topTrailing, bottomTrailing: radii.bottomTrailing,
                                  bottomLeading: 0)
                canvas.fillRoundedRect(rect, radii: corners, style: .continuous,
                                       paint: .color(env.resolve(.system(.tertiarySystemFill)).withAlphaMultiplied(by: alpha)))
            }
            guard let symbol = SymbolCatalog.standard[button == .decrement ? "minus" : "plus"] else { continue }
            let side = Symbol.boxSide(pointSize: ControlMetrics.stepperSymbolPointSize)
            let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            let colour: ThemeColor = canStep(button) ? .label : .system(.tertiaryLabel)
            symbol.draw(in: canvas, box: box,
                        strokeWidth: Symbol.strokeWidth(pointSize: ControlMetrics.stepperSymbolPointSize, weight: .medium),
                        color: env.resolve(colour).withAlphaMultiplied(by: alpha))
        }
        let h = ControlMetrics.stepperDividerHeight
        canvas.fill(Rect(x: half - 0.5, y: (bounds.height - h) / 2, width: 1, height: h),
                    paint: .color(env.resolve(.separator).withAlphaMultiplied(by: alpha)))
        drawFocusRing(in: context, around: bounds, radii: radii, style: .continuous)
    }
}
