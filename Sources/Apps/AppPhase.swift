/// Where an app is in its life (HIG §3.1).
public enum AppPhase: String, Sendable, Hashable {
    /// Made, not launched yet: no views.
    case notLaunched
    /// In the foreground: drawn, receiving touches, its timers running.
    case active
    /// In the background: no frames, no timers, no touches; its views kept as they were.
    case suspended
    /// Ended: its state saved, nothing more happens.
    case terminated
}
