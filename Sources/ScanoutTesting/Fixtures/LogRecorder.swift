public import Logging
import Synchronization

/// Records what a swift-log `Logger` was given, for tests of what the runtime logs: give a
/// session or host ``logger`` and read ``entries`` (level, label and message, in order).
///
/// <!-- example context:
/// import ScanoutHost
/// import Testing
/// let session: HeadlessSession! = nil
/// -->
/// ```swift
/// let recorder = LogRecorder()
/// session.host.logger = recorder.logger
/// // … drive the host …
/// #expect(recorder.entries.map(\.level) == [.error])
/// ```
public final class LogRecorder: Sendable {
    /// One message as the logger received it.
    public struct Entry: Equatable, Sendable {
        /// Its level.
        public let level: Logger.Level
        /// The logger's label.
        public let label: String
        /// The message (without metadata).
        public let message: String
    }

    private let recorded = Mutex<[Entry]>([])

    /// Creates an empty recorder.
    public init() {}

    /// A logger labelled `label` that records every message at `trace` and above here.
    public func logger(label: String = "scanout") -> Logger {
        Logger(label: label) { [self] label in Handler(label: label, recorder: self) }
    }

    /// A logger labelled `scanout` that records here.
    public var logger: Logger { logger() }

    /// Everything recorded so far, oldest first.
    public var entries: [Entry] { recorded.withLock { $0 } }

    /// The recorded messages' texts, oldest first.
    public var messages: [String] { entries.map(\.message) }

    fileprivate func append(_ entry: Entry) { recorded.withLock { $0.append(entry) } }

    private struct Handler: LogHandler {
        let label: String
        let recorder: LogRecorder
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(Entry(level: event.level, label: label, message: event.message.description))
        }
    }
}
