import Glibc
import Goldens
import Graphics
import Testing

/// The parts of a matrix rendered on several machines, gathered and compared as one.
@Suite("Gathering the parts of a split run")
struct ReportPartsTests {
    let rules = ToleranceRules(default: .perChannel(2))

    @Test("Parts gathered are compared as one folder; a golden no part rendered is missing")
    func gatheredParts() throws {
        let goldens = CompareFixtures.folder("goldens")
        try CompareFixtures.write(["a.png": CompareFixtures.screen(), "b.png": CompareFixtures.screen(offset: 30),
                                   "c.png": CompareFixtures.screen(offset: 40)], into: goldens)
        let first = CompareFixtures.folder("part1"), second = CompareFixtures.folder("part2")
        try CompareFixtures.write(["a.png": CompareFixtures.screen()], into: first)
        try CompareFixtures.write(["b.png": CompareFixtures.screen(offset: 30)], into: second)
        let gathered = CompareFixtures.folder("gathered")
        #expect(try ReportParts.gather([first, second], into: gathered) == 2)
        let result = try FolderComparison.compare(goldens: goldens, actual: gathered, rules: rules)
        #expect(result.images.map(\.name) == ["a.png", "b.png", "c.png"])
        #expect(result.failures.map(\.name) == ["c.png"])
        #expect(result.failures.first?.outcome == .missingActual)

        // The third part arrives: everything passes. What an earlier gathering left is gone.
        let third = CompareFixtures.folder("part3")
        try CompareFixtures.write(["c.png": CompareFixtures.screen(offset: 40)], into: third)
        #expect(try ReportParts.gather([third, first, second], into: gathered) == 3)
        #expect(try FolderComparison.compare(goldens: goldens, actual: gathered, rules: rules).passed)
        #expect(try ReportParts.gather([first], into: gathered) == 1)
        #expect(access(gathered + "/b.png", F_OK) != 0)
    }

    @Test("A part's report folder counts as its renderings; one image in two parts must be the same file")
    func reportFoldersAndOverlaps() throws {
        let goldens = CompareFixtures.folder("goldens")
        try CompareFixtures.write(["a.png": CompareFixtures.screen(), "b.png": CompareFixtures.screen(offset: 30)],
                                  into: goldens)
        let rendered = CompareFixtures.folder("rendered"), report = CompareFixtures.folder("report")
        try CompareFixtures.write(["a.png": CompareFixtures.screen()], into: rendered)
        // One share compared alone: the golden it did not render is left out, not missing.
        let share = try ComparisonReport.write(goldens: goldens, actual: rendered, rules: rules, to: report,
                                               renderedOnly: true)
        #expect(share.passed && share.images.map(\.name) == ["a.png"])
        #expect(ReportParts.renderings(in: report) == report + "/actual")
        #expect(ReportParts.renderings(in: rendered) == rendered)

        let same = CompareFixtures.folder("same"), other = CompareFixtures.folder("other")
        try CompareFixtures.write(["a.png": CompareFixtures.screen()], into: same)
        try CompareFixtures.write(["a.png": CompareFixtures.screen(offset: 50)], into: other)
        let gathered = CompareFixtures.folder("gathered")
        #expect(try ReportParts.gather([report, same], into: gathered) == 1)
        #expect(throws: CompareError.overlappingParts(name: "a.png", first: report + "/actual", second: other)) {
            try ReportParts.gather([report, other], into: gathered)
        }
        // Gathering into a part's own renderings would delete them first: refused.
        #expect(throws: CompareError.self) { try ReportParts.gather([report], into: report + "/actual/") }
        #expect(access(report + "/actual/a.png", F_OK) == 0)
    }
}
