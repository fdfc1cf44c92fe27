/// One button of an ``Alert``, an ``ActionSheet`` or a ``NotificationAlert``: its title, its
/// role and what it does. Tapping it dismisses the modal, then runs ``handler``.
///
/// The app names the roles; the runtime derives the buttons' order, weight and colour from them
/// (HIG §1.6, §1.8): Cancel is named by ``Role/cancel``, a choice that destroys data by
/// ``Role/destructive`` (drawn red).
///
/// <!-- example context:
/// let alert = Alert(title: "Delete Draft?")
/// func deleteDraft() {}
/// -->
/// ```swift
/// alert.addAction(AlertAction("Delete", role: .destructive) { deleteDraft() })
/// alert.addAction(AlertAction("Cancel", role: .cancel))
/// ```
public struct AlertAction {
    /// What a button means.
    public enum Role: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// Dismisses without acting (Escape activates it). At most one per modal.
        case cancel
        /// Destroys data or cannot be undone: red; in an alert it makes the alert risky, so Cancel
        /// becomes the default button (HIG §1.6); in an action sheet it goes to the top (§1.8).
        case destructive
    }

    /// The button's title (HIG §1.6: one or two words, title-style capitalisation, no punctuation).
    public var title: String
    /// The button's role.
    public var role: Role
    /// What the button does, after the modal is dismissed.
    public var handler: (@MainActor () -> Void)?

    /// An action titled `title`.
    public init(_ title: String, role: Role = .default, handler: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.role = role
        self.handler = handler
    }
}
