import Glibc

/// Runs a program as a child process and reads back what it prints and its peak RSS.
///
/// ## Background
/// First frames are measured from exec (docs/benchmark.md): the parent reads the monotonic clock just
/// before `posix_spawn` (fork and exec in one call) and passes the reading to the child
/// (`--exec-start MS`), which reports the time when its first complete frame is in memory. The
/// peak RSS of a child is the kernel's high-water mark of its own memory (`VmHWM`): the child
/// reports it itself, or the parent reads it while the child runs (``run(_:_:passesStart:watchesMemory:)``).
/// (`wait4`'s `ru_maxrss` would do, were it not that `posix_spawn` starts the child with vfork,
/// so that the kernel counts the parent's high-water mark in it.)
enum ChildRun {
    struct Output {
        var text: String
        var peakRSSMiB: Double
        var succeeded: Bool
    }

    /// This executable's path.
    static var executable: String? {
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `path` with `arguments` (passing `--exec-start` and the clock reading when
    /// `passesStart`), waits for it and returns its standard output.
    /// With `watchesMemory`, the child's output goes to /dev/null and the parent reads its
    /// `VmHWM` every 10 ms until it exits (``Output/peakRSSMiB``).
    static func run(_ path: String, _ arguments: [String], passesStart: Bool = false,
                    watchesMemory: Bool = false) -> Output? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if watchesMemory {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pid: pid_t = 0
        var status: Int32
        // What this process printed goes out first: the child shares its standard error, and
        // would otherwise print into the middle of a BENCH line when the output goes to a file.
        fflush(nil)
        let start = Timing.now()
        let all = [path] + arguments + (passesStart ? ["--exec-start", String(start)] : [])
        var argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        status = posix_spawn(&pid, path, &actions, nil, &argv, environ)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            return nil
        }
        var peak = 0.0
        if watchesMemory {
            close(fds[0])
            var waitStatus: Int32 = 0
            while true {
                if let hwm = Timing.highWaterMiB(pid: String(pid)) { peak = max(peak, hwm) }
                let done = waitpid(pid, &waitStatus, WNOHANG)
                if done == pid { break }
                if done < 0 { return nil }
                usleep(10_000)
            }
            let exitedCleanly = (waitStatus & 0x7F) == 0 && ((waitStatus >> 8) & 0xFF) == 0
            return Output(text: "", peakRSSMiB: peak, succeeded: exitedCleanly)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        close(fds[0])
        var waitStatus: Int32 = 0
        guard waitpid(pid, &waitStatus, 0) == pid else { return nil }
        let exitedCleanly = (waitStatus & 0x7F) == 0 && ((waitStatus >> 8) & 0xFF) == 0
        let text = String(decoding: bytes, as: UTF8.self)
        return Output(text: text, peakRSSMiB: fields(of: text, line: "CHILD ")["rss_mib"] ?? 0, succeeded: exitedCleanly)
    }

    /// The `key=value` fields of the first line of `text` starting with `prefix`.
    static func fields(of text: String, line prefix: String) -> [String: Double] {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return [:] }
        var values: [String: Double] = [:]
        for field in line.split(separator: " ") {
            let kv = field.split(separator: "=")
            if kv.count == 2, let v = Double(kv[1]) { values[String(kv[0])] = v }
        }
        return values
    }

    /// The first-frame time of `renderer` on `workload` from exec, cold (a new process each),
    /// median of `runs` processes, in ms.
    ///
    /// With `fontIndex` false the child finds its fonts through fontconfig (`SCANOUT_FONT_INDEX=off`),
    /// as the rules' "same start" asks of both sides: the headline. With it true Scanout answers
    /// from its font index, a cache of fontconfig's answers kept between processes that the peer
    /// has no counterpart of: the `_cached` line.
    static func firstFrame(renderer: String, workload: String, runs: Int, fontIndex: Bool = false) -> Double? {
        guard let exe = executable else { return nil }
        let previous = getenv("SCANOUT_FONT_INDEX").map { String(cString: $0) }
        if fontIndex {
            if let previous { setenv("SCANOUT_FONT_INDEX", previous, 1) } else { unsetenv("SCANOUT_FONT_INDEX") }
        } else {
            setenv("SCANOUT_FONT_INDEX", "off", 1)
        }
        defer {
            if let previous { setenv("SCANOUT_FONT_INDEX", previous, 1) } else { unsetenv("SCANOUT_FONT_INDEX") }
        }
        let times = (0..<runs).compactMap { _ -> Double? in
            guard let out = run(exe, ["--only", renderer, "--workload", workload, "--frames", "1"], passesStart: true),
                  out.succeeded else { return nil }
            return fields(of: out.text, line: "CHILD ")["first_ms"]
        }.sorted()
        return times.isEmpty ? nil : times[times.count / 2]
    }

    /// The peak RSS (MiB) of `renderer` alone in a child process rendering A, then C, then D
    /// (`--only NAME`); the largest of `runs` processes.
    static func peakRSS(renderer: String, frames: Int, runs: Int) -> Double? {
        guard let exe = executable else { return nil }
        let peaks = (0..<runs).compactMap { _ -> Double? in
            guard let out = run(exe, ["--only", renderer, "--frames", String(frames)]), out.succeeded else { return nil }
            return out.peakRSSMiB
        }
        return peaks.max()
    }
}
