import Gallery
import Glibc
import Graphics
import ScanoutTesting
import Testing

/// The soak proves what it covered: the gallery's memory reports say which screen is shown and
/// whether the keyboard is up, and `scripts/vm/soakcoverage.py` (which `scripts/soak` and
/// `scripts/soak-native` use) fails when a screen is never seen after the warm-up or the keyboard
/// stays up too long. One real headless session (every switcher item, then a field on the form
/// screen), its reports checked, then fed to the checker as they are and doctored.
@Suite("Soak coverage: the gallery's reports and the check on them")
struct SoakCoverageTests {
    let products = ChildProcess.productsFolder
    static let root = String(#filePath.dropLast("Tests/ScanoutCLITests/SoakCoverageTests.swift".count))
    static let checker = root + "scripts/vm/soakcoverage.py"

    /// Every switcher item at 640x480 in turn (1.8 s each, so each screen spans a report a
    /// second), then a tap on the form's name field and 3 s with the keyboard up.
    static let tour: String = {
        var lines = ["wait 0.5"]
        let screens = GalleryScreen.allCases.count, width = (600.0 - 8 * Double(screens - 1)) / Double(screens)
        for screen in 0..<screens {
            lines.append("tap \(Int(20 + Double(screen) * (width + 8) + width / 2)),458")
            lines.append("wait 1.8")
        }
        lines.append("tap 200,130")  // the form's name field
        lines.append("wait 3")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The `key=value` words of each report line, in order.
    static func reports(in output: String) -> [[String: String]] {
        output.split(separator: "\n").filter { $0.contains("memory: rss_kb=") }.map { line in
            var words: [String: String] = [:]
            for field in line.split(separator: " ") {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { words[String(pair[0])] = String(pair[1]) }
            }
            return words
        }
    }

    /// Runs the checker on `log` with `arguments`.
    func check(_ log: String, _ arguments: [String]) throws -> ChildProcess {
        let path = "/tmp/scanout-soak-coverage-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        defer { unlink(path) }
        try FileBytes.write(Array(log.utf8), to: path)
        return try ChildProcess.run("python3", [Self.checker] + arguments + [path])
    }

    @Test("A session through every switcher item: the reports name each screen and the keyboard; the check passes it, and fails it without a screen, with the keyboard up too long, or with a screen seen only in the warm-up")
    func tourIsCoveredAndTheCheckCatchesGaps() throws {
        let script = "/tmp/scanout-soak-tour-\(getpid()).touch"
        defer { unlink(script) }
        try FileBytes.write(Array(Self.tour.utf8), to: script)
        let seconds = 0.5 + 1.85 * Double(GalleryScreen.allCases.count) + 3.05
        let run = try ChildProcess.run(products + "/scanout", [
            "run", "--headless", "--screen", "toggles", "--language", "en", "--appearance", "light", "--mode", "640x480",
            "--script", script, "--quit-after", String(seconds.rounded(.up)), "--memory-every", "1",
        ])
        #expect(run.status == 0, "\(run.output)")
        let reports = Self.reports(in: run.output)
        try #require(reports.count >= 18, "a report a second: \(run.output)")
        for (i, report) in reports.enumerated() {
            #expect(report["elapsed_ms"] == String(i * 1000), "the reports are a second apart on the virtual clock: \(report)")
            #expect(report["keyboard"] == "up" || report["keyboard"] == "down", "\(report)")
            #expect(report["modals"] == "0", "\(report)")
        }
        #expect(reports[0]["screen"] == "toggles" && reports[0]["keyboard"] == "down")
        let seen = Set(reports.compactMap { $0["screen"] })
        #expect(seen == Set(GalleryScreen.allCases.map(\.rawValue)), "every screen shown: \(reports.map { $0["screen"] ?? "?" })")
        let keyboardUp = reports.filter { $0["keyboard"] == "up" }
        #expect(keyboardUp.count >= 2 && keyboardUp.allSatisfy { $0["screen"] == "form" },
                "the keyboard comes up for the form's field, and only there: \(reports.map { "\($0["screen"] ?? "?"):\($0["keyboard"] ?? "?")" })")

        // The checker's own list of screens is the gallery's.
        let listed = try ChildProcess.run("python3", [Self.checker, "--list-screens"])
        let firstLine: String? = listed.output.split(separator: "\n").first.map(String.init)
        let screens: String = GalleryScreen.allCases.map(\.rawValue).joined(separator: ",")
        #expect(firstLine == screens)

        let passed = try check(run.output, ["--max-keyboard-share", "0.5"])
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("soakcoverage: PASSED"), "\(passed.output)")
        #expect(passed.output.contains("form="), "counts per screen: \(passed.output)")

        // Pickers shown only between two reports (a stalled guest): its visit count still rose.
        let withoutPickers = run.output.split(separator: "\n").filter { !$0.contains("screen=pickers") }.joined(separator: "\n")
        let between = try check(withoutPickers, ["--max-keyboard-share", "0.5"])
        #expect(between.status == 0, "\(between.output)")
        #expect(between.output.contains("shown only between reports: pickers"), "\(between.output)")
        // Never shown at all: no report names it and no visit count rose.
        let neverShown = withoutPickers.replacing(/\svisits=\S+/, with: "")
        let missing = try check(neverShown, ["--max-keyboard-share", "0.5"])
        #expect(missing.status == 1, "\(missing.output)")
        #expect(missing.output.contains("never seen after the warm-up: pickers"), "\(missing.output)")

        let keyboard = try check(run.output, ["--max-keyboard-share", "0.05"])
        #expect(keyboard.status == 1, "\(keyboard.output)")
        #expect(keyboard.output.contains("the keyboard was up in"), "\(keyboard.output)")

        // Buttons, the first item, is shown from 0.55 s to 2.4 s: reports at 1 and 2 s only.
        let warmUp = try check(run.output, ["--max-keyboard-share", "0.5", "--warm-up-seconds", "2.5"])
        #expect(warmUp.status == 1, "\(warmUp.output)")
        #expect(warmUp.output.contains("never seen after the warm-up: buttons\n"), "\(warmUp.output)")
    }

