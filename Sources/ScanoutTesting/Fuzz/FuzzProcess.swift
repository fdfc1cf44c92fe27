import Glibc

/// Runs a fuzzer's test in a process of its own, so that its memory check measures its own
/// memory: in `swift test` every other test runs in the same process at the same time, and their
/// allocations would be counted as the fuzzer's.
///
/// ```swift
/// import ScanoutTesting
/// import Testing
///
/// @Test func randomText() throws {
///     guard FuzzProcess.isOwnProcess else {
///         let run = try FuzzProcess.run(test: "TextFuzzTests/randomText")
///         #expect(run.status == 0, "\(run.output)")
///         return
///     }
///     let report = fuzz("text", seed: 1, ciCount: 200, longCount: 100_000) { random, _ in
///         _ = String(repeating: "a", count: random.below(64))   // the call under test
///         return .result
///     }
///     #expect(report.anonymousGrowth < 32 << 20)
/// }
/// ```
public enum FuzzProcess {
    /// Whether this process was started by ``run(test:)`` (`SCANOUT_FUZZ_OWN_PROCESS` is set).
    public static var isOwnProcess: Bool { getenv(environmentName) != nil }

    /// Runs the Swift Testing tests `filter` names in a new process of this test binary (with this
    /// process's environment, so `SCANOUT_FUZZ=long` and a seed carry over), and waits for it.
    ///
    /// - Throws: ``ChildProcessError`` when the binary cannot be started.
    public static func run(test filter: String) throws(ChildProcessError) -> ChildProcess {
        try ChildProcess.run(executablePath(), ["--testing-library", "swift-testing", "--filter", filter],
                             environment: [environmentName: "1"])
    }

    static let environmentName = "SCANOUT_FUZZ_OWN_PROCESS"

    /// This process's executable (the test binary), resolved from `/proc/self/exe`.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "/proc/self/exe" }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
