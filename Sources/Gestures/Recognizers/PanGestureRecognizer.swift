public import Graphics

/// Recognizes a pan (drag): between ``minimumNumberOfTouches`` and ``maximumNumberOfTouches``
/// fingers whose centroid moves farther than ``GestureMetrics/panHysteresis``.
///
/// A continuous gesture. ``translation`` is the centroid's movement since the fingers went
/// down, in window points; fingers joining or leaving do not make it jump. ``velocity`` is in
/// points per second.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan.
    public var minimumNumberOfTouches = 1
    /// The most fingers that pan; one more fails a possible pan.
    public var maximumNumberOfTouches = Int.max
    /// How far the centroid must move before the pan begins, in points.
    public var hysteresis = GestureMetrics.panHysteresis

    /// The centroid's movement since the fingers went down, in window points.
    public internal(set) var translation = Point.zero
    private var trackerX = VelocityTracker()
    private var trackerY = VelocityTracker()

    /// Creates a pan recognizer.
    public override init() { super.init() }

    /// The centroid's velocity, in window points per second.
    public var velocity: Point { Point(x: trackerX.rate, y: trackerY.rate) }

    /// Replaces the accumulated translation (UIKit's `setTranslation(_:in:)`), in window points.
    public func setTranslation(_ value: Point) { translation = value }

    /// Whether the movement so far starts the pan; subclasses narrow it (edge pans).
    open func shouldBeginPan() -> Bool {
        (translation.x * translation.x + translation.y * translation.y).squareRoot() > hysteresis
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible && self.touches.count > maximumNumberOfTouches { fail() }
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        var dx = 0.0, dy = 0.0
        for t in touches {
            dx += t.location.x - t.previousLocation.x
            dy += t.location.y - t.previousLocation.y
        }
        let n = Double(max(self.touches.count, 1))
        translation = Point(x: translation.x + dx / n, y: translation.y + dy / n)
        sample(event.timestamp)
        if state.isActive {
            change()
        } else if state == .possible && self.touches.count >= minimumNumberOfTouches
                    && self.touches.count <= maximumNumberOfTouches && shouldBeginPan() {
            begin()
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // A finger that rested before lifting has no speed left: sample the lift too.
        sample(event.timestamp)
        if state.isActive {
            if self.touches.count < minimumNumberOfTouches { end() } else { change() }
        } else if self.touches.isEmpty {
            fail()
        }
    }

    open override func reset() {
        translation = .zero
        trackerX.removeAll()
        trackerY.removeAll()
    }

    private func sample(_ time: Double) {
        trackerX.add(translation.x, at: time)
        trackerY.add(translation.y, at: time)
    }
}
