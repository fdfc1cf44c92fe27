import Glibc
import Graphics

/// Runs a program for a test and hands back its exit status and everything it printed: the
/// `scanout` executable, headless `chromium`, `python3` as an XML oracle.
///
/// Standard output and standard error go to one temporary file, read when the program has
/// exited, so that a chatty program never blocks on a full pipe.
public struct ChildProcess: Sendable {
    /// The program's exit status (128 + the signal number when a signal ended it).
    public let status: Int32
    /// What the program wrote to standard output and standard error, interleaved.
    public let output: String

    /// Runs `program` (a path, or a name looked up in `PATH`) with `arguments`, with the test's
    /// environment plus `environment`, and waits for it.
    ///
    /// - Throws: ``ChildProcessError`` when the program cannot be started.
    public static func run(_ program: String, _ arguments: [String],
                           environment: [String: String] = [:]) throws(ChildProcessError) -> ChildProcess {
        let outputPath = "/tmp/scanout-child-\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
        let fd = open(outputPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotStart(program: program, reason: "no temporary file: \(String(cString: strerror(errno)))") }
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fd, 1)
        posix_spawn_file_actions_adddup2(&actions, fd, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var envp: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let key = String(text.prefix(while: { $0 != "=" }))
            if environment[key] == nil { envp.append(strdup(entry)) }
            index += 1
        }
        for (key, value) in environment { envp.append(strdup("\(key)=\(value)")) }
        envp.append(nil)
        defer { for p in envp { free(p) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, program, &actions, nil, &argv, &envp)
        close(fd)
        guard started == 0 else {
            throw .cannotStart(program: program, reason: String(cString: strerror(started)))
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 {
            guard errno == EINTR else { throw .cannotStart(program: program, reason: "waitpid: \(String(cString: strerror(errno)))") }
        }
        let signal = waitStatus & 0x7F
        let status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        let bytes = (try? FileBytes.read(outputPath)) ?? []
        return ChildProcess(status: status, output: String(decoding: bytes, as: UTF8.self))
    }

    /// The folder holding the running test executable, where SwiftPM also puts the package's
    /// executables (`scanout`, example apps).
    public static var productsFolder: String {
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        let exe = n > 0 ? String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
        var folder = String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)])
        // Swift Testing runs inside `ScanoutPackageTests.xctest`, itself a file in the products folder.
        if folder.hasSuffix(".xctest") { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)]) }
        return folder
    }
}

/// Why a test could not run a program.
public enum ChildProcessError: Error, CustomStringConvertible {
    /// `posix_spawn` failed: the program is missing or not executable (`reason` says which).
    case cannotStart(program: String, reason: String)

    public var description: String {
        switch self {
        case .cannotStart(let program, let reason): "cannot run “\(program)”: \(reason)"
        }
    }
}
