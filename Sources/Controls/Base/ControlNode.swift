public import Gestures
public import Graphics
public import Scene

/// The base of every control: a node that tracks touches (highlight while pressed, fire on lift
/// inside, cancel when dragged away or when a scroll takes the finger), takes keyboard focus and
/// answers touches in at least 44 × 44 pt (HIG §3.6).
///
/// Subclasses draw their states by reading ``isHighlighted``, ``isEnabled`` (the node's own or an
/// ancestor's, from the environment), ``isFocused`` / ``showsFocusRing`` (draw the ring with
/// ``drawFocusRing(in:around:radii:style:)``), and override ``activate()`` to change state before
/// calling `super` (which sends the actions).
///
/// An action receives the control as its own type (``ControlActions/addAction(_:)``):
///
/// ```swift
/// let wifi = Switch()
/// wifi.addAction { wifi in print("Wi-Fi", wifi.isOn) }
/// ```
@MainActor
open class ControlNode: Node, Focusable, ControlActions {
    /// The interaction that gives the node raw touches and tracks them.
    public let tracking = ControlTrackingInteraction()
    /// Whether a finger is down on the control and inside its tracking area. Settable, as
    /// UIKit's `UIControl.isHighlighted` is (a gallery or a test can show the pressed look).
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { highlightDidChange() } }
    }
    /// Whether the control has keyboard focus.
    public private(set) var isFocused = false
    /// Whether the focus ring is drawn (focus arrived by keyboard navigation).
    public private(set) var showsFocusRing = false
    /// The control's keyboard role: Return activates a `.primary` control, Escape a `.cancel` one.
    public var keyRole: KeyRole = .none

    private var actions: [@MainActor (ControlNode) -> Void] = []

    /// Creates an interactive control with the HIG's minimum hit target.
    public override init() {
        super.init()
        isInteractive = true
        minimumHitTargetSize = ControlMetrics.minimumHitTarget
        addInteraction(tracking)
        tracking.tracker.onHighlightChange = { [weak self] highlighted in self?.setHighlighted(highlighted) }
        tracking.tracker.onActivate = { [weak self] in self?.trackerDidActivate() }
    }

    /// Adds `action` to the ones run, in order, every time the control is activated; the typed
    /// ``ControlActions/addAction(_:)`` wraps its closure into one of these.
    func appendAction(_ action: @escaping @MainActor (ControlNode) -> Void) { actions.append(action) }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    /// Runs the actions.
    public func sendActions() {
        for action in actions { action(self) }
    }

    /// Performs the control's action as a tap does: subclasses change their state and call
    /// `super`, which sends the actions. Does nothing while disabled.
    open func activate() {
        guard isEnabled else { return }
        sendActions()
    }

    /// Called when ``isHighlighted`` changes; the default redraws.
    open func highlightDidChange() { setNeedsDisplay() }

    /// Called when focus or its visibility changes; the default redraws.
    open func focusAppearanceDidChange() { setNeedsDisplay() }

    /// Whether the tracker's lift-inside should activate the control; a control whose own
    /// gesture (a switch's drag) handled the touch returns `false`.
    open var activatesOnTrackedTap: Bool { true }

    // MARK: Focusable

    /// Whether Tab may stop here: enabled, visible and in a scene.
    public var canBecomeFocused: Bool {
        guard isEnabled, owner != nil else { return false }
        return !ancestorChain.contains { $0.isHidden }
    }

    /// Focus arrived or left; shows or hides the ring.
    public func focusDidChange(isFocused: Bool, isVisible: Bool) {
        let ring = isFocused && isVisible
        guard isFocused != self.isFocused || ring != showsFocusRing else { return }
        self.isFocused = isFocused
        showsFocusRing = ring
        focusAppearanceDidChange()
    }

    // MARK: Environment

    /// Keeps the tracker's enabled state in step with the environment's.
    open override func environmentDidChange() {
        super.environmentDidChange()
        tracking.tracker.isEnabled = environment.isEnabled
    }

    // MARK: Drawing helpers

    /// Draws the keyboard focus ring when ``showsFocusRing`` is set: a band of the tint,
    /// ``ControlMetrics/focusRingWidth`` wide, whose inner edge lies ``ControlMetrics/focusRingGap``
    /// outside the shape `rect` and `radii` describe, with the shape's own corner `style` (a
    /// continuous-corner fill gets a continuous-corner ring, a capsule a capsule). The gap stays
    /// clear, so the ring never fuses with a filled control. Make sure ``Node/drawingOutsets``
    /// covers ``focusRingOutset``.
    public func drawFocusRing(in context: DrawingContext, around rect: Rect, radii: CornerRadii,
                              style: CornerStyle = .circular) {
        guard showsFocusRing else { return }
        context.canvas.fill(Self.focusRingPath(around: rect, radii: radii, style: style), rule: .evenOdd,
                            paint: .color(context.resolve(.tint)))
    }

    /// The focus ring's outline around a shape: its outer edge `outset` outside (by default
    /// ``focusRingOutset``), its inner edge `width` inside that (by default
    /// ``ControlMetrics/focusRingWidth``, which leaves ``ControlMetrics/focusRingGap`` clear), both
    /// with the shape's corner style and its radii grown (or shrunk, never below 0) by the same
    /// distance, so the ring follows the shape's corners (filled with the even-odd rule).
    public static func focusRingPath(around rect: Rect, radii: CornerRadii, style: CornerStyle,
                                     outset: Double = focusRingOutset,
                                     width: Double = ControlMetrics.focusRingWidth) -> Path {
        func outline(_ grow: Double) -> Path {
            let grown = CornerRadii(topLeading: max(0, radii.topLeading + grow), topTrailing: max(0, radii.topTrailing + grow),
                                    bottomTrailing: max(0, radii.bottomTrailing + grow),
                                    bottomLeading: max(0, radii.bottomLeading + grow))
            return Path.roundedRect(rect.insetBy(dx: -grow, dy: -grow), radii: grown, style: style)
        }
        var ring = outline(outset)
        ring.append(outline(outset - width))
        return ring
    }

    /// How far the focus ring reaches outside the shape it surrounds, in points.
    public static var focusRingOutset: Double { ControlMetrics.focusRingGap + ControlMetrics.focusRingWidth }

    /// The opacity a control's content is drawn with: 1, or ``ControlMetrics/disabledOpacity``
    /// when disabled (multiplied by the context's own).
    public func contentOpacity(in context: DrawingContext) -> Double {
        (context.environment.isEnabled ? 1 : ControlMetrics.disabledOpacity) * context.opacity
    }

    // MARK: Private

    private func setHighlighted(_ value: Bool) { isHighlighted = value }

    private func trackerDidActivate() {
        guard activatesOnTrackedTap else { return }
        activate()
    }
}

extension Path {
    /// Adds every subpath of `other` to the path.
    mutating func append(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
