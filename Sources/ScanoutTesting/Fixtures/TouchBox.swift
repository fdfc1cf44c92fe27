public import Gestures
public import Graphics

/// A gesture target for tests below the controls: a rectangle in window points with children,
/// recognizers and, once ``makeControl()`` is called, a ``ControlTracker``. It records the raw
/// touch callbacks it receives.
@MainActor
public final class TouchBox: GestureTarget {
    /// A name for logs.
    public let name: String
    /// Where the box is, in window points.
    public let frame: Rect
    /// The box this one is a child of.
    public private(set) weak var parent: TouchBox?
    /// The children, back to front.
    public private(set) var children: [TouchBox] = []
    public var gestureRecognizers: [GestureRecognizer] = []
    /// Whether the box takes touches itself (a control).
    public var handlesTouches = false
    /// The raw touch callbacks, as "began #1", "ended #1", "cancelled #1" (while
    /// ``logsTouches``).
    public var log: [String] = []
    /// Whether touch callbacks are added to ``log`` (a fuzzer feeding millions turns it off).
    public var logsTouches = true
    /// The control tracker, once the box is a control.
    public private(set) var tracker: ControlTracker?

    /// A box called `name` at `frame` (window points).
    public init(_ name: String, _ frame: Rect) {
        self.name = name
        self.frame = frame
    }

    /// Adds `child` (its frame in window points) in front of the other children.
    @discardableResult
    public func add(_ child: TouchBox) -> TouchBox {
        child.parent = self
        children.append(child)
        return child
    }

    /// Adds `recognizer`.
    public func add(_ recognizer: GestureRecognizer) { gestureRecognizers.append(recognizer) }

    /// Makes this box a control tracked by a ``ControlTracker``.
    @discardableResult
    public func makeControl() -> ControlTracker {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        self.tracker = tracker
        handlesTouches = true
        return tracker
    }

    public var gestureParent: (any GestureTarget)? { parent }

    public func convertFromWindow(_ point: Point) -> Point { Point(x: point.x - frame.minX, y: point.y - frame.minY) }

    /// The frontmost box under `point` (window points), or `nil`.
    public func hitTest(_ point: Point) -> TouchBox? {
        guard frame.contains(point) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return self
    }

    public func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record("began", touches) }
    public func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record("moved", touches) }
    public func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record("ended", touches) }
    public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record("cancelled", touches) }

    private func record(_ what: String, _ touches: [Touch]) {
        if logsTouches { for t in touches { log.append("\(what) \(t.id)") } }
        tracker?.handle(touches, convert: convertFromWindow)
    }
}
