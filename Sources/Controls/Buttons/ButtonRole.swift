public import Gestures

/// What a button means (HIG §1.40 “Roles”).
public enum ButtonRole: Sendable, Hashable, CaseIterable {
    /// No special meaning.
    case normal
    /// The default button, the most likely choice: bold title, activated by Return.
    case primary
    /// Cancels the current action: activated by Escape.
    case cancel
    /// Destroys data: red. Never primary (``HIGLint`` reports a destructive primary button).
    case destructive

    /// The keyboard role that goes with it.
    public var keyRole: KeyRole {
        switch self {
        case .primary: .primary
        case .cancel: .cancel
        case .normal, .destructive: .none
        }
    }
}
