import Glibc

/// Tells systemd how the service is doing (sd_notify(3) through libsystemd): ready, status
/// lines, watchdog keep-alives, stopping.
///
/// ## Background
/// A unit with `Type=notify` is started once the service says `READY=1`; with `WatchdogSec=`,
/// systemd kills and restarts it (`Restart=always`) when no `WATCHDOG=1` comes within that time.
/// Scanout sends the keep-alives from its event loop (``DisplaySession`` arms a host timer at
/// half the interval), so a loop that hangs stops them and the watchdog fires. Outside systemd
/// (`NOTIFY_SOCKET` unset) ``fromEnvironment()`` returns `nil` and nothing is sent.
///
/// libsystemd is opened with `dlopen` at the first notification (``SharedLibrary``), not at exec:
/// the first frame does not wait for it and its six dependencies. The watchdog's interval is read
/// as sd_watchdog_enabled(3) reads it (`WATCHDOG_USEC`, for this process when `WATCHDOG_PID` is
/// set). When libsystemd cannot be opened, the first notification says why on standard error
/// (the journal) and nothing is sent: systemd then restarts the unit after its timeout.
public final class ServiceNotifier: Sendable {
    /// The watchdog's interval in seconds, when systemd set one for this process.
    public let watchdogInterval: Double?

    private typealias Notify = @convention(c) (Int32, UnsafePointer<CChar>?) -> Int32
    /// sd_notify, opened at the first use; the error said once.
    private static let notify: Result<Notify, SharedLibraryError> = {
        do throws(SharedLibraryError) {
            let library = try SharedLibrary(name: "libsystemd.so.0", package: "libsystemd0")
            return .success(try library.function("sd_notify", as: Notify.self))
        } catch {
            var line = "scanout: cannot notify systemd: \(error)\n"
            _ = line.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            return .failure(error)
        }
    }()

    private init(watchdogInterval: Double?) { self.watchdogInterval = watchdogInterval }

    /// The notifier for this process, or `nil` when it was not started by systemd with a
    /// notification socket.
    public static func fromEnvironment() -> ServiceNotifier? {
        guard getenv("NOTIFY_SOCKET") != nil else { return nil }
        return ServiceNotifier(
            watchdogInterval: watchdogInterval(
                microseconds: environment("WATCHDOG_USEC"), pid: environment("WATCHDOG_PID"), ownPID: getpid()))
    }

    /// The watchdog's interval in seconds from `WATCHDOG_USEC` and `WATCHDOG_PID`, as
    /// sd_watchdog_enabled(3) reads them: none when the interval is missing, not a positive
    /// number, or meant for another process.
    static func watchdogInterval(microseconds: String?, pid: String?, ownPID: pid_t) -> Double? {
        guard let microseconds, let value = UInt64(microseconds), value > 0 else { return nil }
        if let pid, Int32(pid) != ownPID { return nil }
        return Double(value) / 1e6
    }

    /// Startup is done: `READY=1`, with a status line.
    public func ready(status: String) { send("READY=1\nSTATUS=\(Self.line(status))") }

    /// A status line shown by `systemctl status`.
    public func status(_ text: String) { send("STATUS=\(Self.line(text))") }

    /// A watchdog keep-alive.
    public func keepAlive() { send("WATCHDOG=1") }

    /// Shutting down: `STOPPING=1`.
    public func stopping() { send("STOPPING=1") }

    private func send(_ state: String) {
        guard case .success(let notify) = Self.notify else { return }
        _ = notify(0, state)
    }

    private static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    private static func line(_ text: String) -> String {
        String(text.map { $0 == "\n" ? " " : $0 }.prefix(200))
    }
}
