public import Graphics
import Glibc

/// The tolerance of each image in a folder of goldens: a default, and rules by name pattern.
///
/// ## Background
/// A folder compared by `scanout compare` may hold a `tolerances.txt` beside its PNG files. Each
/// line is a shell pattern matched against an image's path inside the folder, the largest accepted
/// channel difference, and optionally how many pixels may exceed it; `#` starts a comment. The
/// **last** line that matches wins, so general rules come first:
///
/// ```
/// # pattern              per-channel  max-differing-pixels
/// *                      2            0
/// *-ja-*                 2            40     # CJK glyph edges
/// checkin/photo-*.png    8            0
/// ```
public struct ToleranceRules: Sendable, Equatable {
    /// One line of the file: images whose path matches ``pattern`` get ``tolerance``.
    public struct Rule: Sendable, Equatable {
        /// A shell pattern (`*`, `?`, `[…]`), matched against the whole relative path.
        public var pattern: String
        /// The tolerance of the images it matches.
        public var tolerance: GoldenTolerance

        /// A rule giving images matching `pattern` the tolerance `tolerance`.
        public init(pattern: String, tolerance: GoldenTolerance) {
            self.pattern = pattern
            self.tolerance = tolerance
        }
    }

    /// The name of the rules file inside a goldens folder.
    public static let fileName = "tolerances.txt"

    /// The tolerance of images no rule matches.
    public var defaultTolerance: GoldenTolerance
    /// The rules, in file order; the last match wins.
    public var rules: [Rule]

    /// Rules with `defaultTolerance` for every image and `rules` on top of it.
    public init(default defaultTolerance: GoldenTolerance, rules: [Rule] = []) {
        self.defaultTolerance = defaultTolerance
        self.rules = rules
    }

    /// The tolerance of the image at `path` (relative to the folder).
    public func tolerance(for path: String) -> GoldenTolerance {
        for rule in rules.reversed() where fnmatch(rule.pattern, path, 0) == 0 {
            return rule.tolerance
        }
        return defaultTolerance
    }

    /// The rules in `text`, on top of `defaultTolerance`; `file` names the text in errors.
    ///
    /// - Throws: ``ToleranceRulesError`` naming the file and line of a malformed rule.
    public static func parse(_ text: String, file: String,
                             default defaultTolerance: GoldenTolerance) throws(ToleranceRulesError) -> ToleranceRules {
        var rules: [Rule] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty { continue }
            let number = index + 1
            guard fields.count == 2 || fields.count == 3 else {
                throw .malformed(file: file, line: number,
                                 reason: "expected “PATTERN PER-CHANNEL [MAX-DIFFERING-PIXELS]”, found \(fields.count) fields")
            }
            guard let channel = Int(fields[1]), (0...255).contains(channel) else {
                throw .malformed(file: file, line: number, reason: "per-channel “\(fields[1])” is not a whole number 0…255")
            }
            var pixels = 0
            if fields.count == 3 {
                guard let count = Int(fields[2]), count >= 0 else {
                    throw .malformed(file: file, line: number,
                                     reason: "max-differing-pixels “\(fields[2])” is not a whole number ≥ 0")
                }
                pixels = count
            }
            rules.append(Rule(pattern: String(fields[0]), tolerance: .perChannel(channel, maxDifferingPixels: pixels)))
        }
        return ToleranceRules(default: defaultTolerance, rules: rules)
    }

    /// The rules of `folder/tolerances.txt`, or only `defaultTolerance` when the folder has none.
    ///
    /// - Throws: ``ToleranceRulesError`` when the file exists but cannot be read or is malformed.
    public static func load(folder: String, default defaultTolerance: GoldenTolerance) throws(ToleranceRulesError) -> ToleranceRules {
        let path = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumSize: 1 << 20) } catch {
            if case .notFound = error { return ToleranceRules(default: defaultTolerance) }
            throw .unreadable(error)
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path, default: defaultTolerance)
    }
}

/// Why a `tolerances.txt` could not be used.
public enum ToleranceRulesError: Error, Equatable, CustomStringConvertible {
    /// The file exists but cannot be read.
    case unreadable(FileError)
    /// A line is not `PATTERN PER-CHANNEL [MAX-DIFFERING-PIXELS]` with numbers in range.
    case malformed(file: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .malformed(let file, let line, let reason): "\(file):\(line): \(reason)"
        }
    }
}
