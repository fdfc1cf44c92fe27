/// Compares two folders and writes the whole report: what `scanout compare` does.
///
/// ## Background
/// The report folder holds `index.html` (``HTMLReport``), `junit.xml` (``JUnitReport``), and the
/// images the page shows: `golden/NAME` and `actual/NAME` (copies, so the folder can be kept as a
/// CI artifact on its own) and `diff/NAME` for every pair that is not identical.
public enum ComparisonReport {
    /// The page's file name inside the report folder.
    public static let htmlFileName = "index.html"
    /// The JUnit file's name inside the report folder.
    public static let junitFileName = "junit.xml"

    /// Compares `goldens` with `actual` and writes the report into `folder`.
    ///
    /// - Parameters:
    ///   - rules: the tolerance of each image.
    ///   - folder: the report folder, created if missing.
    ///   - junitPath: where the JUnit file goes (default `folder/junit.xml`).
    ///   - renderedOnly: leave out goldens `actual` has no rendering of (one share of a split
    ///     matrix: ``FolderComparison/compare(goldens:actual:rules:diffFolder:renderedOnly:)``).
    /// - Returns: the comparison.
    /// - Throws: ``CompareError`` when a folder cannot be listed or a report file written.
    @discardableResult
    public static func write(goldens: String, actual: String, rules: ToleranceRules, to folder: String,
                             junitPath: String? = nil, renderedOnly: Bool = false) throws(CompareError) -> FolderComparison {
        try ReportFiles.makeFolder(folder)
        let comparison = try FolderComparison.compare(goldens: goldens, actual: actual, rules: rules,
                                                      diffFolder: folder + "/diff", renderedOnly: renderedOnly)
        for image in comparison.images {
            if case .unreadable = image.outcome { continue }
            if image.outcome != .missingGolden {
                try ReportFiles.copy(goldens + "/" + image.name, to: folder + "/golden/" + image.name)
            }
            if image.outcome != .missingActual && actual != folder + "/actual" {
                try ReportFiles.copy(actual + "/" + image.name, to: folder + "/actual/" + image.name)
            }
        }
        try ReportFiles.write(HTMLReport.document(for: comparison), to: folder + "/" + htmlFileName)
        try ReportFiles.write(JUnitReport.document(for: comparison), to: junitPath ?? folder + "/" + junitFileName)
        return comparison
    }
}
