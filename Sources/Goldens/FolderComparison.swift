import Graphics

/// Two folders of PNG files compared image by image: `scanout compare GOLDENS ACTUAL`.
///
/// ## Background
/// Images are paired by their path inside each folder. Each pair is compared with its own
/// tolerance (``ToleranceRules``, from the goldens folder's `tolerances.txt`); a golden with no
/// actual image and an actual image with no golden both fail, as a missing golden fails a test.
/// A diff image (differing pixels in red, brighter for larger differences, the rest a faint gray
/// of the golden, as ``ImageComparison`` draws it) is written for every pair that is not identical.
///
/// ```swift
/// let comparison = try FolderComparison.compare(goldens: "Goldens", actual: "out",
///                                               rules: ToleranceRules(default: .perChannel(2)))
/// if !comparison.passed { print(comparison.failures.map(\.name)) }
/// ```
public struct FolderComparison: Sendable {
    /// The folder of golden images.
    public let goldens: String
    /// The folder of actual images.
    public let actual: String
    /// Every image found in either folder, sorted by name.
    public let images: [ComparedImage]

    /// The images that fail: different, of another size, missing on one side, or unreadable.
    public var failures: [ComparedImage] { images.filter { !$0.passed } }

    /// Whether every image passes (and there is at least one: two empty folders prove nothing).
    public var passed: Bool { !images.isEmpty && failures.isEmpty }

    /// Compares every PNG under `goldens` with the PNG of the same path under `actual`.
    ///
    /// - Parameters:
    ///   - rules: the tolerance of each image.
    ///   - diffFolder: where diff images are written, at the image's path (`nil`: none written).
    ///   - renderedOnly: compare only the images `actual` holds, leaving out goldens it has no
    ///     rendering of (one share of a matrix split over machines; the comparison of every
    ///     share together, ``ReportParts``, finds what no share rendered).
    /// - Throws: ``CompareError`` when a folder cannot be listed or a diff image written.
    public static func compare(goldens: String, actual: String, rules: ToleranceRules,
                               diffFolder: String? = nil, renderedOnly: Bool = false) throws(CompareError) -> FolderComparison {
        let goldenNames = try PNGFiles.list(in: goldens)
        let actualNames = try PNGFiles.list(in: actual)
        let names = (renderedOnly ? Set(actualNames) : Set(goldenNames).union(actualNames)).sorted()
        let goldenSet = Set(goldenNames), actualSet = Set(actualNames)
        var images: [ComparedImage] = []
        for name in names {
            let tolerance = rules.tolerance(for: name)
            guard goldenSet.contains(name) else {
                images.append(ComparedImage(name: name, outcome: .missingGolden, tolerance: tolerance))
                continue
            }
            guard actualSet.contains(name) else {
                images.append(ComparedImage(name: name, outcome: .missingActual, tolerance: tolerance))
                continue
            }
            images.append(try comparePair(name, goldens: goldens, actual: actual, tolerance: tolerance,
                                          diffFolder: diffFolder))
        }
        return FolderComparison(goldens: goldens, actual: actual, images: images)
    }

    private static func comparePair(_ name: String, goldens: String, actual: String, tolerance: GoldenTolerance,
                                    diffFolder: String?) throws(CompareError) -> ComparedImage {
        let golden: Bitmap, rendered: Bitmap
        do { golden = try Bitmap.readPNG(from: goldens + "/" + name) } catch {
            return ComparedImage(name: name, outcome: .unreadable("golden: \(error.description)"), tolerance: tolerance)
        }
        do { rendered = try Bitmap.readPNG(from: actual + "/" + name) } catch {
            return ComparedImage(name: name, outcome: .unreadable("actual: \(error.description)"), tolerance: tolerance)
        }
        guard golden.size == rendered.size else {
            return ComparedImage(name: name, outcome: .sizeMismatch(golden: golden.size, actual: rendered.size),
                                 tolerance: tolerance)
        }
        let diff = Bitmap(size: golden.size)
        guard let result = ImageComparison(rendered, golden, perChannel: tolerance.perChannel, diff: diff) else {
            return ComparedImage(name: name, outcome: .sizeMismatch(golden: golden.size, actual: rendered.size),
                                 tolerance: tolerance)
        }
        let outcome: ComparedImage.Outcome =
            if result.largestChannelDifference == 0 { .identical }
            else if result.differingPixels <= tolerance.maxDifferingPixels { .withinTolerance }
            else { .different }
        if outcome != .identical, let diffFolder {
            try ReportFiles.write(diff, to: diffFolder + "/" + name)
        }
        return ComparedImage(name: name, outcome: outcome, tolerance: tolerance,
                             differingPixels: result.differingPixels,
                             largestChannelDifference: result.largestChannelDifference,
                             differingBounds: result.differingBounds)
    }
}
