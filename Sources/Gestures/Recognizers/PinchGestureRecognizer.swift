/// Recognizes a pinch: fingers whose spread (mean distance from their centroid) changes by more
/// than ``GestureMetrics/pinchHysteresis``.
///
/// A continuous gesture. ``scale`` is the spread relative to the spread when the required
/// fingers were down (above 1: pinch open, zoom in); ``velocity`` is scale per second. Two
/// fingers by default; the system's copy/paste pinch uses three.
@MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How many fingers pinch.
    public var numberOfTouchesRequired: Int
    /// The spread relative to the start (1 = unchanged).
    public private(set) var scale = 1.0
    private var initialSpread: Double?
    private var tracker = VelocityTracker()

    /// Creates a pinch recognizer for `touches` fingers.
    public init(touches: Int = 2) {
        numberOfTouchesRequired = touches
        super.init()
    }

    /// The rate of change of ``scale``, per second.
    public var velocity: Double { tracker.rate }

    /// Replaces the scale (UIKit lets handlers reset it to 1 to get increments).
    public func setScale(_ value: Double) {
        if initialSpread != nil, value > 0 { initialSpread = currentSpread / value }
        scale = value
    }

    private var currentSpread: Double {
        let c = centroid(of: touches)
        var total = 0.0
        for t in touches { total += t.location.distance(to: c) }
        return touches.isEmpty ? 0 : total / Double(touches.count)
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if self.touches.count > numberOfTouchesRequired {
            if state.isActive { end() } else { fail() }
            return
        }
        if self.touches.count == numberOfTouchesRequired { initialSpread = currentSpread }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard self.touches.count == numberOfTouchesRequired, let initial = initialSpread else { return }
        let spread = currentSpread
        guard initial > 1e-6 else {
            initialSpread = spread
            return
        }
        scale = spread / initial
        tracker.add(scale, at: event.timestamp)
        if state.isActive {
            change()
        } else if abs(spread - initial) > GestureMetrics.pinchHysteresis {
            begin()
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { end() } else { fail() }
    }

    public override func reset() {
        scale = 1
        initialSpread = nil
        tracker.removeAll()
    }
}
