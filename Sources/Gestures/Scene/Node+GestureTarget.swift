public import Graphics
public import Scene

/// A scene node is a gesture target: its recognizers are its ``GestureRecognizer`` interactions,
/// its parent is the next target up, and a ``ControlTrackingInteraction`` makes it take raw
/// touches (a control).
extension Node: GestureTarget {
    /// The recognizers attached with ``addGestureRecognizer(_:)``, in the order added.
    public var gestureRecognizers: [GestureRecognizer] { interactions.compactMap { $0 as? GestureRecognizer } }

    /// The parent node.
    public var gestureParent: (any GestureTarget)? { parent }

    /// Converts from screen points into the node's own coordinates (transforms included).
    public func convertFromWindow(_ point: Point) -> Point { convert(point, from: nil) }

    /// Whether a ``ControlTrackingInteraction`` is attached.
    public var handlesTouches: Bool { interactions.contains { $0 is ControlTrackingInteraction } }

    public func touchesBegan(_ touches: [Touch], with event: TouchEvent) { forward(touches) }
    public func touchesMoved(_ touches: [Touch], with event: TouchEvent) { forward(touches) }
    public func touchesEnded(_ touches: [Touch], with event: TouchEvent) { forward(touches) }
    public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { forward(touches) }

    /// Attaches a recognizer (UIKit's `addGestureRecognizer(_:)`).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) { addInteraction(recognizer) }

    /// Detaches a recognizer; an active gesture is cancelled first.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.state.isActive { recognizer.cancel() }
        removeInteraction(recognizer)
    }

    private func forward(_ touches: [Touch]) {
        for case let control as ControlTrackingInteraction in interactions {
            control.tracker.bounds = bounds
            control.tracker.handle(touches, convert: convertFromWindow)
        }
    }
}

extension GestureRecognizer: NodeInteraction {
    /// Records the node as the recognizer's target.
    public func didMove(to node: Node?) { target = node }
}

extension GestureArbiter {
    /// An arbiter over a scene: hit tests go to `root` (screen points), edge zones use its frame
    /// and its layout direction.
    public convenience init(root: Node) {
        self.init(windowBounds: root.frame, hitTest: { [weak root] point in root?.hitTest(point) })
        isRightToLeft = root.layoutDirection == .rightToLeft
    }
}
