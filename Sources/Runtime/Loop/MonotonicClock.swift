import Glibc

/// Clock readings in seconds.
public enum MonotonicClock {
    /// `CLOCK_MONOTONIC` now: the clock DRM flip timestamps and timerfds use.
    public static func now() -> Double { read(CLOCK_MONOTONIC) }
    /// `CLOCK_BOOTTIME` now: comparable with a process's start time in /proc.
    static func bootTime() -> Double { read(CLOCK_BOOTTIME) }
    /// CPU time this thread has used.
    static func threadCPUTime() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Seconds since this process was started (from /proc/self/stat, 10 ms resolution), or nil.
    static func secondsSinceProcessStart() -> Double? {
        // Field 22: starttime, in clock ticks since boot.
        guard let field = ProcSelf.statField(22), let ticks = Double(field) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        return bootTime() - ticks / hz
    }
}
