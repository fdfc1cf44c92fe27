public import Runtime
public import Input

/// A screenshot matrix as asked for on a command line: each axis a comma-separated list, or
/// `nil` for the run's own single value (``plan(prefix:defaults:script:)``).
public struct ScreenshotMatrixRequest: Sendable, Equatable {
    /// Device sizes in points, `WIDTHxHEIGHT,…`.
    public var sizes: String?
    /// Device pixels per point.
    public var scales: String?
    /// `landscape`, `portrait`.
    public var orientations: String?
    /// `light`, `dark`.
    public var appearances: String?
    /// `ltr`, `rtl` or `auto`.
    public var directions: String?
    /// Language tags.
    public var languages: String?
    /// Text size names (`TextSize.name`).
    public var textSizes: String?
    /// Virtual times in seconds to take the pictures at.
    public var times: String?
    /// Processes to render in; `nil`: one per CPU.
    public var jobs: Int?
    /// `K/N`: render only share K of N of the matrix (several machines, one report); `nil`: all.
    public var shard: String?

    /// A request with the given lists.
    public init(sizes: String? = nil, scales: String? = nil, orientations: String? = nil, appearances: String? = nil,
                directions: String? = nil, languages: String? = nil, textSizes: String? = nil, times: String? = nil,
                jobs: Int? = nil, shard: String? = nil) {
        self.shard = shard
        self.sizes = sizes
        self.scales = scales
        self.orientations = orientations
        self.appearances = appearances
        self.directions = directions
        self.languages = languages
        self.textSizes = textSizes
        self.times = times
        self.jobs = jobs
    }

    /// Whether any list (or the number of processes) was given.
    public var isGiven: Bool {
        [sizes, scales, orientations, appearances, directions, languages, textSizes, times, shard].contains { $0 != nil }
            || jobs != nil
    }

    /// The plan asked for. An axis not given takes the single value of `defaults` (size, scale,
    /// language, text size); each size is held as its maker states it unless orientations are
    /// given, each language laid out in its own direction unless directions are; appearances are
    /// light and dark.
    ///
    /// - Throws: `ScreenshotMatrixError` naming the option and the value it cannot read.
    public func plan(prefix: String, defaults: ScreenshotConfiguration,
                     script: TouchScript?) throws(ScreenshotMatrixError) -> ScreenshotPlan {
        var matrix = try ScreenshotMatrix.parse(sizes: sizes, scales: scales, orientations: orientations,
                                                appearances: appearances, directions: directions, languages: languages,
                                                textSizes: textSizes)
        if sizes == nil { matrix.deviceSizes = [defaults.deviceSize] }
        if scales == nil { matrix.scales = [defaults.scale] }
        if languages == nil { matrix.locales = [defaults.locale] }
        if textSizes == nil { matrix.textSizes = [defaults.textSize] }
        // Orientations not given: each size held as its maker states it (`--sizes 390x844` is a
        // portrait screen), the matrix's own default.
        return ScreenshotPlan(prefix: prefix, matrix: matrix, script: script,
                              times: try times.map { list throws(ScreenshotMatrixError) in try ScreenshotMatrix.parseTimes(list) } ?? [],
                              shard: try shard.map { text throws(ScreenshotMatrixError) in try ScreenshotShard(parsing: text) })
    }
}
