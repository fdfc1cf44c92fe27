public import Graphics

/// One image of a folder comparison: its golden and its actual rendering, and how they compare.
public struct ComparedImage: Sendable, Equatable {
    /// How an actual image stands against its golden.
    public enum Outcome: Sendable, Equatable {
        /// Every pixel is the same.
        case identical
        /// Some pixels differ, but no more than the image's tolerance allows.
        case withinTolerance
        /// More pixels differ than the tolerance allows.
        case different
        /// The two images have different sizes, in pixels.
        case sizeMismatch(golden: PixelSize, actual: PixelSize)
        /// The golden exists but the actual folder has no such image.
        case missingActual
        /// The actual folder has an image with no golden (record one on purpose).
        case missingGolden
        /// One of the two files is not a readable PNG; the text says which and why.
        case unreadable(String)

        /// Whether the image passes: identical or within its tolerance.
        public var passed: Bool { self == .identical || self == .withinTolerance }

        /// A short word for reports and class names: `identical`, `within-tolerance`, `different`,
        /// `size-mismatch`, `missing-actual`, `missing-golden`, `unreadable`.
        public var keyword: String {
            switch self {
            case .identical: "identical"
            case .withinTolerance: "within-tolerance"
            case .different: "different"
            case .sizeMismatch: "size-mismatch"
            case .missingActual: "missing-actual"
            case .missingGolden: "missing-golden"
            case .unreadable: "unreadable"
            }
        }
    }

    /// The image's path relative to both folders (`checkin/form-en-light.png`).
    public let name: String
    /// How the actual image compares with the golden.
    public let outcome: Outcome
    /// The tolerance the image was compared with.
    public let tolerance: GoldenTolerance
    /// Pixels with a channel differing by more than the tolerance's per-channel limit.
    public let differingPixels: Int
    /// The largest channel difference anywhere, 0…255.
    public let largestChannelDifference: Int
    /// The bounding box of the differing pixels, in pixels (empty when none differ).
    public let differingBounds: PixelRect

    /// A compared image; the pixel figures are 0 and empty when the images could not be compared.
    public init(name: String, outcome: Outcome, tolerance: GoldenTolerance, differingPixels: Int = 0,
                largestChannelDifference: Int = 0, differingBounds: PixelRect = .zero) {
        self.name = name
        self.outcome = outcome
        self.tolerance = tolerance
        self.differingPixels = differingPixels
        self.largestChannelDifference = largestChannelDifference
        self.differingBounds = differingBounds
    }

    /// Whether the image passes: identical or within its tolerance.
    public var passed: Bool { outcome.passed }

    /// One line saying what was found, for the terminal, the report and the JUnit failure.
    public var summary: String {
        switch outcome {
        case .identical: "identical"
        case .withinTolerance:
            "\(differingPixels) pixels differ by more than ±\(tolerance.perChannel) (largest channel difference \(largestChannelDifference)), within the tolerance (\(tolerance))"
        case .different:
            "\(differingPixels) pixels differ (largest channel difference \(largestChannelDifference), within \(differingBounds)); tolerance \(tolerance)"
        case .sizeMismatch(let golden, let actual): "the golden is \(golden) but the actual image is \(actual)"
        case .missingActual: "no actual image: the run did not write it"
        case .missingGolden: "no golden: look at the actual image, then record it on purpose"
        case .unreadable(let reason): reason
        }
    }
}
