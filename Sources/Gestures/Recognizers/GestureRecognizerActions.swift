/// The actions of a recognizer, typed: every ``GestureRecognizer`` adopts it, so an action
/// receives the recognizer as the type it was added on (a pinch's action gets a
/// ``PinchGestureRecognizer``), with no cast.
///
/// <!-- example context: func move(by translation: Point) {} -->
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.addAction { pan in if pan.state == .changed { move(by: pan.translation) } }
/// ```
@MainActor
public protocol GestureRecognizerActions: AnyObject {}

extension GestureRecognizerActions where Self: GestureRecognizer {
    /// Adds an action that runs whenever the state becomes began, changed, ended or cancelled.
    /// The action receives the recognizer as `Self`.
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) {
        appendAction { recognizer in
            // The recognizer runs its actions with itself, so the cast always succeeds.
            if let recognizer = recognizer as? Self { action(recognizer) }
        }
    }
}
