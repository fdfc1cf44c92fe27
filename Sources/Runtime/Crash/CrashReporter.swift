public import Devices
import Diagnostics
import Glibc
import Graphics
public import Logging

/// Every death says why: when the process dies of a fatal signal (SIGSEGV, SIGBUS, SIGILL,
/// SIGABRT, SIGFPE, SIGTRAP — a Swift trap is SIGILL on x86-64, SIGTRAP on arm64) a crash report
/// goes to a new file in the board's state folder and, line by line, to standard error (the
/// journal under the kiosk unit); then the signal goes on to the previous handler (Swift's
/// backtracer, or the default action), so the process still ends on it (docs/reliability.md,
/// "The crash report").
///
/// The report says when, which signal (with its code and the faulting address), the program, its
/// pid, when it started, the boot and how many times the command started since it
/// (``StartCount``: the restarts), what was shown, and the last frames and touches, which the
/// host records as it goes (``recordFrame(number:time:seconds:damagedPixels:)``,
/// ``recordTouches(_:)``). The handler formats and writes it with async-signal-safe calls only.
@MainActor
public enum CrashReporter {
    /// Whether the handler is installed (the host records frames and touches only then).
    public private(set) static var isInstalled = false
    /// The folder reports go to (`nil`: standard error only).
    public private(set) static var folder: String?
    /// This start, counted in ``folder``.
    public private(set) static var startCount: StartCount?
    /// The frame after which the test hook crashes the process (`SCANOUT_CRASH_AFTER_FRAMES`).
    static var crashAfterFrames: Int?
    /// How the test hook crashes it (`SCANOUT_CRASH_KIND`).
    static var crashKind = CrashTestHook.Kind.trap
    private static var lastShownUpdate = -Double.infinity

    /// The reports kept in ``folder`` (the oldest are removed at start-up beyond it): a unit
    /// crashing and restarting every second must not fill the disk.
    public static let keptReports = 20

    /// Where a run's crash reports go: `explicit` (`--state-folder`), else the board profile's
    /// `state` folder, else, under systemd (`INVOCATION_ID` set: the kiosk unit), `standard` (the
    /// state store's default, `/var/lib/scanout` for root); `nil` (standard error only) for a run
    /// by hand or a test without one, and for a headless run without `explicit`.
    public static func reportFolder(
        explicit: String?, board: BoardProfile, standard: @autoclosure () -> String, headless: Bool = false
    ) -> String? {
        if let explicit { return explicit }
        if headless { return nil }
        if let folder = board.stateFolder { return folder }
        return getenv("INVOCATION_ID") != nil ? standard() : nil
    }

    /// Installs the handler for the command `name` (`scanout-run`), with reports going to
    /// `folder` (created when missing; `nil`, or a folder that cannot be created or written, for
    /// standard error only, which `logger` says), and counts this start there. Logs the folder
    /// and, after a restart, the start's number since the boot. Reads the test hook
    /// (``CrashTestHook``). Returns whether the handler is installed.
    @discardableResult
    public static func install(name: String, folder requested: String?, logger: Logger) -> Bool {
        var folder = requested
        if let path = requested {
            do {
                try Folder.create(path)
                startCount = try StartCount.count(in: path, name: name)
                pruneReports(in: path, name: name)
            } catch let failure as Folder.Failure {
                logger.warning(
                    "crash reports: cannot create \(path): \(failure.reason); a crash is reported on standard error only"
                )
                folder = nil
            } catch {
                logger.warning(
                    "crash reports: cannot write in \(path): \(error); a crash is reported on standard error only")
                folder = nil
            }
        }
        let prefix = ScanoutLogging.isJournal ? "<2>scanout: crash: " : "scanout: critical: crash: "
        if let code = CrashSignals.install(folder: folder, name: name, linePrefix: prefix, header: header()) {
            logger.warning("crash reports: cannot install the signal handler: \(String(cString: strerror(code)))")
            return false
        }
        self.folder = folder
        isInstalled = true
        if let startCount, startCount.start > 1 {
            logger.notice(
                "started \(startCount.start) times since the boot (\(startCount.restarts) restarts); crash reports in \(folder ?? "the log")"
            )
        } else {
            logger.info("crash reports: \(folder ?? "standard error only")")
        }
        (crashAfterFrames, crashKind) = CrashTestHook.fromEnvironment()
        return true
    }

    /// Records a frame drawn and presented (`time`: its start on the host's clock, `seconds`: how
    /// long drawing and presenting it took) and, what is shown having changed, at most once a
    /// second, `shown` (`HostedContent.reportedState`). Runs the test hook.
    public static func recordFrame(
        number: Int, time: Double, seconds: Double, damagedPixels: Int, shown: () -> String
    ) {
        guard isInstalled else { return }
        CrashSignals.recordFrame(
            number: number, timeMilliseconds: milliseconds(time), renderMicroseconds: microseconds(seconds),
            damagedPixels: damagedPixels)
        if time - lastShownUpdate >= 1 || time < lastShownUpdate {
            lastShownUpdate = time
            CrashSignals.setShown(shown())
        }
        if let crashAfterFrames, number >= crashAfterFrames { CrashTestHook.crash(crashKind, frames: number) }
    }

    /// Records touches delivered to the content: (time on the host's clock, identifier, phase
    /// 0 began … 4 cancelled, location in points).
    public static func recordTouches(_ touches: [(time: Double, id: Int, phase: Int32, x: Double, y: Double)]) {
        guard isInstalled else { return }
        for touch in touches {
            CrashSignals.recordTouch(
                timeMilliseconds: milliseconds(touch.time), id: touch.id, phase: touch.phase,
                x: clamped(touch.x), y: clamped(touch.y))
        }
    }

    private static func milliseconds(_ seconds: Double) -> Int { clamped(seconds * 1000) }
    private static func microseconds(_ seconds: Double) -> Int { clamped(seconds * 1_000_000) }

    /// `value` rounded, as an `Int` whatever it is (a non-finite or huge number is a report's
    /// value, never a trap of its own).
    private static func clamped(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max : value < 0 ? Int.min : 0 }
        return value >= 9e18 ? Int.max : value <= -9e18 ? Int.min : Int(value.rounded())
    }

    /// The report's lines about the process, formatted now: program, pid, start, boot, starts.
    private static func header() -> String {
        var lines = ["program: " + CommandLine.arguments.joined(separator: " ").prefix(1500)]
        lines.append("pid: \(getpid())")
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        lines.append("started: unix \(now.tv_sec), monotonic_ms \(milliseconds(MonotonicClock.now()))")
        if let startCount {
            lines.append(
                "boot: \(startCount.bootID); start \(startCount.start) of this boot (\(startCount.restarts) restarts before it)"
            )
        } else {
            lines.append("boot: \(StartCount.currentBootID()); starts not counted (no state folder)")
        }
        if let invocation = getenv("INVOCATION_ID") {
            lines.append("systemd invocation: " + String(cString: invocation))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Removes all but the newest ``keptReports`` - 1 reports of `name` in `folder` (names sort
    /// by time), leaving room for the next.
    private static func pruneReports(in folder: String, name: String) {
        guard let directory = opendir(folder) else { return }
        var reports: [String] = []
        while let entry = readdir(directory) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if file.hasPrefix(name + "-crash-"), file.hasSuffix(".txt") { reports.append(file) }
        }
        closedir(directory)
        for file in reports.sorted().dropLast(keptReports - 1) { unlink(folder + "/" + file) }
    }
}
