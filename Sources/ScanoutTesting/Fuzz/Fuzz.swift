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
    /// The resident set's growth from the end of the warm-up (the first tenth) to the end, in bytes.
    public let residentGrowth: Int

    public var description: String {
        "fuzz \(kind): \(inputs) inputs (seed 0x\(String(seed, radix: 16, uppercase: true))), \(results) results, "
            + "\(typedErrors) typed errors, 0 crashes, 0 hangs; slowest call \(Int(slowestCall * 1000)) ms; "
            + "resident \(residentGrowth >= 0 ? "+" : "")\(residentGrowth / 1024) KiB after warm-up"
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
    var warmResident = residentBytes()
    for index in 0..<count {
        if index == count / 10 { warmResident = residentBytes() }
        let start = monotonicSeconds()
        watchdog.beginCall(index)
        switch body(&random, index) {
        case .result: results += 1
        case .typedError: typedErrors += 1
        }
        watchdog.endCall()
        slowest = max(slowest, monotonicSeconds() - start)
    }
    let report = FuzzReport(kind: kind, seed: seed, inputs: count, results: results, typedErrors: typedErrors,
                            slowestCall: slowest, residentGrowth: residentBytes() - warmResident)
    print(report)
    return report
}

/// Whether this is a long run (`SCANOUT_FUZZ=long`): tests then also bound memory growth, which
/// a short run sharing its process with parallel tests cannot judge.
public var isLongFuzzRun: Bool { FuzzEnvironment().isLong }

/// The process's resident set, in bytes (`/proc/self/statm`), or 0 when unreadable.
public func residentBytes() -> Int {
    let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { return 0 }
    let fields = buffer[0..<n].split(separator: 0x20)
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
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
