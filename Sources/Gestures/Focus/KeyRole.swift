/// What a control does for the keyboard besides taking focus.
public enum KeyRole: Sendable, Hashable {
    /// Nothing special.
    case none
    /// The default (primary) control: Return activates it wherever focus is.
    case primary
    /// The cancel control: Escape activates it.
    case cancel
    /// A cancel control that is also the default one: Return and Escape both activate it (the
    /// Cancel button of an alert whose other choice is risky, HIG §1.6).
    case primaryAndCancel

    /// Whether Return activates the control.
    public var answersReturn: Bool { self == .primary || self == .primaryAndCancel }
    /// Whether Escape activates the control.
    public var answersEscape: Bool { self == .cancel || self == .primaryAndCancel }
}
