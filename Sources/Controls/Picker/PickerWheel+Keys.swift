public import Gestures
import Graphics
import Scene

/// Keyboard control of a wheel (iPadOS with a keyboard): Tab reaches each wheel; Up and Down
/// arrows turn it one row, Page Up and Page Down five, Home and End to the first and last row,
/// each turning into the band as a tap on a row does and calling the picker's
/// ``Picker/onSelectionChange`` when it comes to rest. The focused wheel's part of the band
/// carries the focus ring.
extension PickerWheel: KeyInputHandling {
    /// Whether Tab may stop here: enabled, in a scene, with rows, not hidden.
    public var canBecomeFocused: Bool {
        guard isEnabled, owner != nil, numberOfRows > 0 else { return false }
        return !ancestorChain.contains { $0.isHidden }
    }

    /// A wheel has no Return or Escape role.
    public var keyRole: KeyRole { .none }

    /// Space does nothing on a wheel (its value is the row in the band).
    public func activate() {}

    public func focusDidChange(isFocused: Bool, isVisible: Bool) {
        let shows = isFocused && isVisible
        guard shows != showsFocusRing else { return }
        showsFocusRing = shows
        setNeedsDisplay()
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isPressed, isEnabled, numberOfRows > 0 else { return false }
        let current = Int((offset / rowHeight).rounded())
        let target: Int
        switch event.key {
        case .upArrow: target = current - 1
        case .downArrow: target = current + 1
        case .pageUp: target = current - 5
        case .pageDown: target = current + 5
        case .home: target = layout.isCyclic ? current - selectedRow : 0
        case .end: target = layout.isCyclic ? current - selectedRow + numberOfRows - 1 : numberOfRows - 1
        default: return false
        }
        let clamped = layout.isCyclic ? target : min(numberOfRows - 1, max(0, target))
        stopMotion()
        motionIsUserDriven = true
        turn(to: Double(clamped) * rowHeight, velocity: 0,
             animation: .easeInOut(duration: ControlMetrics.pickerScrollDuration))
        return true
    }

    /// Draws the focus ring round this wheel's part of the selection band, when shown.
    func drawFocusRing(in context: DrawingContext) {
        guard showsFocusRing else { return }
        // The ring goes round this wheel's part of the selection band.
        let height = ControlMetrics.pickerSelectionBandHeight
        let band = Rect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        let radius = ControlMetrics.pickerSelectionBandCornerRadius
        // On the band's edge, a small outset beyond it, so it keeps clear of the rows above and
        // below.
        context.canvas.fill(ControlNode.focusRingPath(around: band, radii: CornerRadii(radius), style: .continuous,
                                                      outset: ControlMetrics.pickerFocusRingOutset),
                            rule: .evenOdd, paint: .color(context.resolve(.tint)))
    }
}
