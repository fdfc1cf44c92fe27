import ArgumentParser
import Apps
import Glibc
import Runtime

/// `scanout screenshot --app NAME`: the app's screenshot matrix. The options are the ones every
/// app's own `--screenshot FOLDER` takes, forwarded to it.
struct AppScreenshotOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Render the screenshot matrix of this app: gallery, or an app executable (found beside scanout, or on PATH, or a path).",
            valueName: "name"))
    var app: String?

    @Option(help: "Matrix: device sizes in points, WIDTHxHEIGHT,… (default: --size).")
    var sizes: String?

    @Option(help: "Matrix: device pixels per point, such as 1,2 (default: --scale).")
    var scales: String?

    @Option(help: "Matrix: landscape, portrait (default: the size's own).")
    var orientations: String?

    @Option(help: "Matrix: light, dark (default: both).")
    var appearances: String?

    @Option(help: "Matrix: ltr, rtl, or auto for each language's own (default: auto).")
    var directions: String?

    @Option(help: "Matrix: language tags such as en,ar,he,ja (default: en).")
    var languages: String?

    @Option(help: "Matrix: text sizes such as large,extra-extra-extra-large (default: large).")
    var textSizes: String?

    @Option(help: "Matrix: take the pictures at these virtual times in seconds, such as 0.5,2 (default: once settled).")
    var at: String?

    @Option(help: "Matrix: processes to render in (default: the number of CPUs).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
        if app == nil, request.isGiven { throw ValidationError("the matrix options need --app NAME") }
    }

    /// The matrix options as given.
    var request: ScreenshotMatrixRequest {
        ScreenshotMatrixRequest(
            sizes: sizes, scales: scales, orientations: orientations, appearances: appearances,
            directions: directions, languages: languages, textSizes: textSizes, times: at, jobs: jobs)
    }

    /// The app's own command line for the same matrix into `folder`.
    func forwardedArguments(folder: String, size: String, scale: Double, script: String?) -> [String] {
        var arguments = [
            "--screenshot", folder.hasSuffix("/") ? folder : folder + "/", "--mode", size,
            "--scale", String(scale), "--no-state",
        ]
        let lists: [(String, String?)] = [
            ("--sizes", sizes), ("--scales", scales), ("--orientations", orientations),
            ("--appearances", appearances), ("--directions", directions),
            ("--languages", languages), ("--text-sizes", textSizes), ("--at", at),
        ]
        for (option, value) in lists { if let value { arguments += [option, value] } }
        if let jobs { arguments += ["--jobs", String(jobs)] }
        if let script { arguments += ["--script", script] }
        return arguments
    }

    /// Where the app executable `name` is: a path as given, else beside this executable, else on `PATH`.
    static func executable(named name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        if n > 0 {
            let me = String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let beside = String(me[..<(me.lastIndex(of: "/") ?? me.endIndex)]) + "/" + name
            if access(beside, X_OK) == 0 { return beside }
        }
        let searchPath = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in searchPath.split(separator: ":") where access("\(folder)/\(name)", X_OK) == 0 {
            return "\(folder)/\(name)"
        }
        return nil
    }

    /// Runs the app executable at `path` with `arguments` and returns its exit status.
    static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, path, nil, nil, &argv, environ)
        guard started == 0 else { throw ValidationError("cannot run “\(path)”: \(String(cString: strerror(started)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
