public import Graphics

/// Something touches can land on: it holds recognizers, converts window points into its own
/// coordinate space and may handle raw touches itself (a control tracking a finger).
///
/// Scene's `Node` conforms (`Node+GestureTarget.swift`); tests and other hosts may conform their
/// own types. A hit test returns the deepest target under a point; the arbiter walks
/// ``gestureParent`` up to the root to gather recognizers, deepest first.
@MainActor
public protocol GestureTarget: AnyObject {
    /// The recognizers attached to this target, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] { get }
    /// The enclosing target, or `nil` at the root.
    var gestureParent: (any GestureTarget)? { get }
    /// Converts a point from window points into this target's coordinate space.
    func convertFromWindow(_ point: Point) -> Point
    /// Whether this target wants raw touches (`touchesBegan` …). The deepest target on the hit
    /// path that does receives them; controls built on ``ControlTracker`` say yes.
    var handlesTouches: Bool { get }
    /// Fingers went down on this target.
    func touchesBegan(_ touches: [Touch], with event: TouchEvent)
    /// Fingers that went down on this target moved.
    func touchesMoved(_ touches: [Touch], with event: TouchEvent)
    /// Fingers that went down on this target lifted.
    func touchesEnded(_ touches: [Touch], with event: TouchEvent)
    /// Fingers were taken away: a recognizer with ``GestureRecognizer/cancelsTouchesInView``
    /// recognized, or the device went away. Undo any highlight; do not act.
    func touchesCancelled(_ touches: [Touch], with event: TouchEvent)
}

extension GestureTarget {
    public var handlesTouches: Bool { false }
    public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    /// The targets from the root down to this one.
    public var gesturePathFromRoot: [any GestureTarget] {
        var path: [any GestureTarget] = [self]
        var current = gestureParent
        while let next = current {
            path.append(next)
            current = next.gestureParent
        }
        return path.reversed()
    }
}
