import Glibc

/// The one whole-file reader (and writer): PNG files, touch scripts, board profiles, apps' saved
/// states (replaced atomically). Errors are
/// ``FileError``s naming the file; each format wraps them in its own error.
public enum FileBytes {
    /// The largest file read, in bytes (256 MiB): a guard against reading a device or a huge file.
    public static let maximumSize = 256 << 20

    /// The bytes of the regular file at `path`, which may be at most `maximumSize` bytes long.
    ///
    /// - Throws: ``FileError`` naming the file: missing, unreadable, not a regular file, too large.
    public static func read(_ path: String, maximumSize: Int = FileBytes.maximumSize) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maximumSize else { throw .tooLarge(path: path, limit: maximumSize) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.read(fd, start + done, buffer.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            done += n
        }
        return Array(bytes.prefix(done))
    }

    /// Writes `bytes` to `path`, replacing the file if it exists (in place: a crash in the middle
    /// leaves part of it; use ``replace(_:with:)`` for a file that must never be half written).
    ///
    /// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        if let failure = writeAll(bytes, to: fd) { throw .unwritable(path: path, reason: failure) }
    }

    /// Replaces the file at `path` with `bytes` atomically: the bytes go to a temporary file in
    /// the same folder (`path.tmp-PID`), which is flushed to the disk (`fsync`) and renamed over
    /// `path`, and the folder is flushed too. A crash, a kill or a power cut at any moment leaves
    /// the old file or the new one, never half of either.
    ///
    /// Temporary files that earlier replacements of `path` left behind (their process was killed
    /// in the middle, and is gone) are removed first, so repeated kills cannot fill the folder.
    ///
    /// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason (`fsync: …`,
    ///   `rename: …` for those steps); the old file, if any, is then untouched.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(FileError) {
        removeStaleTemporaries(of: path)
        let temporary = temporaryPrefix(of: path) + "\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        var failure = writeAll(bytes, to: fd)
        if failure == nil, fsync(fd) != 0 { failure = "fsync: " + String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = "close: " + String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = "rename: " + String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
        // The rename is durable once the folder's entry is on the disk.
        let directory = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// The temporary files ``replace(_:with:)`` left beside `path` whose process is gone, as
    /// paths (a process still running may be replacing the file right now: its file is kept).
    public static func staleTemporaries(of path: String) -> [String] {
        let folder = folder(of: path)
        let prefix = temporaryPrefix(of: path)
        let namePrefix = String(prefix.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(namePrefix), let pid = pid_t(name.dropFirst(namePrefix.count)), pid > 0 else {
                continue
            }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { stale.append(folder + "/" + name) }
        }
        return stale.sorted()
    }

    private static func removeStaleTemporaries(of path: String) {
        for stale in staleTemporaries(of: path) { unlink(stale) }
    }

    private static func temporaryPrefix(of path: String) -> String { path + ".tmp-" }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and `EINTR`; the system's reason on failure.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.write(fd, start + done, buffer.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            done += n
        }
        return nil
    }
}

/// Why a whole file could not be read or written. Every case names the file.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing at that path.
    case notFound(path: String)
    /// It exists but cannot be read (permissions, a folder, a device); `reason` says why.
    case unreadable(path: String, reason: String)
    /// It is larger than the reader accepts (`limit` bytes): probably not the file meant.
    case tooLarge(path: String, limit: Int)
    /// It cannot be written; `reason` is the system's (missing folder, permissions, full disk).
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path): "“\(path)” does not exist"
        case .unreadable(let path, let reason): "“\(path)” cannot be read: \(reason)"
        case .tooLarge(let path, let limit):
            "“\(path)” is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit >> 10) KiB"); is this the right file?"
        case .unwritable(let path, let reason): "cannot write “\(path)”: \(reason)"
        }
    }
}
