public import ArgumentParser

/// The command-line options of a screenshot matrix, each a comma-separated list: on every
/// app's command line (`--screenshot FOLDER --sizes … --languages …`) and on
/// `scanout screenshot --app NAME`, which hands them on to the app (``arguments``).
public struct ScreenshotMatrixOptions: ParsableArguments {
    @Option(help: "Matrix: device sizes in points, WIDTHxHEIGHT,… (default: the screen's size).")
    public var sizes: String?

    @Option(help: "Matrix: device pixels per point, such as 1,2 (default: --scale).")
    public var scales: String?

    @Option(help: "Matrix: landscape, portrait (default: the screen's own; orientations the app does not support are left out).")
    public var orientations: String?

    @Option(help: "Matrix: light, dark (default: both).")
    public var appearances: String?

    @Option(help: "Matrix: ltr, rtl, or auto for each language's own (default: auto).")
    public var directions: String?

    @Option(help: "Matrix: language tags such as en,ar,he,ja (default: the app's --language, en).")
    public var languages: String?

    @Option(help: "Matrix: text sizes such as large,extra-extra-extra-large (default: the app's --text-size, large).")
    public var textSizes: String?

    @Option(help: "Matrix: take the pictures at these virtual times in seconds, such as 0.5,2 (default: once settled).")
    public var at: String?

    @Option(help: "Matrix: processes to render in (default: the number of CPUs).")
    public var jobs: Int?

    @Option(help: "Matrix: render only share K of N (K counted from 1), for N machines of one CI run; merge their folders with `scanout compare GOLDENS PART…`.")
    public var shard: String?

    /// No option given.
    public init() {}

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    }

    /// The options as the runtime keeps them.
    public var request: ScreenshotMatrixRequest {
        ScreenshotMatrixRequest(sizes: sizes, scales: scales, orientations: orientations, appearances: appearances,
                                directions: directions, languages: languages, textSizes: textSizes, times: at, jobs: jobs,
                                shard: shard)
    }

    /// The options given, as an app's command line takes them (`--sizes 390x844 --jobs 2`).
    public var arguments: [String] {
        let lists: [(String, String?)] = [
            ("--sizes", sizes), ("--scales", scales), ("--orientations", orientations), ("--appearances", appearances),
            ("--directions", directions), ("--languages", languages), ("--text-sizes", textSizes), ("--at", at),
            ("--shard", shard),
        ]
        return lists.flatMap { option, value in value.map { [option, $0] } ?? [] } + (jobs.map { ["--jobs", String($0)] } ?? [])
    }
}
