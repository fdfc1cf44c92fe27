import ArgumentParser
import Runtime

/// The command-line options of a screenshot matrix on every app's command line
/// (`--screenshot FOLDER --sizes … --languages …`); each takes a comma-separated list.
struct ScreenshotMatrixOptions: ParsableArguments {
    @Option(help: "Matrix: device sizes in points, WIDTHxHEIGHT,… (default: the --mode or board's screen).")
    var sizes: String?

    @Option(help: "Matrix: device pixels per point, such as 1,2 (default: --scale).")
    var scales: String?

    @Option(help: "Matrix: landscape, portrait (default: the screen's own; orientations the app does not support are left out).")
    var orientations: String?

    @Option(help: "Matrix: light, dark (default: both).")
    var appearances: String?

    @Option(help: "Matrix: ltr, rtl, or auto for each language's own (default: auto).")
    var directions: String?

    @Option(help: "Matrix: language tags such as en,ar,he,ja (default: --language).")
    var languages: String?

    @Option(help: "Matrix: text sizes such as large,extra-extra-extra-large (default: --text-size).")
    var textSizes: String?

    @Option(help: "Matrix: take the pictures at these virtual times in seconds, such as 0.5,2 (default: once settled).")
    var at: String?

    @Option(help: "Matrix: processes to render in (default: the number of CPUs).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    }

    /// The options as the runtime keeps them.
    var request: ScreenshotMatrixRequest {
        ScreenshotMatrixRequest(sizes: sizes, scales: scales, orientations: orientations, appearances: appearances,
                                directions: directions, languages: languages, textSizes: textSizes, times: at, jobs: jobs)
    }
}
