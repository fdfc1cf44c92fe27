import Glibc

/// One share of a screenshot matrix split over several machines: `--shard K/N` renders the
/// configurations whose position in the matrix's fixed order is K−1 modulo N.
///
/// ## Background
/// A CI system's parallel jobs (a GitHub Actions matrix, GitLab's `parallel:`) number themselves
/// from 1 (`CI_NODE_INDEX` of `CI_NODE_TOTAL`), so K counts from 1 too. The split depends only on
/// the matrix and N: every job given the same options renders a different share, the shares
/// together are the whole matrix with nothing twice, and `scanout compare GOLDENS PART…` gathers
/// them into one report.
public struct ScreenshotShard: Sendable, Hashable, CustomStringConvertible {
    /// Which share, from 1.
    public let number: Int
    /// Into how many shares the matrix is split.
    public let count: Int

    /// Share `number` (1…`count`) of `count`.
    ///
    /// - Throws: ``ScreenshotMatrixError`` when `count` is below 1 or `number` outside 1…`count`.
    public init(number: Int, of count: Int) throws(ScreenshotMatrixError) {
        guard count >= 1, (1...count).contains(number) else {
            throw .badValue(option: "shard", value: "\(number)/\(count)")
        }
        self.number = number
        self.count = count
    }

    /// A share from `K/N` (`2/4`).
    ///
    /// - Throws: ``ScreenshotMatrixError`` naming `--shard` and the text.
    public init(parsing text: String) throws(ScreenshotMatrixError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
            throw .badValue(option: "shard", value: text)
        }
        try self.init(number: number, of: count)
    }

    /// The environment variable an app's screen tests read their share from (`SCANOUT_SHARD=2/4`).
    public static let environmentVariable = "SCANOUT_SHARD"

    /// The share named by `SCANOUT_SHARD`, or `nil` when it is not set (every configuration).
    ///
    /// - Throws: ``ScreenshotMatrixError`` when the variable is not `K/N`.
    public static func fromEnvironment() throws(ScreenshotMatrixError) -> ScreenshotShard? {
        guard let raw = getenv(environmentVariable) else { return nil }
        return try ScreenshotShard(parsing: String(cString: raw))
    }

    /// Whether the configuration at `position` (from 0, in matrix order) is in this share.
    public func contains(position: Int) -> Bool { position % count == number - 1 }

    /// `K/N`.
    public var description: String { "\(number)/\(count)" }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
