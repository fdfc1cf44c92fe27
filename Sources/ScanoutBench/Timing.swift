import Glibc

/// Wall-clock timing helpers.
enum Timing {
    /// Milliseconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    /// The median duration of `frames` calls of `body(frameIndex)`, in milliseconds.
    static func median(frames: Int, _ body: (Int) -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for i in 0..<frames {
            let start = now()
            body(i)
            samples.append(now() - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// `v` with three decimals.
    static func format(_ v: Double) -> String {
        let scaled = Int((v * 1000).rounded())
        let frac = String(abs(scaled) % 1000)
        return "\(scaled / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }

    /// The peak resident set size of this process, in MiB.
    static func peakRSSMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
