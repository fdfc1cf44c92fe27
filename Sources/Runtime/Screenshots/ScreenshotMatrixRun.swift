import Devices
public import Graphics
public import Input
public import Text
import Glibc

/// Renders a ``ScreenshotPlan`` into a folder, in parallel processes: `scanout screenshot --app`
/// and an app's own `--screenshot`.
///
/// ## Background
/// Each configuration is independent (its own content, its own ``HeadlessSession`` on its own
/// virtual clock), so the matrix is split by index over `jobs` copies of the running
/// executable, started with the same arguments and ``shardVariable`` set to `K/N`: copy K
/// renders the configurations whose index is K modulo N. A copy that sees the variable renders
/// its share and exits; the parent waits for every copy, and fails when one failed or a file is
/// missing. Processes, not threads: the scene, the fonts and the rasterizer caches live on one
/// main actor per process, and a crash in one configuration is reported, not fatal to the run.
@MainActor
public enum ScreenshotMatrixRun {
    /// The environment variable telling a copy which share it renders (`2/4`).
    public static let shardVariable = "SCANOUT_SCREENSHOT_SHARD"

    /// Makes the content of one configuration (an app launched for its screen and environment).
    public typealias ContentMaker = @MainActor (ScreenshotConfiguration, PixelSize) -> any HostedContent

