import ArgumentParser
import Glibc
import Goldens

/// `scanout compare GOLDENS ACTUAL…`: compare a folder of goldens with one folder of PNG files (or
/// the parts of a matrix split with `--shard`, gathered), write a report, and exit non-zero when
/// any image differs beyond its tolerance or is missing on one side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a folder of golden PNGs with a folder of renderings and write an HTML and JUnit report.",
        discussion: """
            Images are paired by their path inside each folder. Each is compared with a per-channel \
            tolerance and a number of pixels that may exceed it: the defaults below, overridden per image \
            by GOLDENS/tolerances.txt (lines of PATTERN PER-CHANNEL [MAX-DIFFERING-PIXELS]; the last \
            matching line wins). The report folder gets index.html (every pair side by side and as a \
            slider overlay), junit.xml, and the golden, actual and diff images.

            Several ACTUAL folders are the parts of a matrix rendered on several machines \
            (`scanout screenshot --shard K/N`): each is a folder of PNG files or the report folder of \
            that part's own `scanout compare --rendered-only`; they are gathered into REPORT/actual and \
            compared as one, so one report covers the whole matrix and a golden no part rendered fails.

            Exit status: 0 when every image passes, 1 when any image differs, has another size or is \
            missing on one side, 2 when the folders cannot be compared.
            """)

    @Argument(help: "The folder of golden images.")
    var goldens: String

    @Argument(help: "The folder of images to check, or several: the parts of a split matrix, gathered.")
    var actual: [String]

    @Flag(
        help:
            "Compare only the images ACTUAL holds: one part of a split matrix (goldens it did not render are not missing)."
    )
    var renderedOnly = false

    @Option(help: "The largest accepted difference of one channel, 0…255, for images no tolerances.txt rule names.")
    var perChannel = 2

    @Option(help: "How many pixels may exceed --per-channel, for images no tolerances.txt rule names.")
    var maxDifferingPixels = 0

    @Option(help: "The report folder (created if missing).")
    var report = "compare-report"

    @Option(help: "Where the JUnit XML file goes (default: REPORT/junit.xml).")
    var junit: String?

    func validate() throws {
        guard !actual.isEmpty else { throw ValidationError("give the folder of images to check after the goldens") }
        guard (0...255).contains(perChannel) else {
            throw ValidationError("--per-channel must be 0…255, not \(perChannel)")
        }
        guard maxDifferingPixels >= 0 else { throw ValidationError("--max-differing-pixels must be 0 or more") }
    }

    func run() throws {
        let comparison: FolderComparison
        do {
            let rules = try ToleranceRules.load(
                folder: goldens,
                default: .perChannel(perChannel, maxDifferingPixels: maxDifferingPixels))
            var folder = actual[0]
            if actual.count > 1 || ReportParts.renderings(in: folder) != folder {
                folder = report + "/actual"
                let gathered = try ReportParts.gather(actual, into: folder)
                print(
                    "gathered \(gathered) images from \(actual.count) part\(actual.count == 1 ? "" : "s") into \(folder)"
                )
            }
            comparison = try ComparisonReport.write(
                goldens: goldens, actual: folder, rules: rules, to: report,
                junitPath: junit, renderedOnly: renderedOnly)
        } catch let error as ToleranceRulesError {
            printError("scanout compare: \(error)")
            throw ExitCode(2)
        } catch let error as CompareError {
            printError("scanout compare: \(error)")
            throw ExitCode(2)
        }
        for image in comparison.images where image.outcome != .identical {
            print("\(image.passed ? "pass" : "FAIL")  \(image.name): \(image.summary)")
        }
        let failed = comparison.failures.count
        let count = comparison.images.count
        print(
            failed == 0 && count > 0
                ? "\(count) images pass; report: \(report)/\(ComparisonReport.htmlFileName)"
                : count == 0
                    ? "no PNG files in “\(goldens)” or “\(actual.joined(separator: "”, “"))”: nothing was compared"
                    : "\(failed) of \(count) images fail; report: \(report)/\(ComparisonReport.htmlFileName)")
        if !comparison.passed { throw ExitCode(1) }
    }
}
