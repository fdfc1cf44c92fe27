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

/// A focusable control that takes focus by itself (a text field when tapped): it must take it
/// through the ``FocusSystem`` that keys go to, or keys would still go to the control focused
/// before. A focus system hands itself to the clients listed in its controls.
@MainActor
public protocol FocusSystemClient: Focusable {
    /// The focus system the control takes focus through.
    var focusSystem: FocusSystem? { get set }
}
