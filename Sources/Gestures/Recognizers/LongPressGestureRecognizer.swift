/// Recognizes a long press (touch and hold): fingers that stay within ``allowableMovement``
/// for ``minimumPressDuration``.
///
/// A continuous gesture: it begins when the duration passes, changes as the fingers move (any
/// distance, once begun) and ends when they lift.
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must hold, in seconds.
    public var minimumPressDuration = GestureMetrics.minimumPressDuration
    /// How far a finger may move before the press begins, in points.
    public var allowableMovement = GestureMetrics.longPressAllowableMovement
    /// How many fingers hold.
    public var numberOfTouchesRequired = 1

    /// Creates a long-press recognizer.
    public override init() { super.init() }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired {
            fail()
        } else if self.touches.count == numberOfTouchesRequired {
            setDeadline(event.timestamp + minimumPressDuration)
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive {
            change()
        } else if touches.contains(where: { $0.distanceFromStart > allowableMovement }) {
            fail()
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { end() } else { fail() }
    }

    public override func deadlineReached() {
        if state == .possible && touches.count == numberOfTouchesRequired { begin() }
    }
}
