import Glibc

/// The monotonic clock, in seconds: the default clock of ``LogRateLimiter``.
public enum MonotonicSeconds {
    /// Seconds since an arbitrary point (`CLOCK_MONOTONIC`).
    @Sendable public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
