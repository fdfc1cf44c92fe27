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
    /// Frames per second.
    public let framesPerSecond: Double
    /// How many frames have passed.
    public private(set) var frameCount = 0
    private let start: Double

    /// A clock at `start` seconds that ticks `framesPerSecond` times a second.
    public init(start: Double = 0, framesPerSecond: Double = 60) {
        now = start
        self.start = start
        self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
    }

    /// The frame interval, in seconds.
    public var interval: Double { 1 / framesPerSecond }

    /// Moves one interval on. Time is the frame count divided by the rate, so it never drifts:
    /// frame 31 is at exactly 31/60 s.
    public func nextFrame() -> Double {
        frameCount += 1
        now = start + Double(frameCount) / framesPerSecond
        return now
    }
}
