public import Graphics

/// One frame of touch input: the touches that changed, and every touch that is down.
///
/// Input sources group the slot changes of one device frame into one event, so two fingers that
/// land together arrive together (a pinch starts with both).
public struct TouchEvent: Sendable, Hashable {
    /// When the frame happened, in seconds on the input clock.
    public var timestamp: Double
    /// The touches that began, moved, ended or were cancelled in this frame.
    public var changedTouches: [Touch]

    /// Creates a frame from its changed touches.
    public init(timestamp: Double, changedTouches: [Touch]) {
        self.timestamp = timestamp
        self.changedTouches = changedTouches
    }

    /// Where the fingers that landed in this frame are (the began touches' locations), in the
    /// frame's own coordinates; empty when none landed.
    public var landingLocations: [Point] {
        changedTouches.filter { $0.phase == .began }.map(\.location)
    }
}
