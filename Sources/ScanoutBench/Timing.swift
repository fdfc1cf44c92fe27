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

    /// The median durations of `frames` calls each of several bodies, run in alternating blocks
    /// of `block` frames, so that every body meets the same machine load (these machines are
    /// shared and noisy) while each block runs with its own data warm in the caches.
    static func alternatingMedians(frames: Int, block: Int = 20, _ bodies: [(Int) -> Void]) -> [Double] {
        var samples = [[Double]](repeating: [], count: bodies.count)
        var done = 0
        while done < frames {
            let n = min(block, frames - done)
            for (k, body) in bodies.enumerated() {
                for i in done..<(done + n) {
                    let start = now()
                    body(i)
                    samples[k].append(now() - start)
                }
            }
            done += n
        }
        return samples.map { s in s.sorted()[s.count / 2] }
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
