import Glibc
import Graphics
import ScanoutTesting
import Testing

/// Every death says why (issue 36): the real `scanout` executable, crashed on purpose by its test
/// hook (`SCANOUT_CRASH_AFTER_FRAMES`, `SCANOUT_CRASH_KIND`), writes a crash report to its state
/// folder and to standard error, and still ends on the signal (docs/reliability.md, "The crash
/// report").
@Suite("Crash report")
struct CrashReportTests {
    let scanout = ChildProcess.productsFolder + "/scanout"

    /// A Swift trap: SIGILL on x86-64 (`ud2`), SIGTRAP on arm64 (`brk`).
    #if arch(x86_64)
        static let trapSignal = SIGILL, trapName = "SIGILL"
    #else
        static let trapSignal = SIGTRAP, trapName = "SIGTRAP"
    #endif

    /// The logger's prefix of the report's lines on standard error (the test's own environment
    /// may be the journal's).
    let prefix = getenv("JOURNAL_STREAM") == nil ? "scanout: critical: crash: " : "<2>scanout: crash: "

    private func folder() -> String {
        "/tmp/scanout-crash-\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
    }

    /// The demo scene headless, animating (a frame every 1/60 s of virtual time), its crash
    /// reports going to `folder`.
    private func run(folder: String?, environment: [String: String]) throws -> ChildProcess {
        try ChildProcess.run(
            scanout,
            ["run", "--headless", "--scene", "demo", "--animate", "2", "--quit-after", "1"]
                + (folder.map { ["--state-folder", $0] } ?? []),
            environment: ["SWIFT_BACKTRACE": "enable=no", "SCANOUT_LOG_LEVEL": "info"].merging(environment) { $1 })
    }

