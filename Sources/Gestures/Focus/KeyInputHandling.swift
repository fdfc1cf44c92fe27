/// A focusable control that takes keys itself (a text field types Space and Return, moves its
/// caret with the arrows) before ``FocusSystem`` uses them for navigation and activation.
@MainActor
public protocol KeyInputHandling: Focusable {
    /// Handles a key while focused; returns `false` to let the focus system have it (Tab,
    /// Escape, and anything the control does not use).
    func handleKey(_ event: KeyEvent) -> Bool
}