    @Test("Seed 36 of the soak's session at the VM's timing, 90 s: no modal stays up for more than 3 reports in a row, and after 54 s the switcher still shows screen after screen (before the session left modals, seed 36's tap on the modals screen brought one up at 54 s that stayed 22 s)")
    func seedThirtySixLeavesModals() throws {
        let script = "/tmp/scanout-soak-seed36-\(getpid()).touch"
        defer { unlink(script) }
        let written = try ChildProcess.run("python3", [Self.root + "scripts/soak-native", "--minutes", "1.5", "--seed", "36",
                                                       "--write-script", script])
        try #require(written.status == 0, "\(written.output)")
        let run = try ChildProcess.run(products + "/scanout", [
            "run", "--headless", "--screen", "toggles", "--language", "en", "--appearance", "light", "--mode", "1024x768",
            "--script", script, "--quit-after", "90", "--memory-every", "1",
        ])
        #expect(run.status == 0, "\(run.output)")
        let reports = Self.reports(in: run.output)
        try #require(reports.count >= 90, "a report a second: \(run.output)")
        let shown = reports.map { "\(($0["elapsed_ms"] ?? "?").dropLast(3)) s \($0["screen"] ?? "?") modals=\($0["modals"] ?? "?")" }
        var inARow = 0, longest = 0
        for report in reports {
            inARow = report["modals"] == "0" ? 0 : inARow + 1
            longest = max(longest, inARow)
        }
        #expect(longest <= 3, "a modal was up in \(longest) reports in a row: \(shown)")
        let late = Set(reports.filter { (Int($0["elapsed_ms"] ?? "") ?? 0) >= 54_000 }.compactMap { $0["screen"] })
        #expect(late.count >= 4, "screens shown after 54 s: \(late.sorted()); \(shown)")
    }

