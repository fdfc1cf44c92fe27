public import Scene

/// Makes a node a control: it takes the raw touches that land on it and tracks them with a
/// ``ControlTracker`` (highlight, drag out and back, fire on lift inside).
///
/// The tracker's bounds follow the node's bounds at each touch. A recognizer above the node
/// that recognizes with ``GestureRecognizer/cancelsTouchesInView`` (a scroll view's pan)
/// cancels the tracking.
@MainActor
public final class ControlTrackingInteraction: NodeInteraction {
    /// The tracker: set its `onHighlightChange` and `onActivate`.
    public let tracker = ControlTracker(bounds: .zero)

    /// Creates the interaction.
    public init() {}

    /// Picks up the node's bounds.
    public func didMove(to node: Node?) {
        if let node { tracker.bounds = node.bounds }
    }
}