    private func reports(in folder: String, of command: String = "scanout-run") -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(command + "-crash-") { names.append(folder + "/" + name) }
        }
        return names.sorted()
    }

    private func remove(_ folder: String) {
        for path in reports(in: folder) { unlink(path) }
        unlink(folder + "/scanout-run.starts")
        rmdir(folder)
    }

    @Test("A Swift trap writes the report to the state folder and the journal, then ends the process on the signal")
    func trapReport() throws {
        let folder = folder()
        defer { remove(folder) }
        let run = try run(folder: folder, environment: ["SCANOUT_CRASH_AFTER_FRAMES": "5"])
        #expect(run.status == 128 + Self.trapSignal, "\(run.output)")
        let files = reports(in: folder)
        try #require(files.count == 1, "\(files) \(run.output)")
        let report = String(decoding: try FileBytes.read(files[0]), as: UTF8.self)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.first == "scanout crash report", "\(report)")
        #expect(lines.contains { $0.hasPrefix("signal: \(Self.trapSignal) (\(Self.trapName)) code=") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("time: 20") && $0.contains("Z (unix ") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("program: ") && $0.contains("run --headless --scene demo") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("boot: ") && $0.hasSuffix("start 1 of this boot (0 restarts before it)") },
                "\(report)")
        #expect(lines.contains("frames: 5 drawn; the last (number host_ms render_us damaged_px):"), "\(report)")
        // The frames on the virtual clock, 1/60 s apart: 0, 17, 33, 50, 67 ms.
        let frames = lines.filter { $0.hasPrefix("frame ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(frames.map { $0[1] } == ["1", "2", "3", "4", "5"], "\(report)")
        #expect(frames.map { $0[2] } == ["0", "17", "33", "50", "67"], "\(report)")
        #expect(frames.first?[4] == "\(1280 * 800)", "the first frame is drawn whole: \(report)")
        // The journal's copy: the same lines behind the logger's prefix, and where the file is.
        for line in lines {
            #expect(run.output.contains(prefix + line), "\(line) \(run.output)")
        }
        #expect(run.output.contains(prefix + "report written to \(files[0])"), "\(run.output)")
    }

    @Test("Under systemd each line of the report has the journal's critical priority")
    func journalPriority() throws {
        let folder = folder()
        defer { remove(folder) }
        let run = try run(folder: folder, environment: ["SCANOUT_CRASH_AFTER_FRAMES": "2", "JOURNAL_STREAM": "8:1234"])
        #expect(run.status == 128 + Self.trapSignal, "\(run.output)")
        let crash = run.output.split(separator: "\n").filter { $0.contains("crash: ") && !$0.contains("crash reports") }
        #expect(crash.count > 10 && crash.allSatisfy { $0.hasPrefix("<2>scanout: crash: ") }, "\(run.output)")
    }

    @Test("A segmentation fault and a stack overflow are reported, and end the process on SIGSEGV")
    func faultReports() throws {
        for kind in ["segv", "stack"] {
            let folder = folder()
            defer { remove(folder) }
            let run = try run(folder: folder, environment: ["SCANOUT_CRASH_AFTER_FRAMES": "2", "SCANOUT_CRASH_KIND": kind])
            #expect(run.status == 128 + SIGSEGV, "\(kind): \(run.output)")
            let files = reports(in: folder)
            try #require(files.count == 1, "\(kind): \(files) \(run.output)")
            let report = String(decoding: try FileBytes.read(files[0]), as: UTF8.self)
            #expect(report.contains("\nsignal: 11 (SIGSEGV) code="), "\(kind): \(report)")
            #expect(report.contains("\nframes: 2 drawn;"), "\(kind): \(report)")
            if kind == "segv" { #expect(report.contains(" address=0x10\n"), "\(report)") }
        }
    }

    @Test("An abort is reported with the signal's sender and ends the process on SIGABRT")
    func abortReport() throws {
        let folder = folder()
        defer { remove(folder) }
        let run = try run(folder: folder, environment: ["SCANOUT_CRASH_AFTER_FRAMES": "2", "SCANOUT_CRASH_KIND": "abort"])
        #expect(run.status == 128 + SIGABRT, "\(run.output)")
        let report = try reports(in: folder).first.map { String(decoding: try FileBytes.read($0), as: UTF8.self) } ?? ""
        #expect(report.contains("\nsignal: 6 (SIGABRT) code=-6 sent by pid "), "\(report) \(run.output)")
    }

    @Test("Swift's backtracer still reports the crash after the report (the previous handler is chained)")
    func backtracerChained() throws {
        let folder = folder()
        defer { remove(folder) }
        let run = try run(
            folder: folder,
            environment: [
                "SCANOUT_CRASH_AFTER_FRAMES": "3",
                "SWIFT_BACKTRACE": "enable=yes,sanitize=yes,threads=all,interactive=no,color=no",
            ])
        #expect(run.status == 128 + Self.trapSignal, "\(run.output)")
        let lines = run.output.split(separator: "\n")
        let report = lines.firstIndex { $0.hasPrefix(prefix + "signal: ") }
        let backtrace = lines.firstIndex { $0.contains("Backtracing from") }
        #expect(report != nil && backtrace != nil, "\(run.output)")
        if let report, let backtrace { #expect(report < backtrace, "\(run.output)") }
        #expect(reports(in: folder).count == 1, "\(run.output)")
    }

    @Test("Starts are counted per boot in the state folder; the report names the restarts; old reports are pruned")
    func restartsCounted() throws {
        let folder = folder()
        defer { remove(folder) }
        let first = try run(folder: folder, environment: [:])
        #expect(first.status == 0 && first.output.contains("crash reports: \(folder)"), "\(first.output)")
        // Reports of earlier crashes: the oldest go, 19 stay beside the one to come.
        for i in 0..<25 {
            try FileBytes.write(Array("old\n".utf8), to: folder + "/scanout-run-crash-20200101-0000\(i < 10 ? "0" : "")\(i)-1.txt")
        }
        let second = try run(folder: folder, environment: [:])
        #expect(second.output.contains("started 2 times since the boot (1 restarts); crash reports in \(folder)"),
                "\(second.output)")
        #expect(reports(in: folder).count == 19, "\(reports(in: folder))")
        #expect(reports(in: folder).first?.hasSuffix("-20200101-000006-1.txt") == true, "\(reports(in: folder))")
        let crash = try run(folder: folder, environment: ["SCANOUT_CRASH_AFTER_FRAMES": "1"])
        #expect(crash.status == 128 + Self.trapSignal, "\(crash.output)")
        #expect(crash.output.contains("start 3 of this boot (2 restarts before it)"), "\(crash.output)")
        let starts = String(decoding: try FileBytes.read(folder + "/scanout-run.starts"), as: UTF8.self)
        #expect(starts.hasSuffix(" 3\n") && starts.count > 30, "\(starts)")
        // A count from another boot starts again at 1.
        try FileBytes.write(Array("another-boot 41\n".utf8), to: folder + "/scanout-run.starts")
        let later = try run(folder: folder, environment: [:])
        #expect(later.output.contains("crash reports: \(folder)") && !later.output.contains("started 42"),
                "\(later.output)")
    }

    @Test("On the display session the report goes to the board profile's state folder")
    func boardStateFolder() throws {
        let folder = folder()
        defer { remove(folder) }
        // A board with no card that renders headless: the display session, not --headless.
        let profile = folder + ".conf"
        defer { unlink(profile) }
        try FileBytes.write(
            Array("mode = 320x240\ncard = /nonexistent/dri/card9\nno-display = headless\nstate = \(folder)\n".utf8),
            to: profile)
        let run = try ChildProcess.run(
            scanout, ["run", "--scene", "demo", "--animate", "2", "--board", profile, "--quit-after", "1", "--no-input", "--no-vt"],
            environment: ["SWIFT_BACKTRACE": "enable=no", "SCANOUT_LOG_LEVEL": "info", "SCANOUT_CRASH_AFTER_FRAMES": "3"])
        #expect(run.status == 128 + Self.trapSignal, "\(run.output)")
        let files = reports(in: folder)
        try #require(files.count == 1, "\(files) \(run.output)")
        let report = String(decoding: try FileBytes.read(files[0]), as: UTF8.self)
        #expect(report.contains("\nframes: 3 drawn;") && report.contains("start 1 of this boot"), "\(report)")
    }

    @Test("Without a usable state folder the report still reaches standard error")
    func noFolder() throws {
        let run = try run(folder: "/proc/scanout-crash-reports", environment: ["SCANOUT_CRASH_AFTER_FRAMES": "2"])
        #expect(run.status == 128 + Self.trapSignal, "\(run.output)")
        #expect(run.output.contains("crash reports: cannot create /proc/scanout-crash-reports"), "\(run.output)")
        #expect(run.output.contains(prefix + "frames: 2 drawn;"), "\(run.output)")
        #expect(!run.output.contains("report written"), "\(run.output)")
    }

    @Test("The boot splash on a display reports a crash too: waiting for a card, a SIGSEGV sent to it writes scanout-boot's report to the board's state folder and ends it on the signal")
    func bootReport() throws {
        let folder = folder()
        let profile = folder + ".conf", log = folder + ".log"
        defer {
            for path in reports(in: folder, of: "scanout-boot") { unlink(path) }
            for path in [folder + "/scanout-boot.starts", folder + "/fonts.index", profile, log, folder + ".sock"] { unlink(path) }
            rmdir(folder)
        }
        // No card: the splash waits for one (its display session, not --headless) until the signal.
        try FileBytes.write(Array("mode = 320x240\ncard = /nonexistent/dri/card9\nstate = \(folder)\n".utf8), to: profile)
        let run = try ChildProcess.run("/bin/sh", ["-c", """
            "$0" boot --board "$1" --no-input --no-vt --socket "$2" > "$3" 2>&1 &
            pid=$!
            for i in $(seq 200); do grep -q 'crash reports:' "$3" && break; sleep 0.05; done
            kill -SEGV $pid; wait $pid; echo "status=$?"; cat "$3"
            """, scanout, profile, folder + ".sock", log],
            environment: ["SWIFT_BACKTRACE": "enable=no", "SCANOUT_LOG_LEVEL": "info"])
        #expect(run.output.contains("status=\(128 + SIGSEGV)"), "ended on the signal: \(run.output)")
        #expect(run.output.contains("crash reports: \(folder)"), "\(run.output)")
        let files = reports(in: folder, of: "scanout-boot")
        try #require(files.count == 1, "\(files) \(run.output)")
        let report = String(decoding: try FileBytes.read(files[0]), as: UTF8.self)
        #expect(report.hasPrefix("scanout crash report\nsignal: 11 (SIGSEGV) code=0 sent by pid "), "\(report)")
        #expect(report.contains("\nprogram: \(scanout) boot --board \(profile)") && report.contains("start 1 of this boot"),
                "\(report)")
        #expect(run.output.contains(prefix + "report written to \(files[0])"), "\(run.output)")
    }
}