    @Test("The VM soak's cuts scale with the guest's measured pace, a screen shown only between two reports counts by its visits, and a seed's tour is the median of its memory reports with the heap at malloc's bytes in use and the caches left out: scripts/vm/test_soakpace.py passes (three seeds on a guest at pace 1.3 pass with the windows scaled and fail cut at the nominal times; a tour across the idle trims passes, fuller caches pass, a 1.5 MiB heap leak fails)")
    func paceScalingPasses() throws {
        let run = try ChildProcess.run("python3", [Self.root + "scripts/vm/test_soakpace.py"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Ran 14 tests") && run.output.contains("OK"), "\(run.output)")
    }

    @Test("Event jitter (scripts/soak-native --event-jitter-ms): the same seed writes the same script, another jitter seed another; every finger that goes down comes up, no wait is negative, and the jitter stretches some taps into long presses and squeezes others into one millisecond; the gallery plays 40 s of it and every touch ends")
    func eventJitterIsDeterministicAndPlays() throws {
        func write(_ arguments: [String]) throws -> String {
            let path = "/tmp/scanout-soak-event-jitter-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).touch"
            defer { unlink(path) }
            let written = try ChildProcess.run("python3", [Self.root + "scripts/soak-native", "--minutes", "0.67", "--seed", "7",
                                                           "--write-script", path] + arguments)
            try #require(written.status == 0, "\(written.output)")
            return String(decoding: try FileBytes.read(path), as: UTF8.self)
        }
        let script = try write(["--event-jitter-ms", "700"])
        #expect(try write(["--event-jitter-ms", "700"]) == script, "the same seed, the same script")
        #expect(try write(["--event-jitter-ms", "700", "--jitter-seed", "8"]) != script, "another jitter seed, other times")
        let plain = try write(["--event-jitter-ms", "0"])
        #expect(plain != script)

        // Walk the script: fingers down and up, each tap's hold (down 1 … up 1 with no move between).
        var down: Set<String> = [], holds: [Double] = [], now = 0.0, pressed: Double?
        var downs = 0
        for line in script.split(separator: "\n") {
            let word = line.split(separator: " ")
            switch word.first {
            case "wait":
                let seconds = try #require(Double(word[1]), "\(line)")
                #expect(seconds >= 0, "\(line)")
                now += seconds
            case "down":
                #expect(down.insert(String(word[1])).inserted, "finger \(word[1]) down twice")
                downs += 1
                pressed = word[1] == "1" ? now : nil
            case "move":
                #expect(down.contains(String(word[1])), "\(line) with the finger up")
                pressed = nil
            case "up":
                #expect(down.remove(String(word[1])) != nil, "\(line) with the finger up")
                if let start = pressed, down.isEmpty { holds.append(now - start) }
                pressed = nil
            default: Issue.record("a line the converter should not write: \(line)")
            }
        }
        #expect(down.isEmpty, "fingers still down at the end: \(down)")
        // The session without jitter, as gestures: a tap or a drag puts one finger down, a pinch two.
        let gestures = plain.split(separator: "\n")
        let fingers = gestures.filter { $0.hasPrefix("tap ") || $0.hasPrefix("drag ") }.count
            + 2 * gestures.filter { $0.hasPrefix("pinch ") }.count
        #expect(fingers > 40 && downs == fingers, "the same touches, other times: \(downs) fingers down, \(fingers) in the session")
        // uinput-touch holds a tap 60 ms; 0-700 ms of lateness per event moves it both ways.
        #expect(holds.count > 20, "\(holds.count) taps")
        #expect(holds.contains { $0 > 0.5 }, "a tap held past a long press's 0.5 s: \(holds)")
        #expect(holds.contains { $0 < 0.002 }, "a tap down and up in one millisecond: \(holds)")
        #expect(abs(now - 40.7) < 1.5, "the session keeps its length: \(now) s")

        let path = "/tmp/scanout-soak-event-jitter-\(getpid()).touch"
        defer { unlink(path) }
        try FileBytes.write(Array(script.utf8), to: path)
        let run = try ChildProcess.run(products + "/scanout", [
            "run", "--headless", "--screen", "toggles", "--language", "en", "--appearance", "light", "--mode", "1024x768",
            "--script", path, "--quit-after", "42", "--memory-every", "1",
        ])
        #expect(run.status == 0, "\(run.output)")
        let reports = Self.reports(in: run.output)
        #expect(reports.count >= 40, "a report a second: \(run.output.suffix(2_000))")
        #expect(reports.last?["touches"] == "0", "every touch ended: \(reports.last ?? [:])")
        #expect(Set(reports.compactMap { $0["screen"] }).count >= 4, "the switcher still works: \(reports.map { $0["screen"] ?? "?" })")
    }
}
