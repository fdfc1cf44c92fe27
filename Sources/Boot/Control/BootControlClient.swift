import Glibc

/// The client side of the control socket, used by `scanout ctl`: connect, send one request,
/// read one reply.
public enum BootControlClient {
    /// The default socket path.
    public static let defaultPath = "/run/scanout/boot.sock"

    /// Sends `request` to the splash at `path` and waits for its reply (a question waits for the
    /// person at the screen, so there is no timeout; Ctrl+C ends the wait).
    ///
    /// - Throws: ``BootControlError`` when the splash cannot be reached or its reply read.
    public static func send(_ request: BootRequest, to path: String = defaultPath) throws(BootControlError) -> BootReply {
        try send(line: request.line, to: path)
    }

    /// Sends a raw line (tests of malformed input), and reads one reply.
    public static func send(line: String, to path: String) throws(BootControlError) -> BootReply {
        let fd = try connect(path)
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            // A refused client may find the socket closed before it has written: read the reason.
            guard sent > 0 else { break }
            offset += sent
        }
        var reader = BootLineReader(limit: BootRequest.maximumLineLength * 4)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .noReply }
            for line in reader.feed(buffer[0..<count]) {
                switch line {
                case .success(let text):
                    do throws(BootProtocolError) { return try BootReply(line: text) } catch { throw .badReply(error) }
                case .failure(let error):
                    throw .badReply(error)
                }
            }
        }
    }

    /// Whether something listens at `path`.
    static func isListening(_ path: String) -> Bool {
        guard let fd = try? connect(path) else { return false }
        close(fd)
        return true
    }

    static func connect(_ path: String) throws(BootControlError) -> Int32 {
        guard path.utf8.count < 108 else { throw .pathTooLong(path) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .call("socket", errno: errno) }
        var address = address(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            switch code {
            case EACCES, EPERM: throw .permissionDenied(path)
            case ENOENT, ECONNREFUSED: throw .notRunning(path)
            default: throw .call("connect \(path)", errno: code)
            }
        }
        return fd
    }

    static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        return address
    }
}
