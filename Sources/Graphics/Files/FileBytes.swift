import Glibc

/// The one whole-file reader (and writer): PNG files, touch scripts, board profiles. Errors are
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

    /// Writes `bytes` to `path`, replacing the file if it exists.
    ///
    /// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.write(fd, start + done, buffer.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: String(cString: strerror(errno)))
            }
            done += n
        }
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
