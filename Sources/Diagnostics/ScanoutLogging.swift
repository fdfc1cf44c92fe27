import Glibc
public import Logging

/// Sets up the one logger Scanout uses: swift-log with ``JournalLogHandler`` and one shared
/// ``LogRateLimiter``. Call ``bootstrap(level:sink:limiter:)`` once at start (the `scanout`
/// command does); modules then log with `Logger(label: "scanout.input")`.
public enum ScanoutLogging {
    /// Whether standard error goes to the journal (systemd sets `JOURNAL_STREAM`).
    public static var isJournal: Bool { getenv("JOURNAL_STREAM") != nil }

    /// The level from `SCANOUT_LOG_LEVEL` (trace, debug, info, notice, warning, error, critical),
    /// or `fallback`.
    public static func level(fallback: Logger.Level = .info) -> Logger.Level {
        level(named: getenv("SCANOUT_LOG_LEVEL").map { String(cString: $0) }, fallback: fallback)
    }

    /// The level a `SCANOUT_LOG_LEVEL` value names (any case), or `fallback` when `name` is nil
    /// or names no level.
    public static func level(named name: String?, fallback: Logger.Level) -> Logger.Level {
        guard let name else { return fallback }
        return Logger.Level(rawValue: name.lowercased()) ?? fallback
    }

    /// Makes every `Logger` write through a ``JournalLogHandler`` at `level`, rate-limited by
    /// `limiter` (5 lines of one message a minute by default). swift-log allows one bootstrap per
    /// process.
    public static func bootstrap(level: Logger.Level = ScanoutLogging.level(), sink: any LogSink = StandardErrorSink(),
                                 limiter: LogRateLimiter = LogRateLimiter()) {
        LoggingSystem.bootstrap { label in
            JournalLogHandler(label: label, level: level, sink: sink, limiter: limiter)
        }
    }
}
