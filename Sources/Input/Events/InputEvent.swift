/// Everything an input source delivers, in points and seconds.
public enum InputEvent: Sendable, Hashable {
    /// A frame of touches (a pressed mouse button is a touch too).
    case touch(TouchEvent)
    /// Hovering or scrolling.
    case pointer(PointerEvent)
    /// A key.
    case key(KeyEvent)
    /// How many hardware keyboards are connected changed: one was plugged in or taken away.
    case keyboardsChanged(count: Int, timestamp: Double)

    /// When the event happened, in seconds on the input clock.
    public var timestamp: Double {
        switch self {
        case .touch(let e): e.timestamp
        case .pointer(let e): e.timestamp
        case .key(let e): e.timestamp
        case .keyboardsChanged(_, let timestamp): timestamp
        }
    }
}
