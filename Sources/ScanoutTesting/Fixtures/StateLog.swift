public import Gestures

/// Records the states a recognizer's actions saw, in order.
@MainActor
public final class StateLog {
    /// The states, oldest first.
    public private(set) var states: [GestureRecognizer.State] = []

    /// A log of `recognizer`'s actions.
    public init(_ recognizer: GestureRecognizer) {
        recognizer.addAction { [unowned self] r in self.states.append(r.state) }
    }

    /// Whether the last state seen is `.ended`.
    public var recognized: Bool { states.last == .ended }
}
