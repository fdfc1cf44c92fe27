public import Controls
public import Devices

/// Where the runtime's status bar gets what it shows (``AppConfiguration/statusBarSource``): the
/// board (``BoardStatusBarSource``), or fixed values for screenshots and tests
/// (``FixedStatusBarSource``).
public protocol StatusBarSource: Sendable {
    /// Reads the status now, with the problems met (a file that holds nonsense), each a line for
    /// the log; a part that cannot be read is left out of the bar (no battery glyph), never fatal.
    func read() -> (status: StatusBarStatus, problems: [String])
    /// Seconds from now until what is shown changes by itself (the next minute), or `nil` when it
    /// never does (a fixed status): the runtime reads again then, and only then.
    func secondsUntilNextRead() -> Double?
    /// Opens what says, between those reads, that the status changed (the board's netlink
    /// sockets: ``BoardStatusWatch``), or `nil` when nothing does (a fixed status). The runtime
    /// puts its descriptors on the event loop and reads again when one reports a change.
    ///
    /// - Throws: ``BoardStatusWatchError`` when the kernel refuses the sockets: the runtime logs
    ///   it once and reads at ``secondsUntilNextRead()`` only.
    func openChangeWatch() throws(BoardStatusWatchError) -> BoardStatusWatch?
}

extension StatusBarSource {
    /// No watch: the status changes only when ``secondsUntilNextRead()`` says.
    public func openChangeWatch() throws(BoardStatusWatchError) -> BoardStatusWatch? { nil }
}

/// A status that never changes: Apple's 9:41 with full Wi-Fi and battery by default, what a
/// screenshot shows so that its pictures do not depend on the time or the board.
public struct FixedStatusBarSource: StatusBarSource {
    /// The status shown.
    public var status: StatusBarStatus

    /// A source always giving `status`.
    public init(_ status: StatusBarStatus = .screenshot) {
        self.status = status
    }

    public func read() -> (status: StatusBarStatus, problems: [String]) { (status, []) }
    public func secondsUntilNextRead() -> Double? { nil }
}
