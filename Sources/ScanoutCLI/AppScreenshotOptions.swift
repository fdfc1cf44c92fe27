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

    @OptionGroup var lists: ScreenshotMatrixOptions

    func validate() throws {
        if app == nil, lists.request.isGiven { throw ValidationError("the matrix options need --app NAME") }
    }

    /// The app's own command line for the same matrix into `folder`.
    func forwardedArguments(folder: String, size: String, scale: Double, script: String?) -> [String] {
        [
            "--screenshot", folder.hasSuffix("/") ? folder : folder + "/", "--mode", size,
            "--scale", String(scale), "--no-state",
        ] + lists.arguments + (script.map { ["--script", $0] } ?? [])
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
