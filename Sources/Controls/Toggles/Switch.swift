public import Gestures
import Graphics
public import Scene

/// The iOS on/off switch (HIG §1.41, §1.11): a 51 × 31 pt track and a 27 pt knob.
///
/// A tap toggles it; dragging the knob moves it with the finger and lifting decides by the side
/// it is nearer to (or by the flick's direction). The knob moves with the scene's spring. The
/// track is green (``SystemColor/systemGreen``) when on unless ``onTintColor`` says otherwise.
/// State is never shown by colour alone: the knob's side always tells, and with
/// ``showsOnOffLabels`` (iOS's Accessibility “On/Off Labels”) an “I” or “O” mark is drawn in the
/// track. In right-to-left layout the switch mirrors (on = knob at the leading side's opposite,
/// i.e. left).
///
/// The HIG puts switches in list rows only (``ListRow``); elsewhere use a ``ToggleButton``.
@MainActor
public final class Switch: ControlNode, HIGLintSubject {
    /// The lint checks that a switch sits in a list row.
    public var higLintTrait: HIGLintTrait { .switchControl }

    /// Whether the switch is on. Setting it jumps the knob without sending actions; use
    /// ``setOn(_:animated:)`` to animate.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (HIG §3.8: green by default, or the accent colour with enough
    /// contrast against the off track).
    public var onTintColor: ThemeColor = .system(.systemGreen) {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The knob's colour.
    public var thumbTintColor: ThemeColor = .fixed(.white) {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether to draw the “I” (on) and “O” (off) marks in the track, as iOS does with the
    /// Accessibility setting On/Off Labels; `nil` (the default) follows that setting in the
    /// environment (``EnvironmentValues/showsOnOffLabels``).
    public var showsOnOffLabels: Bool? = nil {
        didSet { if showsOnOffLabels != oldValue { setNeedsDisplay() } }
    }

    /// The spring the knob moves with.
    public var spring: Spring = .snappy

    /// Where the knob is drawn, 0 (off) … 1 (on); it moves while animating or dragged.
    public private(set) var knobPosition: Double = 0
    /// How far the knob is stretched by a press, 0 … 1.
    public private(set) var pressStretch: Double = 0
    /// The drag recognizer (a pan on the switch itself).
    public let pan = PanGestureRecognizer()

    private var on = false
    private var dragStartPosition: Double = 0
    private var isDragging = false
    private lazy var knobKey = Animator.Key(node: self, property: .switchKnob)
    private lazy var stretchKey = Animator.Key(node: self, property: .switchStretch)

    /// Creates a switch, off unless `isOn`.
    public init(isOn: Bool = false) {
        super.init()
        on = isOn
        knobPosition = isOn ? 1 : 0
        horizontalSizing = .fixed(ControlMetrics.switchSize.width)
        verticalSizing = .fixed(ControlMetrics.switchSize.height)
        frame.size = ControlMetrics.switchSize
        hitTestShape = .bounds
        let shadowReach = ControlMetrics.switchKnobShadowBlur
        let ring = ControlNode.focusRingOutset
        drawingOutsets = EdgeInsets(top: max(ring, shadowReach - ControlMetrics.switchKnobShadowOffset),
                                    leading: max(ring, shadowReach),
                                    bottom: max(ring, shadowReach + ControlMetrics.switchKnobShadowOffset),
                                    trailing: max(ring, shadowReach))
        pan.name = "switch drag"
        pan.maximumNumberOfTouches = 1
        pan.addAction { [weak self] pan in
            guard let self else { return }
            self.handlePan(pan)
        }
        // Only a mostly horizontal drag moves the knob; a vertical one is left to a scroll view.
        pan.shouldBegin = { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return true }
            return abs(pan.translation.x) >= abs(pan.translation.y)
        }
        addGestureRecognizer(pan)
    }

    /// Turns the switch on or off; `animated` moves the knob with ``spring``. Sends no actions.
    public func setOn(_ value: Bool, animated: Bool) {
        on = value
        moveKnob(to: value ? 1 : 0, animated: animated, velocity: nil)
    }

    /// Toggles the switch (animated) and sends the actions.
    public override func activate() {
        guard isEnabled else { return }
        setOn(!on, animated: true)
        super.activate()
    }

    public override var foldsOpacityIntoContent: Bool { true }

    public override func highlightDidChange() {
        super.highlightDidChange()
        animateStretch(to: isHighlighted || isDragging ? 1 : 0)
    }

    // MARK: Drag

    private var travel: Double {
        ControlMetrics.switchSize.width - 2 * ControlMetrics.switchKnobInset - ControlMetrics.switchKnobDiameter
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        let direction: Double = layoutDirection == .rightToLeft ? -1 : 1
        switch pan.state {
        case .began:
            guard isEnabled else { return }
            isDragging = true
            dragStartPosition = knobPosition
            owner?.animator.cancel(knobKey)
            animateStretch(to: 1)
            fallthrough
        case .changed:
            guard isDragging else { return }
            let p = dragStartPosition + direction * pan.translation.x / travel
            knobPosition = max(0, min(1, p))
            setNeedsDisplay()
        case .ended:
            guard isDragging else { return }
            isDragging = false
            animateStretch(to: 0)
            let flick = direction * pan.velocity.x / travel  // knob positions per second
            let target: Bool
            if abs(flick) > 6 { target = flick > 0 } else { target = knobPosition >= ControlMetrics.switchFlipFraction }
            let changed = target != on
            on = target
            moveKnob(to: target ? 1 : 0, animated: true, velocity: max(-20, min(20, flick)))
            if changed { sendActions() }
        case .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            animateStretch(to: 0)
            moveKnob(to: on ? 1 : 0, animated: true, velocity: nil)
        default:
            break
        }
    }

    private func moveKnob(to target: Double, animated: Bool, velocity: Double?) {
        guard animated, let animator = owner?.animator else {
            owner?.animator.cancel(knobKey)
            knobPosition = target
            setNeedsDisplay()
            return
        }
        animator.animate(from: knobPosition, to: target, with: .spring(spring), key: knobKey,
                         initialVelocity: velocity) { [weak self] value in
            self?.knobPosition = value
            self?.setNeedsDisplay()
        }
    }

    private func animateStretch(to target: Double) {
        guard let animator = owner?.animator else {
            pressStretch = target
            setNeedsDisplay()
            return
        }
        animator.animate(from: pressStretch, to: target, with: .spring(spring), key: stretchKey) { [weak self] value in
            self?.pressStretch = value
            self?.setNeedsDisplay()
        }
    }

    // MARK: Drawing

    /// The off track: iOS `UISwitch`'s #E9E9EA in light, #39393D in dark.
    static let offTrackColor = ThemeColor.dynamic(light: Color(hex: 0xE9E9EA), dark: Color(hex: 0x39393D))

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let alpha = contentOpacity(in: context)
        let size = ControlMetrics.switchSize
        let track = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let rtl = context.environment.layoutDirection == .rightToLeft
        let position = max(0, min(1, knobPosition))

        let off = context.environment.resolve(Self.offTrackColor)
        let onColor = context.environment.resolve(onTintColor)
        let trackColor = off.mixed(with: onColor, fraction: position).withAlphaMultiplied(by: alpha)
        canvas.fillRoundedRect(track, radii: CornerRadii(size.height / 2), paint: .color(trackColor))

        if showsOnOffLabels ?? context.environment.showsOnOffLabels { drawLabels(canvas, track: track, position: position, rtl: rtl, alpha: alpha, context: context) }

        // The knob: stretched towards the centre while pressed, at its physical place.
        let d = ControlMetrics.switchKnobDiameter, inset = ControlMetrics.switchKnobInset
        let stretch = ControlMetrics.switchKnobPressedStretch * max(0, min(1, pressStretch))
        let knobWidth = d + stretch
        let physical = rtl ? 1 - position : position
        let x = inset + physical * (size.width - 2 * inset - knobWidth)
        let knob = Rect(x: x, y: inset, width: knobWidth, height: d)
        let radii = CornerRadii(d / 2)
        canvas.drawKnob(knob, radii: radii, fill: context.resolve(thumbTintColor), opacity: alpha,
                        offset: ControlMetrics.switchKnobShadowOffset, blur: ControlMetrics.switchKnobShadowBlur)
        drawFocusRing(in: context, around: track, radii: CornerRadii(size.height / 2))
    }

