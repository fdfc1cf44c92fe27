import Graphics

/// Recognizes taps: ``numberOfTouchesRequired`` fingers that land and lift without moving
/// farther than ``allowableMovement``, ``numberOfTapsRequired`` times in a row.
///
/// A discrete gesture: possible → ended, or failed. Consecutive taps must start within
/// ``maximumTapInterval`` of the previous lift and land within
/// ``GestureMetrics/maximumTapSeparation`` of the first. To tell a single tap from a double
/// tap, make the single tap ``GestureRecognizer/require(toFail:)`` the double tap.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap uses.
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap, in points.
    public var allowableMovement = GestureMetrics.tapSlop
    /// The longest pause between one tap's lift and the next tap, in seconds.
    public var maximumTapInterval = GestureMetrics.maximumTapInterval
    /// The longest a tap's fingers may stay down, in seconds.
    public var maximumTapDuration = GestureMetrics.maximumTapDuration

    /// How many taps have completed in this sequence.
    public private(set) var tapCount = 0
    private var fingersThisTap = 0
    private var firstTapLocation: Point?

    /// Creates a tap recognizer for `taps` taps of `touches` fingers.
    public init(taps: Int = 1, touches: Int = 1) {
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        super.init()
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if fingersThisTap == 0 {
            setDeadline(event.timestamp + maximumTapDuration)
            if let first = firstTapLocation, let landing = touches.first,
               landing.location.distance(to: first) > GestureMetrics.maximumTapSeparation {
                fail()
                return
            }
            if firstTapLocation == nil { firstTapLocation = centroid(of: touches) }
        }
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired { fail() }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if touches.contains(where: { $0.distanceFromStart > allowableMovement }) { fail() }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if touches.contains(where: { $0.distanceFromStart > allowableMovement }) {
            fail()
            return
        }
        guard self.touches.isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            fail()
            return
        }
        fingersThisTap = 0
        tapCount += 1
        if tapCount >= numberOfTapsRequired {
            setDeadline(nil)
            end()
        } else {
            setDeadline(event.timestamp + maximumTapInterval)
        }
    }

    public override func deadlineReached() { fail() }

    public override func reset() {
        tapCount = 0
        fingersThisTap = 0
        firstTapLocation = nil
    }
}
