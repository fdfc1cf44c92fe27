public import Graphics

/// Recognizes VoiceOver's two-finger scrub: two fingers moving quickly back and forth, as in
/// drawing a "Z" — ``minimumReversals`` changes of horizontal direction, each leg at least
/// ``minimumLegLength`` points, within ``maximumDuration``.
///
/// A discrete gesture: it ends when the fingers lift after enough reversals.
@MainActor
public final class ScrubGestureRecognizer: GestureRecognizer {
    /// How many fingers scrub.
    public var numberOfTouchesRequired: Int
    /// How many changes of direction make a scrub (a "Z" is two).
    public var minimumReversals = 2
    /// How far the fingers travel one way before a reversal counts, in points.
    public var minimumLegLength = 30.0
    /// The longest a scrub may take from the first finger, in seconds.
    public var maximumDuration = 1.5
    /// How far the fingers may travel up or down before it is no scrub (a two-finger swipe up
    /// is not), in points.
    public var maximumVerticalTravel = 40.0

    /// The direction changes counted so far.
    public private(set) var reversals = 0
    private var legStart: Double?
    private var startY = 0.0
    private var legDirection = 0.0
    private var extreme = 0.0

    /// Creates a scrub recognizer for `touches` fingers (two, as VoiceOver's).
    public init(touches: Int = 2) {
        numberOfTouchesRequired = touches
        super.init()
    }

    private var centroidX: Double {
        touches.reduce(0) { $0 + $1.location.x } / Double(max(1, touches.count))
    }

    private var centroidY: Double {
        touches.reduce(0) { $0 + $1.location.y } / Double(max(1, touches.count))
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if self.touches.count > numberOfTouchesRequired {
            fail()
            return
        }
        if deadline == nil { setDeadline(event.timestamp + maximumDuration) }
        legStart = self.touches.count == numberOfTouchesRequired ? centroidX : nil
        startY = centroidY
        extreme = legStart ?? 0
        legDirection = 0
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard self.touches.count == numberOfTouchesRequired, let start = legStart else { return }
        if abs(centroidY - startY) > maximumVerticalTravel {
            fail()
            return
        }
        let x = centroidX
        if legDirection == 0 {
            if abs(x - start) >= minimumLegLength {
                legDirection = x > start ? 1 : -1
                extreme = x
            }
            return
        }
        if (x - extreme) * legDirection > 0 { extreme = x }  // further the same way
        if (extreme - x) * legDirection >= minimumLegLength {
            // Turned back a whole leg's length: a reversal, and a new leg the other way.
            reversals += 1
            legDirection = -legDirection
            extreme = x
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard self.touches.isEmpty else { return }
        if reversals >= minimumReversals {
            setDeadline(nil)
            end()
        } else {
            fail()
        }
    }

    public override func deadlineReached() { fail() }

    public override func reset() {
        reversals = 0
        legStart = nil
        startY = 0
        legDirection = 0
        extreme = 0
    }
}
