import Glibc

/// A file written a piece at a time and kept open: each ``append(_:)`` adds its bytes at the end
/// with one `write` (`O_APPEND`), so a log of a long run costs the same per line at its end as at
/// its start and holds nothing in memory. The file is created, or emptied, when it is opened, and
/// closed when the value goes.
///
/// ```swift
/// let log = try AppendingFile(path: "/tmp/words.txt")
/// try log.append(Array("Wi-Fi, switch button, on\n".utf8))
/// ```
public final class AppendingFile {
    /// The file's path, as given.
    public let path: String
    private var fd: Int32

    /// Opens `path` for appending, creating it or emptying it.
    ///
    /// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason.
    public init(path: String) throws(FileError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Adds `bytes` at the end of the file, retrying short writes and `EINTR`.
    ///
    /// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason (a full disk,
    ///   a removed device); what was appended before stays.
    public func append(_ bytes: [UInt8]) throws(FileError) {
        if let failure = FileBytes.writeAll(bytes, to: fd) { throw .unwritable(path: path, reason: failure) }
    }
}
