// The "HIG Settings" scene of docs/benchmark.md as plain data, shared by both renderers so that they
// draw exactly the same geometry. Coordinates in pixels, origin top-left.

/// A switch's state: how "on" it is (0 off … 1 on: the track's colour, the inner pill's
/// opacity) and its knob's offset (0…20 px).
struct SwitchPose: Equatable {
    var on: Double
    var knob: Double

    static let off = SwitchPose(on: 0, knob: 0)
    static let on = SwitchPose(on: 1, knob: 20)
}

/// The benchmark scene's geometry and colours.
enum BenchScene {
    static let width = 1280
    static let height = 800
    static let background: UInt32 = 0xF2F2F7
    static let bar: UInt32 = 0xF9F9F9
    static let hairline: UInt32 = 0xC6C6C8
    static let white: UInt32 = 0xFFFFFF
    static let green: UInt32 = 0x34C759
    static let offTrack: UInt32 = 0xE5E5EA
    static let blue: UInt32 = 0x007AFF

    /// The grouped list section (x, y, w, h) and its corner radius.
    static let section = (x: 20.0, y: 64.0, w: 760.0, h: 528.0, radius: 10.0)
    static let rowCount = 12
    static func rowTop(_ i: Int) -> Double { 64 + 44 * Double(i) }
    /// Switch track origin of row i.
    static func switchOrigin(_ i: Int) -> (x: Double, y: Double) { (713, rowTop(i) + 6) }
    static let trackSize = (w: 51.0, h: 31.0)
    static let buttonOrigins: [(x: Double, y: Double)] = [
        (820, 64), (960, 64), (1100, 64), (820, 128), (960, 128), (1100, 128),
    ]
    static let buttonSize = (w: 120.0, h: 44.0, radius: 10.0)

    /// Workload B: the animated switch is row 4's; the peer's clip per the benchmark's rules.
    static let animatedRow = 4
    static let benchDamage = (x: 707, y: 240, w: 63, h: 43)

    /// Row `i`'s switch: even rows on, odd rows off; row 4 shows `animated` when given (workload B).
    static func switchPose(row i: Int, animated: SwitchPose?) -> SwitchPose {
        if i == animatedRow, let animated { return animated }
        return i % 2 == 0 ? .on : .off
    }

    /// The colour between two 0xRRGGBB colours, as 0…1 components.
    static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> (r: Double, g: Double, b: Double) {
        func c(_ v: UInt32, _ s: UInt32) -> Double { Double((v >> s) & 0xFF) / 255 }
        return (c(a, 16) + (c(b, 16) - c(a, 16)) * t, c(a, 8) + (c(b, 8) - c(a, 8)) * t, c(a, 0) + (c(b, 0) - c(a, 0)) * t)
    }
}
