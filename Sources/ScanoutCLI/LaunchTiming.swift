import Glibc
import Runtime

/// The moments of a run's start, on `CLOCK_MONOTONIC` (seconds), for the first-frame measurement
/// from exec (`scanout boot --headless --exec-start MS`, docs/boot.md; `scanout run --headless
/// --exec-start MS`, the gallery's): where the milliseconds before the first frame go.
enum LaunchTiming {
    /// When the process's Swift code began (``ScanoutCommand/main()``): everything before it is
    /// the kernel's exec, the dynamic loader (mapping and binding the shared libraries) and the
    /// Swift runtime's start. A `static let`, so it is read once, at its first use.
    static let mainEntered = MonotonicClock.now()
    /// The CPU time the process had used (all its threads) when its Swift code began, in seconds.
    static let mainEnteredCPU = processCPUTime()

    /// The CPU time the process has used so far (all its threads; `CLOCK_PROCESS_CPUTIME_ID`), in
    /// seconds: unlike the wall-clock steps, not lengthened by other processes on a busy machine.
    static func processCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The steps of a first frame, in milliseconds after `execStart` (the parent's reading of
    /// `CLOCK_MONOTONIC` just before it spawned this process, in ms), as one `first-frame` line:
    /// `first-frame first_ms=… main_ms=… arguments_ms=… … frame_ms=… cpu_ms=… main_cpu_ms=…` —
    /// `first_ms` the whole, `main_ms` the time to ``mainEntered``, then each of `steps` (a name and
    /// the moment it ended, in order; the last is the frame's) its own share (they add up to the
    /// whole), then the CPU time the process had used at the first frame and when `main` began.
    static func report(execStart: Double, steps: [(name: String, end: Double)], frameDoneCPU: Double) -> String {
        let named = [("main_ms", mainEntered)] + steps.map { ("\($0.name)_ms", $0.end) }
        var previous = execStart
        var fields = ["first_ms=\(format((named.last?.1 ?? mainEntered) * 1000 - execStart))"]
        for (name, end) in named {
            fields.append("\(name)=\(format(end * 1000 - previous))")
            previous = end * 1000
        }
        fields.append("cpu_ms=\(format(frameDoneCPU * 1000))")
        fields.append("main_cpu_ms=\(format(mainEnteredCPU * 1000))")
        return "first-frame " + fields.joined(separator: " ")
    }

    private static func format(_ ms: Double) -> String {
        let thousandths = Int((ms * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
