/// A control the keyboard can reach: Tab moves focus to it, Space (or Return when it is
/// primary) activates it.
@MainActor
public protocol Focusable: AnyObject {
    /// Whether Tab may stop here now (enabled, visible).
    var canBecomeFocused: Bool { get }
    /// The control's keyboard role.
    var keyRole: KeyRole { get }
    /// Performs the control's action as a tap would.
    func activate()
    /// Focus arrived or left; `isVisible` says whether to draw the focus ring.
    func focusDidChange(isFocused: Bool, isVisible: Bool)
}
