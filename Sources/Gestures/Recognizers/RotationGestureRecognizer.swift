import Glibc

/// Recognizes a rotation: two fingers whose connecting line turns by more than
/// ``GestureMetrics/rotationHysteresis``.
///
/// A continuous gesture. ``rotation`` is in radians since the second finger landed, positive
/// clockwise on screen (y grows downwards), unwrapped past ±π; ``velocity`` is radians per second.
@MainActor
public final class RotationGestureRecognizer: GestureRecognizer {
    /// The angle turned, in radians, positive clockwise on screen.
    public private(set) var rotation = 0.0
    private var lastAngle: Double?
    private var tracker = VelocityTracker()

    /// Creates a rotation recognizer.
    public override init() { super.init() }

    /// The rate of change of ``rotation``, in radians per second.
    public var velocity: Double { tracker.rate }

    /// Replaces the accumulated rotation, in radians.
    public func setRotation(_ value: Double) { rotation = value }

    private var angle: Double? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location, b = touches[1].location
        return atan2(b.y - a.y, b.x - a.x)
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if self.touches.count > 2 {
            if state.isActive { end() } else { fail() }
            return
        }
        lastAngle = angle
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let now = angle, let last = lastAngle else { return }
        var delta = now - last
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        lastAngle = now
        rotation += delta
        tracker.add(rotation, at: event.timestamp)
        if state.isActive {
            change()
        } else if abs(rotation) > GestureMetrics.rotationHysteresis {
            begin()
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { end() } else { fail() }
    }

    public override func reset() {
        rotation = 0
        lastAngle = nil
        tracker.removeAll()
    }
}
