import Glibc

/// Whole-file reads and writes with errors that name the file: the PNG codec's, and whole-file
/// reads of other inputs (touch scripts) whose errors are the same file cases of ``PNGError``
/// (``PNGError/fileNotFound(path:)``, ``PNGError/unreadable(path:reason:)``).
public enum FileBytes {
    /// The largest file read, in bytes (256 MiB): a guard against reading a device or a huge file.
    static let maximumSize = 256 << 20

    /// The bytes of the regular file at `path` (at most ``maximumSize``).
    public static func read(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maximumSize else {
            throw .unreadable(path: path, reason: "larger than \(maximumSize >> 20) MiB")
        }
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

    static func write(_ bytes: [UInt8], to path: String) throws(PNGError) {
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
