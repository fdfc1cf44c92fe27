/// What a control does for the keyboard besides taking focus.
public enum KeyRole: Sendable, Hashable {
    /// Nothing special.
    case none
    /// The default (primary) control: Return activates it wherever focus is.
    case primary
    /// The cancel control: Escape activates it.
    case cancel
}
