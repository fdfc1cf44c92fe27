import CLinux
import Glibc

/// What one fuzzed input came to: a value the API defines, or a typed error it threw.
public enum FuzzOutcome: Sendable {
    /// The call returned a result (and the fuzzer's checks on it held).
    case result
    /// The call threw its module's typed error, with a message.
    case typedError
}

/// What a fuzz run did, printed by ``fuzz(_:seed:ciCount:longCount:deadline:_:)`` as one line.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// The kind of input (`text`, `png`, …).
    public let kind: String
    /// The generator's seed: the same seed replays the same inputs.
    public let seed: UInt64
    /// Inputs fed.
    public let inputs: Int
    /// Inputs that gave a result.
    public let results: Int
    /// Inputs that gave a typed error.
    public let typedErrors: Int
    /// The slowest single call, in seconds (wall clock; informative only).
    public let slowestCall: Double
    /// The resident set's growth from the end of the warm-up (the first tenth) to the end, in
    /// bytes, each measured after the allocator gave its free pages back (``FuzzMemory``).
    public let residentGrowth: Int
    /// The part of ``residentGrowth`` in anonymous memory (the heap, allocations of their own):
    /// what a leak grows. The rest is file pages (fonts and code read for the first time),
    /// bounded by the files' sizes.
    public let anonymousGrowth: Int
    /// The growth of the bytes the allocator has handed out and not had back.
    public let inUseGrowth: Int

    public var description: String {
        func kib(_ bytes: Int) -> String { "\(bytes >= 0 ? "+" : "")\(bytes / 1024) KiB" }
        return "fuzz \(kind): \(inputs) inputs (seed 0x\(String(seed, radix: 16, uppercase: true))), \(results) results, "
            + "\(typedErrors) typed errors, 0 crashes, 0 hangs; slowest call \(Int(slowestCall * 1000)) ms; "
            + "after warm-up, free pages returned: resident \(kib(residentGrowth)), anonymous \(kib(anonymousGrowth)), "
            + "in use \(kib(inUseGrowth))"
    }
}

/// Runs a fuzzer: `body` is called with the generator and the input's number, `count` times.
///
/// The count is `ciCount` (what `swift test` and `scripts/test` run), `longCount` when the
/// environment has `SCANOUT_FUZZ=long` (`scripts/fuzz`), or `SCANOUT_FUZZ_COUNT`; the seed is
/// `seed` unless `SCANOUT_FUZZ_SEED` gives another (`scripts/fuzz` runs round after round with
/// new seeds, each printed).
///
/// The rule for every input: a typed error or a defined result, never a crash, a hang or
/// unbounded memory. A crash ends the process (the runner reports it with the seed printed at
/// the start). A watchdog thread aborts the process, naming the kind, seed and input, when one
/// call runs longer than `deadline` seconds or the process's resident set passes
/// `residentCeiling` bytes (a wall-clock bound, deliberately generous: only a hang or a
/// runaway allocation reaches it).
@discardableResult
public func fuzz(_ kind: String, seed: UInt64, ciCount: Int, longCount: Int, deadline: Double = 30,
                 residentCeiling: Int = 6 << 30,
                 _ body: (inout FuzzRandom, Int) -> FuzzOutcome) -> FuzzReport {
    let environment = FuzzEnvironment()
    let count = environment.count ?? (environment.isLong ? longCount : ciCount)
    let seed = environment.seed ?? seed
    print("fuzz \(kind): \(count) inputs from seed 0x\(String(seed, radix: 16, uppercase: true)), deadline \(deadline) s per call")
    let watchdog = FuzzWatchdog(kind: kind, seed: seed, deadline: deadline, residentCeiling: residentCeiling)
    watchdog.start()
    defer { watchdog.stop() }
    var random = FuzzRandom(seed: seed)
    var results = 0, typedErrors = 0
    var slowest = 0.0
    var warm = FuzzMemory.now()
    for index in 0..<count {
        if index == count / 10 { warm = FuzzMemory.now() }
        let start = monotonicSeconds()
        watchdog.beginCall(index)
        switch body(&random, index) {
        case .result: results += 1
        case .typedError: typedErrors += 1
        }
        watchdog.endCall()
        slowest = max(slowest, monotonicSeconds() - start)
    }
    let end = FuzzMemory.now()
    let report = FuzzReport(kind: kind, seed: seed, inputs: count, results: results, typedErrors: typedErrors,
                            slowestCall: slowest, residentGrowth: end.resident - warm.resident,
                            anonymousGrowth: end.anonymous - warm.anonymous, inUseGrowth: end.inUse - warm.inUse)
    print(report)
    return report
}

/// Whether this is a long run (`SCANOUT_FUZZ=long`).
public var isLongFuzzRun: Bool { FuzzEnvironment().isLong }

/// Where a fuzzing process's memory is, measured after the allocator returned its free pages to
/// the kernel (`malloc_trim(0)`, as the runtime does whenever it goes idle).
///
/// ## Background
/// Measured as it is, the resident set of a fuzzer mostly counts what the allocator keeps: a 1 MB
/// line or a glyph 4,000 pixels tall needs tens of megabytes for a moment, glibc takes them
/// from its heap and keeps them after they are freed. The text fuzzer's resident set grew by
/// about 48 MiB that way (heap 43 → 86 MiB, 75 MiB of it free, in use 9 → 12 MiB), so it could
/// not tell a leak. Returned first, what is left is memory in use and file pages: the fonts'
/// pages read as new scripts come up (17 MiB in that run, bounded by the font files).
public struct FuzzMemory: Sendable {
    /// The resident set, in bytes.
    public var resident: Int
    /// Its anonymous part (`RssAnon`), in bytes.
    public var anonymous: Int
    /// Bytes the allocator handed out and not had back (every arena, and large blocks).
    public var inUse: Int

    /// The process's memory now, after the allocator returned its free pages.
    public static func now() -> FuzzMemory {
        _ = clinux_release_free_heap()
        var system = 0, inUse = 0, free = 0, mapped = 0
        clinux_heap_totals(&system, &inUse, &free, &mapped)
        return FuzzMemory(resident: residentBytes(), anonymous: anonymousResidentBytes(), inUse: inUse + mapped)
    }
}

/// The anonymous part of the resident set (`RssAnon` in `/proc/self/status`), in bytes, or 0.
func anonymousResidentBytes() -> Int {
    guard let status = procFile("/proc/self/status", capacity: 4096) else { return 0 }
    for line in status.split(separator: 0x0A) where line.starts(with: Array("RssAnon:".utf8)) {
        let digits = line.dropFirst(8).filter { $0 >= 0x30 && $0 <= 0x39 }
        return (Int(String(decoding: digits, as: UTF8.self)) ?? 0) * 1024
    }
    return 0
}

/// The process's resident set, in bytes (`/proc/self/statm`), or 0 when unreadable.
public func residentBytes() -> Int {
    guard let statm = procFile("/proc/self/statm", capacity: 128) else { return 0 }
    let fields = statm.split(separator: 0x20)
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The first `capacity` bytes of a `/proc` file (one read), or nil when it cannot be read.
private func procFile(_ path: String, capacity: Int) -> ArraySlice<UInt8>? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: capacity)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return n > 0 ? buffer[0..<n] : nil
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

struct FuzzEnvironment {
    let isLong: Bool
    let count: Int?
    let seed: UInt64?

    init() {
        func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        isLong = value("SCANOUT_FUZZ") == "long"
        count = value("SCANOUT_FUZZ_COUNT").flatMap { Int($0) }
        seed = value("SCANOUT_FUZZ_SEED").flatMap { text in
            text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }
    }
}
