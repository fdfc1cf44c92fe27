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
        guard let file = fopen("/proc/self/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Field 22 (starttime) counts after the ")" that ends the command name.
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        return bootTime() - ticks / hz
    }
}
