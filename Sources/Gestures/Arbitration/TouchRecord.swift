/// What the arbiter knows about one finger that is down.
@MainActor
final class TouchRecord {
    /// How the target's raw touch handling sees this finger.
    enum Delivery {
        /// No target on the path handles raw touches.
        case none
        /// `touchesBegan` waits for recognizers with `delaysTouchesBegan` to fail.
        case delayed
        /// The target has seen `touchesBegan` and gets the rest.
        case delivered
        /// A recognizer took the finger; the target has seen `touchesCancelled` (or nothing).
        case cancelled
    }

    var touch: Touch
    let recognizers: [GestureRecognizer]
    let handler: (any GestureTarget)?
    var delivery: Delivery
    /// Touch states the handler has not seen yet (while `delayed`), oldest first.
    var delayed: [Touch] = []

    init(touch: Touch, recognizers: [GestureRecognizer], handler: (any GestureTarget)?, delivery: Delivery) {
        self.touch = touch
        self.recognizers = recognizers
        self.handler = handler
        self.delivery = delivery
    }
}
