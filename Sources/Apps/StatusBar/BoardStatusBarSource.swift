public import Controls
public import Devices
import Glibc

/// The status from the board: the local time (the system's time zone), the connection from
/// `/sys/class/net` (``NetworkStateReader``) and the battery from `/sys/class/power_supply`
/// (``PowerSupplyReader``). It is read once a minute, on the minute, when the clock's minute
/// changes, and whenever the kernel says a power supply, a link or an address changed
/// (``openChangeWatch()``: a ``BoardStatusWatch`` on netlink), so such a change shows in the next
/// frame; without the watch (the sockets refused) the minute's read shows it within the minute.
///
/// A battery or network file that cannot be read or holds nonsense is a problem for the log,
/// and the bar shows no battery (or no network) rather than a guess.
public struct BoardStatusBarSource: StatusBarSource {
    /// The battery reader (its root is injectable: tests point it at a temporary tree).
    public var power: PowerSupplyReader
    /// The network reader.
    public var network: NetworkStateReader
    /// The local time of day in seconds since midnight (the system's clock and time zone unless
    /// a test gives its own).
    public var secondsOfDay: @Sendable () -> Double
    /// Opens the change watch: the kernel's netlink sockets unless a test gives its own (a
    /// socket pair it writes messages into, or one that fails).
    public var openWatch: @Sendable () throws(BoardStatusWatchError) -> BoardStatusWatch

    /// A source reading the board's sysfs and clock.
    public init(power: PowerSupplyReader = PowerSupplyReader(), network: NetworkStateReader = NetworkStateReader(),
                secondsOfDay: @escaping @Sendable () -> Double = BoardStatusBarSource.localSecondsOfDay,
                openWatch: @escaping @Sendable () throws(BoardStatusWatchError) -> BoardStatusWatch = { () throws(BoardStatusWatchError) in
                    try BoardStatusWatch()
                }) {
        self.power = power
        self.network = network
        self.secondsOfDay = secondsOfDay
        self.openWatch = openWatch
    }

    public func openChangeWatch() throws(BoardStatusWatchError) -> BoardStatusWatch? {
        try openWatch()
    }

    public func read() -> (status: StatusBarStatus, problems: [String]) {
        var problems: [String] = []
        let seconds = secondsOfDay()
        let minutes = Int((seconds / 60).rounded(.down))
        var status = StatusBarStatus(time: StatusBarTime(hour: minutes / 60, minute: minutes % 60))
        do {
            status.battery = try power.read().map {
                StatusBarBattery(level: $0.level, isCharging: $0.showsChargingBolt)
            }
        } catch {
            problems.append("\(error); the status bar shows no battery")
        }
        do {
            switch try network.read() {
            case .none: status.network = .none
            case .ethernet: status.network = .ethernet
            case .wifi(let bars): status.network = .wifi(bars: bars ?? 3)
            }
        } catch {
            problems.append("\(error); the status bar shows no network")
        }
        return (status, problems)
    }

    public func secondsUntilNextRead() -> Double? {
        let seconds = secondsOfDay()
        let left = 60 - seconds.truncatingRemainder(dividingBy: 60)
        return left < 0.001 ? 60 : left
    }

    /// The local time of day from `clock_gettime(CLOCK_REALTIME)` and `localtime_r` (the
    /// system's time zone, `TZ`).
    public static let localSecondsOfDay: @Sendable () -> Double = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Double(parts.tm_hour * 3600 + parts.tm_min * 60 + parts.tm_sec) + Double(now.tv_nsec) / 1e9
    }
}
