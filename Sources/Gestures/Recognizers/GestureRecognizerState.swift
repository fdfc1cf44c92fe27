extension GestureRecognizer {
    /// The UIKit state machine.
    ///
    /// Continuous gestures: possible → began → changed* → ended | cancelled, or possible → failed.
    /// Discrete gestures: possible → ended (recognized) | failed. The arbiter resets a recognizer
    /// to `possible` once it is finished and holds no more touches.
    public enum State: Sendable, Hashable, CaseIterable {
        /// Watching touches; nothing recognized yet.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture continued.
        case changed
        /// The gesture finished (for a discrete gesture: it was recognized).
        case ended
        /// A continuous gesture was interrupted.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// Whether a continuous gesture is under way.
        public var isActive: Bool {
            switch self {
            case .began, .changed: true
            default: false
            }
        }
        /// Whether the recognizer is done with this sequence and waits for a reset.
        public var isFinished: Bool {
            switch self {
            case .ended, .cancelled, .failed: true
            default: false
            }
        }
    }
}
