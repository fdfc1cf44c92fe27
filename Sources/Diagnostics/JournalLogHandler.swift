import Glibc
public import Logging

/// Scanout's swift-log handler: one line per message in a format systemd's journal understands,
/// rate-limited so a repeating error cannot fill the disk.
///
/// ## Background
/// A service's standard error goes to the journal, which reads a leading `<N>` as the syslog
/// priority of the line (`SyslogLevelPrefix=`, on by default). So under systemd (the
/// `JOURNAL_STREAM` variable is set) a line is `<3>scanout.input: message key=value`; on a
/// terminal it is `scanout.input: error: message key=value`. Metadata follows the message as
/// `key=value` pairs, sorted. Lines go through a ``LogRateLimiter`` shared by every logger that
/// ``ScanoutLogging/bootstrap(level:sink:limiter:)`` made.
public struct JournalLogHandler: LogHandler {
    /// The logger's label (`scanout.input`).
    public let label: String
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let sink: any LogSink
    private let limiter: LogRateLimiter
    private let journal: Bool

    /// A handler for `label` writing to `sink` through `limiter`; `journal` chooses the `<N>`
    /// priority prefix.
    public init(label: String, level: Logger.Level = .info, sink: any LogSink = StandardErrorSink(),
                limiter: LogRateLimiter, journal: Bool = ScanoutLogging.isJournal) {
        self.label = label
        self.logLevel = level
        self.sink = sink
        self.limiter = limiter
        self.journal = journal
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { _, new in new } }
        if let extra = event.metadata { all.merge(extra) { _, new in new } }
        let text = event.message.description
        switch limiter.decide("\(label)\u{1F}\(event.level)\u{1F}\(text)") {
        case .drop:
            return
        case .write(let suppressed):
            var line = Self.format(label: label, level: event.level, message: text, metadata: all, journal: journal)
            if suppressed > 0 {
                line += " (\(suppressed) similar message\(suppressed == 1 ? "" : "s") suppressed in the last \(Int(limiter.interval)) s)"
            }
            sink.write(line)
        }
    }

    /// One line: `<P>label: message k=v` for the journal, `label: level: message k=v` otherwise.
    /// Newlines in the message become `\n` so one message is one journal entry.
    public static func format(label: String, level: Logger.Level, message: String, metadata: Logger.Metadata,
                              journal: Bool) -> String {
        let flat = message.replacing("\n", with: "\\n")
        let pairs = metadata.keys.sorted().map { key in "\(key)=\(metadata[key].map { "\($0)" } ?? "")" }
        let tail = pairs.isEmpty ? "" : " " + pairs.joined(separator: " ")
        return journal ? "<\(priority(level))>\(label): \(flat)\(tail)" : "\(label): \(level): \(flat)\(tail)"
    }

    /// The syslog priority of a level (sd-daemon(3)): critical 2, error 3, warning 4, notice 5,
    /// info 6, debug and trace 7.
    public static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .critical: 2
        case .error: 3
        case .warning: 4
        case .notice: 5
        case .info: 6
        case .debug, .trace: 7
        }
    }
}

/// Where log lines go.
public protocol LogSink: Sendable {
    /// Writes one line (without its newline).
    func write(_ line: String)
}

/// Standard error, one `write(2)` per line so lines from threads never interleave.
public struct StandardErrorSink: LogSink {
    /// Creates the sink.
    public init() {}

    public func write(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