    /// The number of processes used when none is asked for: the online CPUs.
    public static var defaultJobs: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Renders `plan` into `directory` (created if missing).
    ///
    /// - Parameters:
    ///   - jobs: processes to render in (1: this process only).
    ///   - fonts: the fonts every configuration sets its text with (opened at start-up; each
    ///     copy opens its own at its own start).
    ///   - makeContent: the content of each configuration.
    /// - Returns: the paths of every file written, in matrix order (in a copy: its share).
    /// - Throws: ``ScreenshotError`` for an unusable configuration, an unwritable folder, a copy
    ///   that could not start or failed.
    public static func write(
        _ plan: ScreenshotPlan, to directory: String, jobs: Int = defaultJobs, fonts: FontSystem,
        makeContent: ContentMaker
    ) throws(ScreenshotError) -> [String] {
        let configurations = plan.configurations
        for configuration in configurations { _ = try configuration.pixelSize() }
        if let shard = try currentShard() {
            return try render(
                plan, configurations.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element),
                to: directory, fonts: fonts, makeContent: makeContent)
        }
        let processes = min(max(1, jobs), configurations.count)
        guard processes > 1 else {
            return try render(plan, configurations, to: directory, fonts: fonts, makeContent: makeContent)
        }
        do { try Folder.create(directory) } catch { throw .folder(path: directory, reason: error.reason) }
        try runCopies(processes)
        let paths = plan.fileNames.map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
        let missing = paths.filter { access($0, F_OK) != 0 }
        guard missing.isEmpty else { throw .copies("\(missing.count) pictures were not written, first \(missing[0])") }
        return paths
    }

    /// Renders `configurations` in this process.
    static func render(
        _ plan: ScreenshotPlan, _ configurations: [ScreenshotConfiguration], to directory: String,
        fonts: FontSystem, makeContent: ContentMaker
    ) throws(ScreenshotError) -> [String] {
        var paths: [String] = []
        for configuration in configurations {
            let images = try frames(
                of: configuration, script: plan.script, times: plan.times, fonts: fonts,
                makeContent: makeContent)
            for (image, name) in zip(images, plan.fileNames(for: configuration)) {
                paths.append(try ScreenshotMode.write(image, scale: configuration.scale, to: directory, name: name))
            }
        }
        return paths
    }

    /// The frames of one configuration's content on a ``HeadlessSession``: `script` played from
    /// time 0 (once the first frame is shown), the screen taken at each of `times` (seconds of virtual time, ascending) or, when
    /// `times` is empty, once when it has settled. Text is set with `fonts`.
    ///
    /// - Throws: ``ScreenshotError`` for an unusable size or scale, or content that never
    ///   settled.
    public static func frames(
        of configuration: ScreenshotConfiguration, script: TouchScript?, times: [Double] = [],
        fonts: FontSystem, makeContent: ContentMaker
    ) throws(ScreenshotError) -> [Bitmap] {
        let pixels = try configuration.pixelSize()
        let content = makeContent(configuration, pixels)
        let session = HeadlessSession(content: content, pixelSize: pixels, scale: configuration.scale, fonts: fonts)
        (content as? any HostAttachedContent)?.attach(to: session.host)
        if let script {
            // The script starts once the first frame is on screen, laid out: a person can only
            // touch what is shown (a touch at 0 s would otherwise reach a tree not laid out yet).
            session.run(until: 0)
            session.play(script)
        }
        guard !times.isEmpty else {
            do { try session.runUntilSettled() } catch { throw .didNotSettle(error) }
            return [snapshot(of: session.display.frame)]
        }
        var images: [Bitmap] = []
        for time in times.sorted() {
            session.run(until: time)
            images.append(snapshot(of: session.display.frame))
        }
        return images
    }

    /// A copy of `frame`: the display keeps drawing into its own.
    private static func snapshot(of frame: Bitmap) -> Bitmap {
        let copy = Bitmap(size: frame.size)
        frame.copy(frame.bounds, into: copy)
        return copy
    }

    /// The share this process renders, from ``shardVariable``, or `nil` in the parent.
    static func currentShard() throws(ScreenshotError) -> (index: Int, count: Int)? {
        guard let raw = getenv(shardVariable) else { return nil }
        let text = String(cString: raw)
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
            (0..<count).contains(index)
        else { throw .copies("\(shardVariable)=“\(text)” is not K/N with 0 ≤ K < N") }
        return (index, count)
    }

    /// Starts `count` copies of this executable with its arguments and waits for all of them.
    private static func runCopies(_ count: Int) throws(ScreenshotError) {
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        guard n > 0 else {
            throw .copies("cannot find this executable (/proc/self/exe): \(String(cString: strerror(errno)))")
        }
        let executable = String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var children: [(pid: pid_t, shard: Int)] = []
        var failures: [String] = []
        for shard in 0..<count {
            switch spawn(executable, shard: "\(shard)/\(count)") {
            case .success(let pid): children.append((pid, shard))
            case .failure(let reason): failures.append("copy \(shard + 1) of \(count) did not start: \(reason)")
            }
        }
        for child in children {
            var status: Int32 = 0
            while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
            let signal = status & 0x7F
            if signal != 0 {
                failures.append("copy \(child.shard + 1) of \(count) was killed by signal \(signal)")
            } else if (status >> 8) & 0xFF != 0 {
                failures.append("copy \(child.shard + 1) of \(count) failed with exit status \((status >> 8) & 0xFF)")
            }
        }
        guard failures.isEmpty else { throw .copies(failures.joined(separator: "; ")) }
    }

    private enum Spawned { case success(pid_t), failure(String) }

    /// Starts the executable with this process's arguments and the shard variable; its standard
    /// output is dropped (the parent lists every file), its standard error kept.
    private static func spawn(_ executable: String, shard: String) -> Spawned {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] =
            ([executable] + CommandLine.arguments.dropFirst()).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var envp: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            if !String(cString: entry).hasPrefix(shardVariable + "=") { envp.append(strdup(entry)) }
            index += 1
        }
        envp.append(strdup("\(shardVariable)=\(shard)"))
        envp.append(nil)
        defer { for p in envp { free(p) } }
        // The copy starts with no signal blocked and default handlers, whatever this process
        // blocked for its signalfd: SIGTERM ends it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
        return status == 0 ? .success(pid) : .failure(String(cString: strerror(status)))
    }
}

/// Content that runs timers on its host's clock and must be told the host it is shown by (an
/// app instance): the screenshot runner attaches it to each configuration's headless host.
@MainActor
public protocol HostAttachedContent: HostedContent {
    /// Makes the content's timers run on `host`'s clock.
    func attach(to host: AppHost)
}
