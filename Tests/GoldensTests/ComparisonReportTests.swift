import Glibc
import Goldens
import Graphics
import ScanoutTesting
import Testing

/// The report folder of `scanout compare`, read back by programs written by others: Python's XML
/// parser reads the JUnit file and headless Chromium (Debian's `chromium`, from scripts/setup)
/// opens the HTML page.
@Suite("The comparison report")
struct ComparisonReportTests {
    /// Goldens and renderings with one image of each outcome, and their report.
    func mixedReport() throws -> (report: String, comparison: FolderComparison) {
        let goldens = CompareFixtures.folder("goldens"), actual = CompareFixtures.folder("actual")
        try CompareFixtures.write(["same.png": CompareFixtures.screen(), "app/nudged.png": CompareFixtures.screen(),
                                   "moved <1>.png": CompareFixtures.screen(), "gone.png": CompareFixtures.screen()],
                                  into: goldens)
        try CompareFixtures.write(["same.png": CompareFixtures.screen(),
                                   "app/nudged.png": CompareFixtures.nudged(count: 8, amount: 40),
                                   "moved <1>.png": CompareFixtures.screen(offset: 40, tint: 0xFFFF_3B30),
                                   "new.png": CompareFixtures.screen()], into: actual)
        let report = CompareFixtures.folder("report")
        let comparison = try ComparisonReport.write(goldens: goldens, actual: actual,
                                                    rules: ToleranceRules(default: .perChannel(2, maxDifferingPixels: 10)),
                                                    to: report)
        return (report, comparison)
    }

    @Test("The JUnit file has one test case per image and a failure for each failing image")
    func junit() throws {
        let (report, comparison) = try mixedReport()
        #expect(comparison.failures.map(\.name) == ["gone.png", "moved <1>.png", "new.png"])
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find('testsuite')
            print('tests', suite.get('tests'), 'failures', suite.get('failures'))
            for case in suite.findall('testcase'):
                failure = case.find('failure')
                print('case', case.get('classname'), case.get('name'), failure.get('type') if failure is not None else 'pass')
            """
        let python = try ChildProcess.run("python3", ["-c", script, report + "/junit.xml"])
        #expect(python.status == 0, "\(python.output)")
        let lines = python.output.split(separator: "\n").map(String.init)
        #expect(lines == ["tests 5 failures 3",
                          "case app app/nudged.png pass",
                          "case goldens gone.png missing-actual",
                          "case goldens moved <1>.png different",
                          "case goldens new.png missing-golden",
                          "case goldens same.png pass"])
    }

    @Test("Headless Chromium shows every pair, failures first, every picture loaded, and the slider moves the overlay")
    func htmlInChromium() throws {
        let (report, comparison) = try mixedReport()
        let chromium = try Chromium.dumpDOM(of: report + "/index.html", fragment: "split=30")
        #expect(chromium.status == 0, "\(chromium.output.suffix(2000))")
        let dom = chromium.output
        // Every pair, in order: the three failures, then the one within tolerance, then the identical one.
        let sections = DOMText.attributes("data-name", ofTag: "section", in: dom)
        #expect(sections == ["gone.png", "moved <1>.png", "new.png", "app/nudged.png", "same.png"])
        #expect(DOMText.attributes("data-outcome", ofTag: "section", in: dom)
                == ["missing-actual", "different", "missing-golden", "within-tolerance", "identical"])
        #expect(comparison.images.count == sections.count)
        // The script ran after the load: every image arrived (none broken), diffs included.
        #expect(DOMText.attributes("data-images-broken", ofTag: "body", in: dom) == ["0"])
        // golden+actual+diff+overlay(2) for the two changed pairs, golden+actual+overlay(2) for the
        // identical one, one image each for the two missing on one side.
        #expect(DOMText.attributes("data-images-loaded", ofTag: "body", in: dom) == ["16"])
        #expect(dom.contains("src=\"diff/moved%20%3C1%3E.png\"") && dom.contains("src=\"diff/app/nudged.png\""))
        #expect(dom.contains("1600 pixels differ (largest channel difference 255"))
        // `#split=30` moved every slider; the input handler set each overlay's split.
        let overlays = DOMText.attributes("style", ofTag: "div", in: dom).filter { $0.hasPrefix("--split") }
        #expect(overlays == ["--split: 30%;", "--split: 30%;", "--split: 30%;"])
        #expect(DOMText.attributes("data-failed", ofTag: "body", in: dom) == ["3"])
    }
}

/// Running Debian's headless `chromium` on a local page.
enum Chromium {
    /// The DOM of `file` after its load event and scripts, as Chromium serializes it.
    static func dumpDOM(of file: String, fragment: String = "") throws -> ChildProcess {
        let profile = CompareFixtures.folder("chromium-profile")
        return try ChildProcess.run("chromium", [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + profile, "--virtual-time-budget=5000", "--dump-dom",
            "file://" + file + (fragment.isEmpty ? "" : "#" + fragment),
        ])
    }
}

/// Reading attributes out of serialized HTML, enough for checking a report page.
enum DOMText {
    /// The values of `attribute` on every `<tag …>` in `html`, in document order.
    static func attributes(_ attribute: String, ofTag tag: String, in html: String) -> [String] {
        var values: [String] = []
        for piece in html.split(separator: "<" + tag + " ").dropFirst() {
            let head = " " + piece.prefix(while: { $0 != ">" })
            guard let range = head.firstRange(of: " " + attribute + "=\"") else { continue }
            let value = String(head[range.upperBound...].prefix(while: { $0 != "\"" }))
            values.append(value.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&"))
        }
        return values
    }
}
