public import Gestures
public import Graphics

/// A rectangle of the demo screen that touches can land on, with its recognizers: the screen
/// itself (pinch) and each switch (tap). The demo's own hit targets until its nodes are
/// gesture targets themselves.
@MainActor
public final class DemoGestureTarget: GestureTarget {
    /// The target's frame in window points.
    public var frame: Rect
    /// The recognizers attached to this target.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The enclosing target (the screen), or nil for the screen.
    public weak var parent: DemoGestureTarget?

    /// A target covering `frame`.
    public init(frame: Rect, parent: DemoGestureTarget? = nil) {
        self.frame = frame
        self.parent = parent
    }

    public var gestureParent: (any GestureTarget)? { parent }

    public func convertFromWindow(_ point: Point) -> Point { Point(x: point.x - frame.minX, y: point.y - frame.minY) }

    /// Attaches `recognizer`.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) { gestureRecognizers.append(recognizer) }
}
