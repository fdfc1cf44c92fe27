import Glibc
import Goldens
import Graphics
import Testing

@Suite("Comparing folders of images")
struct FolderComparisonTests {
    let rules = ToleranceRules(default: .perChannel(2, maxDifferingPixels: 10))

    @Test("Equal folders pass with every image identical and no diff image")
    func equalFolders() throws {
        let goldens = CompareFixtures.folder("goldens"), actual = CompareFixtures.folder("actual")
        let images = ["a.png": CompareFixtures.screen(), "sub/b.png": CompareFixtures.screen(offset: 40)]
        try CompareFixtures.write(images, into: goldens)
        try CompareFixtures.write(images, into: actual)
        let diffs = CompareFixtures.folder("diff")
        let result = try FolderComparison.compare(goldens: goldens, actual: actual, rules: rules, diffFolder: diffs)
        #expect(result.passed)
        #expect(result.images.map(\.name) == ["a.png", "sub/b.png"])
        #expect(result.images.allSatisfy { $0.outcome == .identical && $0.differingPixels == 0 })
        #expect(access(diffs + "/a.png", F_OK) != 0)
    }

    @Test("Slight differences within each image's tolerance pass, and their diff images are written")
    func withinTolerance() throws {
        let goldens = CompareFixtures.folder("goldens"), actual = CompareFixtures.folder("actual")
        try CompareFixtures.write(["small.png": CompareFixtures.screen(), "few.png": CompareFixtures.screen()], into: goldens)
        // 200 pixels off by 2 (within ±2), and 8 pixels off by 40 (≤ 10 pixels may exceed ±2).
        try CompareFixtures.write(["small.png": CompareFixtures.nudged(count: 200, amount: 2),
                                   "few.png": CompareFixtures.nudged(count: 8, amount: 40)], into: actual)
        let diffs = CompareFixtures.folder("diff")
        let result = try FolderComparison.compare(goldens: goldens, actual: actual, rules: rules, diffFolder: diffs)
        #expect(result.passed)
        let few = try #require(result.images.first { $0.name == "few.png" })
        #expect(few.outcome == .withinTolerance)
        #expect(few.differingPixels == 8 && few.largestChannelDifference == 40)
        let small = try #require(result.images.first { $0.name == "small.png" })
        #expect(small.outcome == .withinTolerance && small.differingPixels == 0 && small.largestChannelDifference == 2)
        let diff = try Bitmap.readPNG(from: diffs + "/few.png")
        #expect(diff.size == PixelSize(width: 120, height: 80))
        #expect(diff[12, 12] >> 16 & 0xFF >= 128, "a differing pixel is red in the diff")
    }

    @Test("Different folders fail: beyond tolerance, another size, a missing golden, a missing actual")
    func differentFolders() throws {
        let goldens = CompareFixtures.folder("goldens"), actual = CompareFixtures.folder("actual")
        try CompareFixtures.write(["moved.png": CompareFixtures.screen(), "same.png": CompareFixtures.screen(),
                                   "gone.png": CompareFixtures.screen(), "size.png": CompareFixtures.screen()],
                                  into: goldens)
        try CompareFixtures.write(["moved.png": CompareFixtures.screen(offset: 30), "same.png": CompareFixtures.screen(),
                                   "new.png": CompareFixtures.screen(), "size.png": Bitmap(width: 80, height: 120)],
                                  into: actual)
        let result = try FolderComparison.compare(goldens: goldens, actual: actual, rules: rules)
        #expect(!result.passed)
        let outcomes = Dictionary(uniqueKeysWithValues: result.images.map { ($0.name, $0.outcome) })
        #expect(outcomes == ["moved.png": .different, "same.png": .identical, "gone.png": .missingActual,
                             "new.png": .missingGolden,
                             "size.png": .sizeMismatch(golden: PixelSize(width: 120, height: 80),
                                                       actual: PixelSize(width: 80, height: 120))])
        let moved = try #require(result.images.first { $0.name == "moved.png" })
        // The 60-pixel bar moved 10 pixels: 10 columns on each side of it changed, over 20 rows.
        #expect(moved.differingPixels == 400)
        #expect(moved.differingBounds == PixelRect(x: 20, y: 46, width: 70, height: 20))
        #expect(result.failures.map(\.name) == ["gone.png", "moved.png", "new.png", "size.png"])
    }

    @Test("A folder that does not exist is an error naming it; two empty folders do not pass")
    func badFolders() throws {
        #expect(throws: CompareError.self) {
            try FolderComparison.compare(goldens: "/nonexistent/goldens", actual: "/tmp", rules: rules)
        }
        let empty = try FolderComparison.compare(goldens: CompareFixtures.folder("e1"),
                                                 actual: CompareFixtures.folder("e2"), rules: rules)
        #expect(empty.images.isEmpty && !empty.passed)
    }

    @Test("The goldens folder's tolerances.txt sets each image's tolerance")
    func toleranceFile() throws {
        let goldens = CompareFixtures.folder("goldens"), actual = CompareFixtures.folder("actual")
        try CompareFixtures.write(["strict.png": CompareFixtures.screen(), "loose.png": CompareFixtures.screen()],
                                  into: goldens)
        try CompareFixtures.write(["strict.png": CompareFixtures.nudged(count: 8, amount: 40),
                                   "loose.png": CompareFixtures.nudged(count: 8, amount: 40)], into: actual)
        let file = "* 0 0\nloose.png 50\n"
        try FileBytes.write(Array(file.utf8), to: goldens + "/tolerances.txt")
        let loaded = try ToleranceRules.load(folder: goldens, default: .perChannel(2, maxDifferingPixels: 100))
        let result = try FolderComparison.compare(goldens: goldens, actual: actual, rules: loaded)
        let outcomes = Dictionary(uniqueKeysWithValues: result.images.map { ($0.name, $0.outcome) })
        #expect(outcomes == ["strict.png": .different, "loose.png": .withinTolerance])
    }
}
