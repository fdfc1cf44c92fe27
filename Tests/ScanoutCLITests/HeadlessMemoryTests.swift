import Glibc
import Graphics
import ScanoutTesting
import Testing

/// `scanout run --headless --memory-every`: memory reports on the virtual clock, and the bound
/// they prove for a long session (docs/vm-suite.md "Soak natively"). Each run is a process of its
/// own, so the allocator's totals count that session alone, not the tests running beside it.
@Suite("scanout run --headless: memory over a long session")
struct HeadlessMemoryTests {
    let products = ChildProcess.productsFolder

    /// The reports' `key=value` numbers, one dictionary per report, in order.
    static func reports(in output: String) -> [[String: Int]] {
        output.split(separator: "\n").filter { $0.contains("memory: rss_kb=") }.map { line in
            var values: [String: Int] = [:]
            for field in line.split(separator: " ") {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
            }
            return values
        }
    }

    @Test("--memory-every reports at the start and every so many seconds of virtual time; it needs --quit-after")
    func reportsOnTheVirtualClock() throws {
        let run = try ChildProcess.run(products + "/scanout", ["run", "--headless", "--screen", "toggles", "--mode", "640x480",
                                                               "--quit-after", "3", "--memory-every", "1"])
        #expect(run.status == 0, "\(run.output)")
        let reports = Self.reports(in: run.output)
        #expect(reports.count == 4, "reports at 0, 1, 2 and 3 s: \(run.output)")
        for report in reports {
            #expect((report["in_use_kb"] ?? 0) > 0 && (report["nodes"] ?? 0) > 0, "\(report)")
            #expect(report["timers"] != nil && report["animations"] != nil && report["touches"] != nil, "the host's census: \(report)")
        }
        let endless = try ChildProcess.run(products + "/scanout", ["run", "--headless", "--memory-every", "1"])
        #expect(endless.status != 0)
        #expect(endless.output.contains("--headless --memory-every needs --quit-after"), "\(endless.output)")
    }

    /// One pass of the soak's kind of session on a 640x480 screen (Board/vm/soak-session.awk at a
    /// size a debug build draws quickly): every screen's switcher item, then a tap, a drag and a
    /// pinch on that screen, and a second's pause.
    static let pass: String = {
        var lines: [String] = []
        let screens = 8, width = (600.0 - 8 * Double(screens - 1)) / Double(screens)
        for screen in 0..<screens {
            lines.append("tap \(Int(20 + Double(screen) * (width + 8) + width / 2)),458")
            lines.append("wait 0.6")
            lines.append("tap \(80 + 60 * screen),\(95 + 38 * screen)")
            lines.append("wait 0.2")
            lines.append("drag \(440 - 30 * screen),\(375 - 25 * screen) \(375 - 30 * screen),\(125 + 12 * screen) duration=0.16")
            lines.append("wait 0.2")
            lines.append("pinch \(250 + 12 * screen),\(190 + 6 * screen) from=\(30 + 12 * screen) to=\(125 - 9 * screen) duration=0.16")
            lines.append("wait 0.14")
        }
        lines.append("wait 1")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The length of ``pass`` in seconds of virtual time (taps 50 ms, the rest as written).
    static let passSeconds = 8 * (0.05 + 0.6 + 0.05 + 0.2 + 0.16 + 0.2 + 0.16 + 0.14) + 1

    /// The memory in use outside the bounded caches the report counts (glyphs, shaped runs,
    /// shape coverage): what a leak would raise.
    static func uncached(_ report: [String: Int]) -> Int {
        (report["in_use_kb"] ?? 0) - (report["glyph_cache_kb"] ?? 0) - (report["shaping_cache_kb"] ?? 0)
            - (report["coverage_cache_kb"] ?? 0)
    }

    @Test("Four passes of the soak's session: two passes later, at the same moment, the memory in use outside the caches and the live nodes are where they were")
    func soakSessionStaysBounded() throws {
        let script = "/tmp/scanout-soak-pass-\(getpid()).touch"
        defer { unlink(script) }
        // Half a second first, so each report falls in the pause that ends a pass; the run ends a
        // quarter of a second after the last report.
        let passes = 4
        try FileBytes.write(Array(("wait 0.5\n" + String(repeating: Self.pass, count: passes)).utf8), to: script)
        let run = try ChildProcess.run(products + "/scanout", [
            "run", "--headless", "--screen", "toggles", "--language", "en", "--appearance", "light", "--mode", "640x480",
            "--script", script, "--quit-after", String(Self.passSeconds * Double(passes) + 0.25),
            "--memory-every", String(Self.passSeconds),
        ])
        #expect(run.status == 0, "\(run.output)")
        let reports = Self.reports(in: run.output)
        try #require(reports.count == passes + 1, "a report before each pass and after the last: \(run.output)")
        // Passes 2 and 4 end in the same state: a tap that turns a switch on in one pass turns it
        // off in the next, so odd and even passes hold different things.
        let warm = reports[2], end = reports[4]
        let growth = Self.uncached(end) - Self.uncached(warm)
        let table = reports.map {
            "in_use_kb=\($0["in_use_kb"] ?? 0) uncached_kb=\(Self.uncached($0)) coverage_cache_kb=\($0["coverage_cache_kb"] ?? 0) "
                + "glyph_cache_kb=\($0["glyph_cache_kb"] ?? 0) nodes=\($0["nodes"] ?? 0)"
        }.joined(separator: "; ")
        #expect(growth <= Self.toleranceKiB, "memory in use outside the caches grew \(growth) KiB in two passes: \(table)")
        #expect(end["nodes"] == warm["nodes"], "live nodes: \(table)")
        #expect(end["timers"] == 0 && end["touches"] == 0, "nothing left armed or held between passes: \(end)")
    }

    /// How far the memory in use outside the caches may move between two passes' reports at the
    /// same moment: eight passes of this session moved it within 10,225–10,501 KiB with no trend
    /// (the caches' own tables, scratch of the passes' last effects), so 256 KiB; a leak of 4 KiB
    /// a gesture (32 gestures a pass) or a screen kept alive (the nodes) is caught.
    static let toleranceKiB = 256
}
