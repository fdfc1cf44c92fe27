/// What a drag in a ``ScrollView`` does to the on-screen keyboard
/// (``ScrollView/keyboardDismissMode``), as UIKit's `UIScrollView.KeyboardDismissMode`.
public enum ScrollKeyboardDismissMode: Sendable, Hashable {
    /// Dragging leaves the keyboard as it is.
    case none
    /// A drag that begins scrolling ends editing and the keyboard goes down, as in iOS forms,
    /// Messages and Settings' search: a person scrolls away from a field to be done with it.
    case onDrag
}