    /// The “I” mark on the side the knob leaves when on, the “O” mark on the side it leaves when off.
    private func drawLabels(_ canvas: Canvas, track: Rect, position: Double, rtl: Bool, alpha: Double,
                            context: DrawingContext) {
        let g = ControlMetrics.switchLabelGlyphSize, stroke = ControlMetrics.switchLabelStroke
        let inset = ControlMetrics.switchKnobInset, d = ControlMetrics.switchKnobDiameter
        // Centres of the free half of the track when on (knob away) and when off.
        let leftCentre = inset + d / 2, rightCentre = track.width - inset - d / 2
        let onMarkX = rtl ? rightCentre : leftCentre   // the knob sits on the other side when on
        let offMarkX = rtl ? leftCentre : rightCentre
        let cy = track.midY
        if position > 0.01 {
            let bar = Rect(x: onMarkX - stroke / 2, y: cy - g / 2, width: stroke, height: g)
            canvas.fill(bar, paint: .color(Color.white.withAlphaMultiplied(by: alpha * position)))
        }
        if position < 0.99 {
            let ring = Rect(x: offMarkX - g / 2 + stroke / 2, y: cy - g / 2 + stroke / 2, width: g - stroke, height: g - stroke)
            let grey = context.environment.resolve(.system(.secondaryLabel))
            canvas.stroke(Path.ellipse(in: ring), style: StrokeStyle(width: stroke),
                          paint: .color(grey.withAlphaMultiplied(by: alpha * (1 - position))))
        }
    }
}

extension AnimatedProperty {
    fileprivate static let switchKnob = AnimatedProperty("switch-knob")
    fileprivate static let switchStretch = AnimatedProperty("switch-stretch")
}
