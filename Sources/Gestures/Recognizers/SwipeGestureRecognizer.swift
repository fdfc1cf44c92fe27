import Glibc
import Graphics

/// Recognizes a swipe: ``numberOfTouchesRequired`` fingers that travel together at least
/// ``minimumDistance`` in one of the allowed ``direction``s within ``maximumDuration``.
///
/// A discrete gesture, recognized while the fingers are still moving (as UIKit does); the
/// direction it saw is ``recognizedDirection``. A drag that is too slow, too short or too
/// slanted fails, which lets a pan that requires the swipe to fail take over.
@MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count.
    public var direction: SwipeDirection
    /// How many fingers swipe.
    public var numberOfTouchesRequired: Int
    /// How far the fingers must travel, in points.
    public var minimumDistance = GestureMetrics.swipeMinimumDistance
    /// How long the travel may take, in seconds.
    public var maximumDuration = GestureMetrics.swipeMaximumDuration
    /// The largest angle between the travel and the direction, in radians.
    public var maximumAngle = GestureMetrics.swipeMaximumAngle

    /// The direction of the recognized swipe.
    public private(set) var recognizedDirection: SwipeDirection = []
    private var startTime: Double?

    /// Creates a swipe recognizer.
    public init(direction: SwipeDirection = .right, touches: Int = 1) {
        self.direction = direction
        self.numberOfTouchesRequired = touches
        super.init()
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if startTime == nil {
            startTime = event.timestamp
            setDeadline(event.timestamp + maximumDuration)
        }
        if self.touches.count > numberOfTouchesRequired { fail() }
        if let start = startTime, event.timestamp - start > GestureMetrics.touchGatheringInterval,
           self.touches.count > 1 {
            fail()
        }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, self.touches.count == numberOfTouchesRequired else { return }
        var sum = Point.zero
        for t in self.touches { sum = sum + t.translation }
        let mean = sum * (1 / Double(self.touches.count))
        let length = (mean.x * mean.x + mean.y * mean.y).squareRoot()
        guard length >= minimumDistance else { return }
        for t in self.touches where t.translation.x * mean.x + t.translation.y * mean.y <= 0 {
            fail()
            return
        }
        let horizontal = abs(mean.x) >= abs(mean.y)
        let primary = horizontal ? abs(mean.x) : abs(mean.y)
        let secondary = horizontal ? abs(mean.y) : abs(mean.x)
        let seen: SwipeDirection = horizontal ? (mean.x > 0 ? .right : .left) : (mean.y > 0 ? .down : .up)
        guard secondary <= primary * tan(maximumAngle), direction.contains(seen) else {
            fail()
            return
        }
        recognizedDirection = seen
        setDeadline(nil)
        end()
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { fail() }
    }

    public override func deadlineReached() { fail() }

    public override func reset() {
        startTime = nil
        recognizedDirection = []
    }
}
