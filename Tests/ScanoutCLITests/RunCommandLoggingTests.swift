import Glibc
import Graphics
import ScanoutTesting
import Testing

/// `scanout run` logs through swift-log as `scanout boot` does: levels, the journal's `<N>`
/// priority prefix under systemd, `SCANOUT_LOG_LEVEL` obeyed.
@Suite("scanout run's log")
struct RunCommandLoggingTests {
    let products = ChildProcess.productsFolder

    /// A board whose card does not exist and whose policy is to render headless: the session
    /// warns and goes on (no display, input or VT is touched).
    private func board() throws -> String {
        let path = "/tmp/scanout-run-log-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).conf"
        try FileBytes.write(Array("mode = 320x240\ncard = /nonexistent/dri/card9\nno-display = headless\n".utf8), to: path)
        return path
    }

    private func run(_ profile: String, environment: [String: String]) throws -> ChildProcess {
        try ChildProcess.run(products + "/scanout",
                             ["run", "--scene", "demo", "--board", profile, "--quit-after", "0.2", "--no-input", "--no-vt"],
                             environment: environment)
    }

    @Test("Under systemd a fallback is a warning line with priority 4, the session's news info lines with 6")
    func journalPriorities() throws {
        let profile = try board()
        defer { unlink(profile) }
        let run = try run(profile, environment: ["JOURNAL_STREAM": "8:1234", "SCANOUT_LOG_LEVEL": "info"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let fallback = lines.filter { $0.contains("/nonexistent/dri/card9") }
        #expect(fallback.count == 1, "\(run.output)")
        #expect(fallback.first?.hasPrefix("<4>scanout: ") == true, "\(fallback)")
        let headless = fallback.first?.contains("rendering headless (board profile no-display = headless)") == true
        let fbdev = fallback.first?.contains("using the fbdev fallback") == true
        #expect(headless || fbdev, "\(fallback)")
        // Every message of the session is one prefixed line: nothing printed around the logger.
        let logged = lines.filter { $0.hasPrefix("<") }
        let priorities = (2...7).map { "<\($0)>scanout: " }
        #expect(!logged.isEmpty && logged.allSatisfy { line in priorities.contains { line.hasPrefix($0) } },
                "\(run.output)")
    }

    @Test("On a terminal the level is written out; SCANOUT_LOG_LEVEL=error keeps warnings out")
    func terminalFormatAndLevel() throws {
        let profile = try board()
        defer { unlink(profile) }
        if getenv("JOURNAL_STREAM") == nil {
            let terminal = try run(profile, environment: ["SCANOUT_LOG_LEVEL": "info"])
            #expect(terminal.status == 0, "\(terminal.output)")
            let fallback = terminal.output.split(separator: "\n").filter { $0.contains("/nonexistent/dri/card9") }
            #expect(fallback.count == 1 && fallback[0].hasPrefix("scanout: warning: "), "\(terminal.output)")
        }
        let quiet = try run(profile, environment: ["JOURNAL_STREAM": "8:1234", "SCANOUT_LOG_LEVEL": "error"])
        #expect(quiet.status == 0, "\(quiet.output)")
        #expect(!quiet.output.contains("/nonexistent/dri/card9"), "\(quiet.output)")
    }
}
