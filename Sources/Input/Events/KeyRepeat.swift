/// How a held key repeats: after ``delay`` seconds, ``rate`` times a second, until it comes up.
///
/// Board profiles set it with `key-repeat-delay` (milliseconds) and `key-repeat-rate` (per
/// second, `0` turns repeat off); see docs/board-profile.md.
public struct KeyRepeat: Sendable, Hashable {
    /// How long a key is held before it first repeats, in seconds.
    public var delay: Double
    /// How many times a second a held key repeats after the delay; `0` means keys never repeat.
    public var rate: Double

    /// A repeat of `rate` presses a second after `delay` seconds.
    public init(delay: Double, rate: Double) {
        self.delay = delay
        self.rate = rate
    }

    /// iOS's default for a hardware keyboard (``InputMetrics/keyRepeatDelay``,
    /// ``InputMetrics/keyRepeatRate``).
    public static let standard = KeyRepeat(delay: InputMetrics.keyRepeatDelay, rate: InputMetrics.keyRepeatRate)

    /// Keys never repeat.
    public static let off = KeyRepeat(delay: InputMetrics.keyRepeatDelay, rate: 0)

    /// Whether held keys repeat at all.
    public var isEnabled: Bool { rate > 0 }

    /// The time between two repeats, in seconds (infinite when off).
    public var interval: Double { rate > 0 ? 1 / rate : .infinity }
}
