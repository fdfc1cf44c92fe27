public import Graphics
import Glibc

/// Compares renderings with golden PNGs stored beside the tests.
///
/// ## Background
/// A golden lives at `<folder of the test file>/Goldens/<name>.png`. A missing golden fails.
/// On failure the actual image, the golden and a diff image are written into one known folder,
/// `<package>/.build/golden-failures/` (or `$SCANOUT_GOLDEN_FAILURES`), and the error names them.
/// Goldens are (re)written only when `SCANOUT_RECORD_GOLDENS=1` is set, on purpose, from any
/// package: `SCANOUT_RECORD_GOLDENS=1 swift test --filter NAME` (Scanout's own
/// `scripts/record-goldens` does just that); never CI.
///
/// <!-- example context: let bitmap = Bitmap(width: 64, height: 64) -->
/// ```swift
/// try expectGolden(bitmap, "RoundedRect/corners@2x", tolerance: .perChannel(2, maxDifferingPixels: 0))
/// ```
public func expectGolden(
    _ image: Bitmap, _ name: String, tolerance: GoldenTolerance, filePath: StaticString = #filePath
) throws(GoldenError) {
    let testFile = "\(filePath)"
    let folder = String(testFile[..<(testFile.lastIndex(of: "/") ?? testFile.startIndex)])
    let goldenPath = "\(folder)/Goldens/\(name).png"
    try GoldenStore(failureFolder: GoldenStore.failureFolder(near: folder))
        .compare(image, goldenPath: goldenPath, name: name, tolerance: tolerance)
}

/// Why a golden comparison failed. The description says what to look at and where.
public enum GoldenError: Error, CustomStringConvertible {
    /// No golden exists yet; record it on purpose (``GoldenError/recordCommand``).
    case missing(golden: String, actual: String)
    /// The golden file exists but cannot be read.
    case unreadable(golden: String, reason: String)
    /// The rendering and the golden have different sizes.
    case sizeMismatch(golden: String, expected: PixelSize, actual: PixelSize, actualPath: String)
    /// Too many pixels differ.
    case mismatch(golden: String, differingPixels: Int, largestChannelDifference: Int, bounds: PixelRect,
                  tolerance: GoldenTolerance, actual: String, diff: String)
    /// The failure images could not be written.
    case cannotWriteFailureImages(reason: String)
    /// A text golden (``expectTextGolden(_:_:filePath:)``) differs, first at `line` (from 1).
    case textMismatch(golden: String, line: Int, expected: String, actual: String, actualPath: String)

    /// How goldens are recorded on purpose, from the package whose tests compare them (an app's
    /// or Scanout's own): the variable makes every comparison of the filtered tests write its
    /// rendering as the golden.
    public static let recordCommand = "SCANOUT_RECORD_GOLDENS=1 swift test --filter TEST_NAME"

    public var description: String {
        switch self {
        case .missing(let golden, let actual):
            "golden \(golden) is missing; the rendering is at \(actual). Look at it, then record it: \(Self.recordCommand)"
        case .unreadable(let golden, let reason): "golden \(golden) cannot be read: \(reason)"
        case .sizeMismatch(let golden, let expected, let actual, let path):
            "golden \(golden) is \(expected) but the rendering is \(actual) (written to \(path))"
        case .mismatch(let golden, let n, let worst, let bounds, let tolerance, let actual, let diff):
            "\(n) pixels differ from \(golden) (largest channel difference \(worst), within \(bounds)); tolerance \(tolerance). Actual: \(actual) Diff: \(diff)"
        case .cannotWriteFailureImages(let reason): "cannot write golden failure images: \(reason)"
        case .textMismatch(let golden, let line, let expected, let actual, let path):
            "\(golden) differs at line \(line): expected “\(expected)”, got “\(actual)” (the whole text: \(path))"
        }
    }
}

/// Where goldens are read and failure images written.
struct GoldenStore {
    let failureFolder: String

    /// `$SCANOUT_GOLDEN_FAILURES`, else `.build/golden-failures` in the package holding `folder`.
    static func failureFolder(near folder: String) -> String {
        if let custom = getenv("SCANOUT_GOLDEN_FAILURES") { return String(cString: custom) }
        var dir = folder
        while !dir.isEmpty {
            if access(dir + "/Package.swift", F_OK) == 0 { return dir + "/.build/golden-failures" }
            guard let slash = dir.lastIndex(of: "/") else { break }
            dir = String(dir[..<slash])
        }
        return "/tmp/scanout-golden-failures"
    }

    static var isRecording: Bool { getenv("SCANOUT_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false }

    func compare(_ image: Bitmap, goldenPath: String, name: String, tolerance: GoldenTolerance) throws(GoldenError) {
        if GoldenStore.isRecording {
            try makeFolders(for: goldenPath)
            do { try image.writePNG(to: goldenPath) } catch {
                throw .cannotWriteFailureImages(reason: error.description)
            }
            return
        }
        let flat = name.replacingSlashes()
        let actualPath = "\(failureFolder)/\(flat)-actual.png"
        let expected: Bitmap
        do { expected = try Bitmap.readPNG(from: goldenPath) } catch {
            if case .fileNotFound = error {
                try write(image, to: actualPath)
                throw .missing(golden: goldenPath, actual: actualPath)
            }
            throw .unreadable(golden: goldenPath, reason: error.description)
        }
        guard expected.size == image.size else {
            try write(image, to: actualPath)
            throw .sizeMismatch(golden: goldenPath, expected: expected.size, actual: image.size, actualPath: actualPath)
        }
        let diff = Bitmap(size: image.size)
        guard let result = ImageComparison(image, expected, perChannel: tolerance.perChannel, diff: diff) else { return }
        guard result.differingPixels > tolerance.maxDifferingPixels else { return }
        let diffPath = "\(failureFolder)/\(flat)-diff.png"
        try write(image, to: actualPath)
        try write(diff, to: diffPath)
        throw .mismatch(golden: goldenPath, differingPixels: result.differingPixels,
                        largestChannelDifference: result.largestChannelDifference, bounds: result.differingBounds,
                        tolerance: tolerance, actual: actualPath, diff: diffPath)
    }

    private func write(_ image: Bitmap, to path: String) throws(GoldenError) {
        try makeFolders(for: path)
        do { try image.writePNG(to: path) } catch { throw .cannotWriteFailureImages(reason: error.description) }
    }

    func makeFolders(for file: String) throws(GoldenError) {
        guard let slash = file.lastIndex(of: "/") else { return }
        var prefix = file.hasPrefix("/") ? "/" : ""
        for component in file[..<slash].split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw .cannotWriteFailureImages(reason: "\(prefix): \(String(cString: strerror(errno)))")
            }
        }
    }
}

extension String {
    fileprivate func replacingSlashes() -> String { split(separator: "/").joined(separator: "-") }
}
