public import Input

/// What a screenshot run renders: a matrix of screens, each optionally after a touch script,
/// captured when the screen has settled or at given virtual-clock times.
public struct ScreenshotPlan: Sendable {
    /// The file name prefix: the app's identifier (`check-in`).
    public var prefix: String
    /// The screens.
    public var matrix: ScreenshotMatrix
    /// Played on each screen from time 0 before the pictures are taken.
    public var script: TouchScript?
    /// When to take the pictures, in seconds of virtual time from launch; empty: once, when the
    /// screen has settled (after the script and any animation it started). Sorted ascending.
    public var times: [Double]
    /// The share of the matrix this run renders when it is split over machines; `nil`: all of it.
    public var shard: ScreenshotShard?

    /// A plan rendering `matrix` (or `shard` of it) with files named `prefix-CONFIGURATION.png`.
    public init(
        prefix: String, matrix: ScreenshotMatrix, script: TouchScript? = nil, times: [Double] = [],
        shard: ScreenshotShard? = nil
    ) {
        self.prefix = prefix
        self.matrix = matrix
        self.script = script
        self.times = times.filter { $0.isFinite && $0 >= 0 }.sorted()
        self.shard = shard
    }

    /// The configurations this run renders, in matrix order: the whole matrix, or the shard's share.
    public var configurations: [ScreenshotConfiguration] { matrix.configurations(in: shard) }

    /// The file names of `configuration`'s pictures, one per time (or one when settled):
    /// `check-in-1280x800@1x-landscape-dark-ltr-en-large.png`, with `-t1.5s` before `.png` at a
    /// given time.
    public func fileNames(for configuration: ScreenshotConfiguration) -> [String] {
        let base = "\(prefix)-\(configuration.name)"
        guard !times.isEmpty else { return [base + ".png"] }
        return times.map { time in
            let text = time == time.rounded() ? String(Int(time)) : String(time)
            return "\(base)-t\(text)s.png"
        }
    }

    /// Every file the plan writes (its shard's, when split), in matrix order.
    public var fileNames: [String] { configurations.flatMap { fileNames(for: $0) } }
}
