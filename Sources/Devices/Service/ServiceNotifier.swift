import CSystemd
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
public final class ServiceNotifier: Sendable {
    /// The watchdog's interval in seconds, when systemd set one for this process.
    public let watchdogInterval: Double?

    private init(watchdogInterval: Double?) { self.watchdogInterval = watchdogInterval }

    /// The notifier for this process, or `nil` when it was not started by systemd with a
    /// notification socket.
    public static func fromEnvironment() -> ServiceNotifier? {
        guard getenv("NOTIFY_SOCKET") != nil else { return nil }
        var microseconds: UInt64 = 0
        let enabled = sd_watchdog_enabled(0, &microseconds) > 0 && microseconds > 0
        return ServiceNotifier(watchdogInterval: enabled ? Double(microseconds) / 1e6 : nil)
    }

    /// Startup is done: `READY=1`, with a status line.
    public func ready(status: String) { send("READY=1\nSTATUS=\(Self.line(status))") }

    /// A status line shown by `systemctl status`.
    public func status(_ text: String) { send("STATUS=\(Self.line(text))") }

    /// A watchdog keep-alive.
    public func keepAlive() { send("WATCHDOG=1") }

    /// Shutting down: `STOPPING=1`.
    public func stopping() { send("STOPPING=1") }

    private func send(_ state: String) { _ = sd_notify(0, state) }

    private static func line(_ text: String) -> String {
        String(text.map { $0 == "\n" ? " " : $0 }.prefix(200))
    }
}
