import Synchronization

/// Decides which log lines are written when the same message repeats, so a broken device that
/// reports the same error hundreds of times a second cannot fill the disk.
///
/// ## Background
/// A message (its label, level and text) may be written `burst` times per `interval` seconds;
/// further repeats in that window are counted, not written. The first repeat written after the
/// window carries the count (`… (1204 similar messages suppressed in the last 60 s)`). So a
/// message repeating forever costs at most `burst + 1` lines per interval. A message not seen
/// for a whole interval, with nothing suppressed, is forgotten (checked once an interval), so
/// lines that never repeat — a memory report, a gesture logged with its coordinates — are not
/// kept beyond their window; and at most `maximumTrackedMessages` messages are remembered at all
/// (the least recently seen is forgotten), so the limiter's own memory is bounded. A message is
/// remembered by a 64-bit digest of its key (FNV-1a over its UTF-8), not by its text: 48 bytes or
/// so an entry whatever the line's length, so a window of long lines that never repeat (a memory
/// report is 600 bytes) costs kilobytes, not the lines again. Two keys with the same digest would
/// share a limit; among 512 messages the chance is about 10⁻¹⁴. Time comes from `clock` (monotonic
/// seconds), so tests run it on a virtual clock.
public final class LogRateLimiter: Sendable {
    /// What to do with one line.
    public enum Decision: Equatable, Sendable {
        /// Write it; `suppressed` repeats of it were dropped since it was last written.
        case write(suppressed: Int)
        /// Drop it (counted).
        case drop
    }

    /// Lines of one message written per interval.
    public let burst: Int
    /// The window, in seconds.
    public let interval: Double
    /// How many distinct messages are remembered.
    public let maximumTrackedMessages: Int
    private let clock: @Sendable () -> Double
    private let state = Mutex(State())

    private struct Entry {
        var windowStart: Double
        var written: Int
        var suppressed: Int
        var lastSeen: Double
    }

    private struct State {
        var entries: [UInt64: Entry] = [:]
        /// When entries last seen a whole interval ago were last forgotten.
        var lastPrune: Double?
    }

    /// Creates a limiter: `burst` lines of a message per `interval` seconds.
    public init(burst: Int = 5, interval: Double = 60, maximumTrackedMessages: Int = 512,
                clock: @escaping @Sendable () -> Double = MonotonicSeconds.now) {
        self.burst = max(1, burst)
        self.interval = interval > 0 ? interval : 60
        self.maximumTrackedMessages = max(1, maximumTrackedMessages)
        self.clock = clock
    }

    /// Whether a line with `key` (label, level and text) is written now.
    public func decide(_ key: String) -> Decision {
        let now = clock()
        let key = Self.digest(key)
        return state.withLock { state in
            if let last = state.lastPrune, now - last >= interval {
                // A message seen within the window may still repeat into it; one with repeats
                // suppressed keeps its count for the line that reports them.
                state.entries = state.entries.filter { now - $0.value.lastSeen < interval || $0.value.suppressed > 0 }
                state.lastPrune = now
            } else if state.lastPrune == nil {
                state.lastPrune = now
            }
            var entry = state.entries[key] ?? Entry(windowStart: now, written: 0, suppressed: 0, lastSeen: now)
            if now - entry.windowStart >= interval {
                entry.windowStart = now
                entry.written = 0
            }
            entry.lastSeen = now
            let decision: Decision
            if entry.written < burst {
                decision = .write(suppressed: entry.suppressed)
                entry.written += 1
                entry.suppressed = 0
            } else {
                entry.suppressed += 1
                decision = .drop
            }
            if state.entries[key] == nil, state.entries.count >= maximumTrackedMessages,
               let oldest = state.entries.min(by: { $0.value.lastSeen < $1.value.lastSeen })?.key {
                state.entries[oldest] = nil
            }
            state.entries[key] = entry
            return decision
        }
    }

    /// The 64-bit FNV-1a digest of `key`'s UTF-8: what the limiter remembers a message by.
    static func digest(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// How many distinct messages are remembered now.
    public var trackedMessages: Int { state.withLock { $0.entries.count } }
}
