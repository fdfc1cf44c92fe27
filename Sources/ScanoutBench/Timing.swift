import Glibc

/// Wall-clock timing helpers.
enum Timing {
    /// Milliseconds on the monotonic clock (one clock for every process of the machine, so a
    /// parent's reading and its child's can be subtracted).
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU time this thread has used. Frame times are measured on it: on these
    /// shared machines a frame's wall time also holds the time the scheduler gave other
    /// processes' builds (several ms at a time under load), which swamps medians and p99s alike;
    /// every renderer here draws on the calling thread, so its CPU time is its work.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    /// Frame times of one body, sorted.
    struct Samples {
        let sorted: [Double]
        var median: Double { sorted[sorted.count / 2] }
        var p99: Double { sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * 0.99).rounded()))] }
    }

    /// The durations (thread CPU time) of `frames` calls each of several bodies (`body(frameIndex)`), run in
    /// alternating blocks of `block` frames, so that every body meets the same machine load
    /// (these machines are shared and noisy) while each block runs with its own data warm in
    /// the caches. Each body sees its frame indices in order.
    static func alternating(frames: Int, block: Int = 20, _ bodies: [(Int) -> Void]) -> [Samples] {
        var samples = [[Double]](repeating: [], count: bodies.count)
        for k in samples.indices { samples[k].reserveCapacity(frames) }
        var done = 0
        while done < frames {
            let n = min(block, frames - done)
            for (k, body) in bodies.enumerated() {
                for i in done..<(done + n) {
                    let start = threadCPU()
                    body(i)
                    samples[k].append(threadCPU() - start)
                }
            }
            done += n
        }
        return samples.map { Samples(sorted: $0.sorted()) }
    }

    /// `v` with three decimals.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "nan" }
        let scaled = Int((v * 1000).rounded())
        let frac = String(abs(scaled) % 1000)
        return "\(scaled < 0 ? "-" : "")\(abs(scaled) / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }

    /// The peak resident set size of this process since its exec, in MiB: `VmHWM` of
    /// `/proc/self/status` (`getrusage`'s `ru_maxrss` also counts the parent's memory when the
    /// parent spawned this process with vfork, as `posix_spawn` does).
    static func peakRSSMiB() -> Double { highWaterMiB(pid: "self") ?? 0 }

    /// `VmHWM` of process `pid` ("self" or a number) in MiB, or nil when it cannot be read
    /// (the process is gone or a zombie).
    static func highWaterMiB(pid: String) -> Double? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let digits = text.dropFirst(6).filter(\.isNumber)
            return Double(digits).map { $0 / 1024 }
        }
        return nil
    }
}
