/// Where a touch is in its life, as UIKit names it.
public enum TouchPhase: Sendable, Hashable, CaseIterable {
    /// The finger went down in this event.
    case began
    /// The finger moved since the previous event.
    case moved
    /// The finger is down and did not move (reported in ``TouchEvent/allTouches`` only).
    case stationary
    /// The finger lifted in this event.
    case ended
    /// The system cancelled the touch (device removed, gesture took it, palm rejection).
    case cancelled

    /// Whether the touch is over after this phase.
    public var isFinal: Bool {
        switch self {
        case .ended, .cancelled: true
        default: false
        }
    }
}
