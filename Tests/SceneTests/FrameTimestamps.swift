/// Frame timestamps for the Scene tests that drive `SceneOwner.renderFrame` themselves (the
/// runtime's host gives every other test its frames): exactly one interval (1/60 s) per frame,
/// time being the frame count divided by the rate, so it never drifts.
@MainActor
final class FrameTimestamps {
    /// The time of the current frame, in seconds.
    private(set) var now: Double
    /// Frames per second.
    let framesPerSecond: Double
    /// How many frames have passed.
    private(set) var frameCount = 0
    private let start: Double

    /// Timestamps from `start` seconds, `framesPerSecond` a second.
    init(start: Double = 0, framesPerSecond: Double = 60) {
        now = start
        self.start = start
        self.framesPerSecond = framesPerSecond
    }

    /// The frame interval, in seconds.
    var interval: Double { 1 / framesPerSecond }

    /// Moves one interval on: frame 31 is at exactly 31/60 s.
    func nextFrame() -> Double {
        frameCount += 1
        now = start + Double(frameCount) / framesPerSecond
        return now
    }
}
