import CLinux

/// The fatal signals' handler in `CLinux` (`crash.h`) and the telemetry it reports, written
/// ahead of a crash into one block of memory the handler reads (docs/reliability.md, "The crash
/// report").
enum CrashSignals {
    /// The handler's state: a header, what is shown, the last frames and touches, its buffers
    /// and alternate stack (`nil` without memory: nothing is installed or recorded).
    nonisolated(unsafe) private static let state: UnsafeMutableRawPointer? = clinux_crash_create()

    /// Installs the handler for SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE and SIGTRAP (each
    /// previous action kept, Swift's backtracer's among them); a report goes to a new file
    /// `folder/name-crash-YYYYMMDD-HHMMSS-PID.txt` (`folder` nil: standard error only) and, each
    /// line behind `linePrefix`, to standard error.
    ///
    /// - Returns: `nil`, or the errno of the call that failed (nothing is installed then).
    static func install(folder: String?, name: String, linePrefix: String, header: String) -> Int32? {
        let code = clinux_crash_install(state, folder ?? "", name, linePrefix, header)
        return code == 0 ? nil : code
    }

    /// What is shown now, for the next report (one line).
    static func setShown(_ text: String) {
        guard let state else { return }
        clinux_crash_set_shown(state, text)
    }

    /// A frame drawn and presented: its number, when it started (ms of the host's clock), how
    /// long it took to draw and present (µs) and how many pixels it changed.
    static func recordFrame(number: Int, timeMilliseconds: Int, renderMicroseconds: Int, damagedPixels: Int) {
        guard let state else { return }
        clinux_crash_record_frame(
            state, Int64(number), Int64(timeMilliseconds), Int64(renderMicroseconds), Int64(damagedPixels))
    }

    /// A touch's change delivered to the content (`phase`: 0 began, 1 moved, 2 stationary,
    /// 3 ended, 4 cancelled; `x`, `y` in points).
    static func recordTouch(timeMilliseconds: Int, id: Int, phase: Int32, x: Int, y: Int) {
        guard let state else { return }
        clinux_crash_record_touch(state, Int64(timeMilliseconds), Int64(id), phase, Int64(x), Int64(y))
    }
}
