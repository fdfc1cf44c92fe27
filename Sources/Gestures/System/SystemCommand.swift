/// A command that a system gesture (HIG §2.2) asks the focused app or the runtime to perform.
public enum SystemCommand: Sendable, Hashable {
    /// Three-finger swipe left.
    case undo
    /// Three-finger swipe right.
    case redo
    /// Three-finger pinch in.
    case copy
    /// Three-finger pinch out.
    case paste
    /// Four-finger swipe left or right: to the next or previous app.
    case switchApp(SwitchDirection)
    /// Four-finger swipe up: the app switcher (cards of the running apps).
    case showAppSwitcher
    /// A swipe in from a screen edge reserved for the system.
    case screenEdgeSwipe(ScreenEdges)
    /// The device was shaken: text being edited offers the Undo alert (HIG §1.29), the way to
    /// undo on a board without multi-finger gestures.
    case shake

    /// Which way a four-finger swipe switches apps.
    public enum SwitchDirection: Sendable, Hashable {
        /// Swipe left: the next app.
        case next
        /// Swipe right: the previous app.
        case previous
    }
}
