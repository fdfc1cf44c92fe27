import Glibc
import Logging
import Synchronization
import Testing
@testable import Diagnostics

/// A sink that keeps lines, and a clock tests move by hand.
final class Collected: LogSink {
    private let lines = Mutex<[String]>([])
    func write(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// Whole milliseconds, so sixty thousand steps make exactly a minute.
final class VirtualSeconds: Sendable {
    private let milliseconds = Mutex(0)
    var now: Double { Double(milliseconds.withLock { $0 }) / 1000 }
    func advance(milliseconds step: Int) { milliseconds.withLock { $0 += step } }
}

@Suite("Logging")
struct JournalLogHandlerTests {
    @Test("Lines carry the journal's priority prefix, the label, the message and sorted metadata")
    func journalFormat() {
        let sink = Collected()
        var logger = Logger(label: "scanout.input") { label in
            JournalLogHandler(label: label, level: .info, sink: sink, limiter: LogRateLimiter(), journal: true)
        }
        logger[metadataKey: "seat"] = "seat0"
        logger.error("touch panel stopped responding", metadata: ["device": "event3"])
        logger.warning("two lines\nin one")
        logger.debug("not shown at info")
        #expect(sink.all == ["<3>scanout.input: touch panel stopped responding device=event3 seat=seat0",
                             "<4>scanout.input: two lines\\nin one seat=seat0"])
        #expect(JournalLogHandler.format(label: "scanout", level: .notice, message: "hi", metadata: [:], journal: false)
                == "scanout: notice: hi")
        #expect([Logger.Level.critical, .error, .warning, .notice, .info, .debug, .trace].map(JournalLogHandler.priority)
                == [2, 3, 4, 5, 6, 7, 7])
    }

    @Test("A broken touch panel's error repeated 1000 times a second for ten minutes writes 5 lines a minute and says how many it dropped")
    func repeatingErrorIsRateLimited() {
        let sink = Collected()
        let clock = VirtualSeconds()
        let limiter = LogRateLimiter(burst: 5, interval: 60, clock: { clock.now })
        let logger = Logger(label: "scanout.input") { label in
            JournalLogHandler(label: label, level: .info, sink: sink, limiter: limiter, journal: true)
        }
        for _ in 0..<600_000 {
            logger.error("event3: read failed: Input/output error")
            clock.advance(milliseconds: 1)
        }
        logger.info("a different message still gets through")
        let lines = sink.all
        // 10 windows of a minute, 5 lines each, and the new message: 51 lines, not 600,000.
        #expect(lines.count == 10 * 5 + 1)
        #expect(lines.reduce(0) { $0 + $1.utf8.count } < 6_000)
        #expect(lines[5] == "<3>scanout.input: event3: read failed: Input/output error (59995 similar messages suppressed in the last 60 s)")
        #expect(lines.last == "<6>scanout.input: a different message still gets through")
    }

    @Test("The limiter forgets the least recently seen message beyond its bound, so its memory stays bounded")
    func trackedMessagesBounded() {
        let clock = VirtualSeconds()
        let limiter = LogRateLimiter(burst: 1, interval: 60, maximumTrackedMessages: 100, clock: { clock.now })
        for i in 0..<10_000 {
            #expect(limiter.decide("message \(i)") == .write(suppressed: 0))
            clock.advance(milliseconds: 10)
        }
        #expect(limiter.trackedMessages == 100)
        #expect(limiter.decide("message 9999") == .drop)
        #expect(limiter.decide("message 0") == .write(suppressed: 0))
    }

    @Test("Lines that never repeat are forgotten after a window, so ten minutes of memory reports do not pile up")
    func uniqueLinesAreForgotten() {
        let clock = VirtualSeconds()
        let limiter = LogRateLimiter(burst: 5, interval: 60, clock: { clock.now })
        // A repeating error, 20 times in its first second: 5 written, 15 suppressed.
        for _ in 0..<20 { _ = limiter.decide("event3: read failed") }
        // Then a memory report every 0.6 s for ten minutes, each line different.
        for i in 0..<1_000 {
            #expect(limiter.decide("memory: rss_kb=\(40_000 + i)") == .write(suppressed: 0))
            clock.advance(milliseconds: 600)
        }
        // Only the last window or two of reports are remembered (at most 200), not all 1,000 up
        // to the 512 bound; the suppressed error keeps its count for when it comes back.
        #expect(limiter.trackedMessages <= 201, "\(limiter.trackedMessages) messages tracked")
        #expect(limiter.decide("event3: read failed") == .write(suppressed: 15))
    }

    @Test("The limiter remembers a message by its 64-bit FNV-1a digest, not its text, and still limits each of 512 long lines that never repeat on its own, down to a difference in the last byte")
    func messagesAreRememberedByDigest() {
        #expect(LogRateLimiter.digest("") == 0xCBF2_9CE4_8422_2325, "FNV-1a's offset basis")
        #expect(LogRateLimiter.digest("a") == 0xAF63_DC4C_8601_EC8C, "FNV-1a 64 of “a”")
        #expect(LogRateLimiter.digest("memory: rss_kb=40000") != LogRateLimiter.digest("memory: rss_kb=40001"))
        let clock = VirtualSeconds()
        let limiter = LogRateLimiter(burst: 1, interval: 60, clock: { clock.now })
        // 600 bytes, as a memory report's line with its node census.
        let filler = String(repeating: "x", count: 600)
        for i in 0..<512 {
            #expect(limiter.decide("memory: \(i) \(filler)") == .write(suppressed: 0))
        }
        #expect(limiter.trackedMessages == 512)
        for i in [0, 7, 511] {
            #expect(limiter.decide("memory: \(i) \(filler)") == .drop, "line \(i) again within its window")
        }
        // Lines that differ only at their end are different messages.
        #expect(limiter.decide("memory: 7 \(filler)y") == .write(suppressed: 0))
        #expect(limiter.trackedMessages == 512, "the bound holds: the least recently seen was forgotten")
    }

    // Not through setenv: the tests share one process, and children spawned by other tests
    // meanwhile would inherit the level (and setenv races getenv on other threads).
    @Test("SCANOUT_LOG_LEVEL picks the level; an unknown value keeps the fallback")
    func levelFromEnvironment() {
        #expect(ScanoutLogging.level(named: "Debug", fallback: .notice) == .debug)
        #expect(ScanoutLogging.level(named: "critical", fallback: .notice) == .critical)
        #expect(ScanoutLogging.level(named: "loud", fallback: .notice) == .notice)
        #expect(ScanoutLogging.level(named: nil, fallback: .warning) == .warning)
        let fromEnvironment = getenv("SCANOUT_LOG_LEVEL").map { String(cString: $0) }
        #expect(ScanoutLogging.level(fallback: .warning) == ScanoutLogging.level(named: fromEnvironment, fallback: .warning))
    }
}
