/// Something attached to a node that reacts to input, such as a gesture recognizer.
///
/// `Scene` only stores interactions and finds them along a hit path; the Gestures module defines
/// what they do (``Node/interactions``).
@MainActor
public protocol NodeInteraction: AnyObject {
    /// Called when the interaction is added to `node` (`nil` when removed).
    func didMove(to node: Node?)
}

extension NodeInteraction {
    /// Does nothing by default.
    public func didMove(to node: Node?) {}
}
