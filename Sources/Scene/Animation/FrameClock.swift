/// Where frame timestamps come from: the display's page flips on hardware, a virtual clock in
/// headless mode and tests.
@MainActor
public protocol FrameClock: AnyObject {
    /// The timestamp of the current frame, in seconds.
    var now: Double { get }
    /// Moves to the next frame and returns its timestamp.
    func nextFrame() -> Double
}

/// A clock that advances exactly one frame interval (1/60 s by default) per frame, so that
/// animations, and screenshots taken during them, are the same on every run and machine.
@MainActor
public final class VirtualClock: FrameClock {
    /// The time of the current frame, in seconds.
    public private(set) var now: Double
    /// The frame interval, in seconds.
    public let interval: Double
    /// How many frames have passed.
    public private(set) var frameCount = 0

    /// A clock at `start` seconds that ticks every `interval` seconds.
    public init(start: Double = 0, interval: Double = 1.0 / 60) {
        now = start
        self.interval = interval > 0 && interval.isFinite ? interval : 1.0 / 60
        self.start = start
    }

    private let start: Double

    /// Moves one interval on. Time is computed from the frame count, so it does not drift.
    public func nextFrame() -> Double {
        frameCount += 1
        now = start + Double(frameCount) * interval
        return now
    }
}
