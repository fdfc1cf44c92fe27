import Glibc

/// Workload B's motion (docs/benchmark.md): row 4's switch toggles every 16 frames; the knob follows
/// a critically damped spring for 15 frames, then rests one frame at its target. Frames are
/// sampled on a 60 Hz clock with up to ±1 ms of jitter per tick (a fixed pseudo-random
/// sequence, the same for both renderers), so sub-pixel positions do not repeat from one toggle
/// to the next.
enum SwitchSpring {
    /// The frame period in milliseconds.
    static let period = 1000.0 / 60
    /// Frames per toggle: 15 of motion, one at rest.
    static let framesPerToggle = 16
    /// The spring's angular frequency (1/s): critically damped, 99.8 % of the way after 240 ms.
    static let omega = 35.0

    /// The jittered timestamp of frame `i` (0-based), in milliseconds.
    static func timestamp(frame i: Int) -> Double {
        // A 64-bit mix of the frame index (splitmix64): uniform in [-1, 1] ms, reproducible.
        var z = UInt64(truncatingIfNeeded: i) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let jitter = Double(z >> 11) / Double(1 << 53) * 2 - 1
        return Double(i) * period + jitter
    }

    /// The pose of the animated switch at frame `i` of workload B. The switch starts on (row 4
    /// is even); toggle `c` starts at the nominal time of the frame before its first frame.
    static func pose(frame i: Int) -> SwitchPose {
        let cycle = i / framesPerToggle, step = i % framesPerToggle
        let towardsOn = cycle % 2 == 1
        let progress: Double
        if step == framesPerToggle - 1 {
            progress = 1
        } else {
            let start = Double(cycle * framesPerToggle - 1) * period
            let t = max(0, timestamp(frame: i) - start) / 1000
            progress = 1 - (1 + omega * t) * exp(-omega * t)
        }
        let on = towardsOn ? progress : 1 - progress
        return SwitchPose(on: on, knob: 20 * on)
    }
}
