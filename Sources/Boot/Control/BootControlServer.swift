import Glibc
import Logging
public import Runtime

/// The boot splash's control socket (`/run/scanout/boot.sock`): a listening Unix stream socket
/// on the event loop, mode 0600 (0660 with a control group), that reads request lines from each
/// client, checks the client's credentials when it connects (``ControlPolicy``), and hands each
/// request to ``onRequest`` with a ``BootReplyHandle`` to answer through, at once or later (a
/// question waits for the person at the screen).
///
/// Malformed, oversized and unauthorised input is answered with an `error` line; nothing a client
/// sends stops the splash. Memory per client is bounded (one line), and so is the number of
/// clients (``maximumClients``).
@MainActor
public final class BootControlServer {
    /// The socket's path.
    public let path: String
    /// Clients connected at once, at most.
    public static let maximumClients = 16
    /// Called with each request and where to send its reply.
    public var onRequest: (@MainActor (BootRequest, BootReplyHandle) -> Void)?
    /// Clients refused for their credentials, lines refused as malformed or too long (for tests and stats).
    public private(set) var refusedClients = 0
    public private(set) var malformedLines = 0
    /// Clients refused because the process had no file descriptor left for them.
    public private(set) var clientsRefusedForDescriptors = 0

    private let listener: Int32
    private let loop: EventLoop
    private let policy: ControlPolicy
    private var clients: [Int32: Client] = [:]
    private var nextGeneration = 0
    private let logger = Logger(label: "scanout.boot.control")
    /// A descriptor held in reserve: when `accept` fails for want of descriptors (`EMFILE`,
    /// `ENFILE`) it is given up to take the waiting client, answer it and close it. Otherwise the
    /// client would stay queued, the listener readable, and the event loop (level-triggered)
    /// would wake for it again at once, at full CPU, until a descriptor came free.
    private var reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)

    final class Client {
        let fd: Int32
        let generation: Int
        var reader = BootLineReader()
        init(fd: Int32, generation: Int) {
            self.fd = fd
            self.generation = generation
        }
    }

    /// Listens at `path` (its folder made if missing; a stale socket replaced, a live one
    /// refused), for clients `policy` allows; `group` (the control group's id) makes the socket
    /// 0660 and owned by it.
    ///
    /// - Throws: ``BootControlError`` naming the step that failed.
    public init(path: String, loop: EventLoop, policy: ControlPolicy) throws(BootControlError) {
        self.path = path
        self.loop = loop
        self.policy = policy
        guard path.utf8.count < 108 else { throw .pathTooLong(path) }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !folder.isEmpty, access(folder, F_OK) != 0, mkdir(folder, 0o755) != 0 {
            throw .call("mkdir \(folder)", errno: errno)
        }
        if access(path, F_OK) == 0 {
            if BootControlClient.isListening(path) { throw .alreadyRunning(path) }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .call("socket", errno: errno) }
        var address = BootControlClient.address(path)
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let bindErrno = errno
        umask(previousMask)
        guard bound == 0 else { Glibc.close(fd); throw .call("bind \(path)", errno: bindErrno) }
        if let group = policy.groupID {
            _ = chown(path, UInt32.max, group)
            _ = chmod(path, 0o660)
        } else {
            _ = chmod(path, 0o600)
        }
        guard listen(fd, 8) == 0 else { let code = errno; Glibc.close(fd); unlink(path); throw .call("listen", errno: code) }
        listener = fd
        do { try loop.watch(fd) { [unowned self] in acceptClients() } } catch {
            Glibc.close(fd); unlink(path)
            throw .call("watching the socket: \(error)", errno: EINVAL)
        }
    }

    /// Stops listening, closes every client and removes the socket file.
    public func close() {
        for fd in Array(clients.keys) { drop(fd) }
        loop.unwatch(listener)
        Glibc.close(listener)
        if reserve >= 0 { Glibc.close(reserve) }
        reserve = -1
        unlink(path)
    }

    /// Clients connected now.
    public var clientCount: Int { clients.count }

    private func acceptClients() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else {
                if errno == EMFILE || errno == ENFILE, refuseForWantOfDescriptors() { continue }
                return
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let peer = PeerCredentials.read(from: fd)
            guard let peer, policy.allows(peer) else {
                refusedClients += 1
                let uid = peer?.uid ?? UInt32.max, gid = peer?.gid ?? UInt32.max
                send(BootReply(.unauthorised(uid: uid, gid: gid)), to: fd)
                Glibc.close(fd)
                logger.warning("control client refused", metadata: ["pid": "\(peer?.pid ?? -1)", "uid": "\(uid)", "gid": "\(gid)"])
                continue
            }
            guard clients.count < Self.maximumClients else {
                send(BootReply(.busy(limit: Self.maximumClients)), to: fd)
                Glibc.close(fd)
                continue
            }
            nextGeneration += 1
            clients[fd] = Client(fd: fd, generation: nextGeneration)
            do { try loop.watch(fd) { [unowned self] in readClient(fd) } } catch { drop(fd) }
        }
    }

    /// Takes the waiting client with the reserve descriptor, tells it why it cannot be served and
    /// closes it, then takes the reserve again; false when there was no reserve or no client.
    private func refuseForWantOfDescriptors() -> Bool {
        guard reserve >= 0 else { return false }
        Glibc.close(reserve)
        let fd = accept(listener, nil, nil)
        if fd >= 0 {
            send(.error(.unavailable, "no file descriptor left for a client (raise LimitNOFILE= of the service); try again"), to: fd)
            Glibc.close(fd)
            clientsRefusedForDescriptors += 1
            logger.warning("control client refused: no file descriptor left; raise LimitNOFILE= of the service")
        }
        reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        return fd >= 0
    }

    private func readClient(_ fd: Int32) {
        guard let client = clients[fd] else { return }
        var bytes = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                drop(fd)
                return
            }
            guard count > 0 else { return }
            for line in client.reader.feed(bytes[0..<count]) {
                switch line {
                case .failure(let error):
                    malformedLines += 1
                    send(BootReply(error), to: fd)
                case .success(let text):
                    do throws(BootProtocolError) {
                        let request = try BootRequest(line: text)
                        onRequest?(request, BootReplyHandle(server: self, fd: fd, generation: client.generation))
                    } catch {
                        malformedLines += 1
                        send(BootReply(error), to: fd)
                    }
                }
                guard clients[fd] === client else { return }  // closed by a handler
            }
        }
    }

    /// Sends `reply` to the client `fd` if it is still the one of `generation`.
    func reply(_ reply: BootReply, fd: Int32, generation: Int) {
        guard let client = clients[fd], client.generation == generation else { return }
        if !send(reply, to: fd) { drop(fd) }
    }

    @discardableResult
    private func send(_ reply: BootReply, to fd: Int32) -> Bool {
        let bytes = Array((reply.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }  // a client that does not read its replies loses them
            offset += sent
        }
        return true
    }

    private func drop(_ fd: Int32) {
        guard clients.removeValue(forKey: fd) != nil else { return }
        loop.unwatch(fd)
        Glibc.close(fd)
    }
}

/// Where one request's reply goes: the client that sent it, if it is still connected.
@MainActor
public struct BootReplyHandle {
    private weak var server: BootControlServer?
    private let fd: Int32
    private let generation: Int
    private let sink: (@MainActor (BootReply) -> Void)?

    init(server: BootControlServer, fd: Int32, generation: Int) {
        self.server = server
        self.fd = fd
        self.generation = generation
        sink = nil
    }

    /// A handle that hands replies to `sink` (tests, and requests made inside the process).
    public init(sink: @escaping @MainActor (BootReply) -> Void) {
        fd = -1
        generation = 0
        self.sink = sink
    }

    /// Sends `reply`.
    public func send(_ reply: BootReply) {
        if let sink { sink(reply); return }
        server?.reply(reply, fd: fd, generation: generation)
    }
}

/// Why the control socket could not be set up or reached.
public enum BootControlError: Error, Equatable, CustomStringConvertible {
    /// A system call failed.
    case call(String, errno: Int32)
    /// The path does not fit a Unix socket address (107 bytes).
    case pathTooLong(String)
    /// Another splash listens there already.
    case alreadyRunning(String)
    /// No splash listens there.
    case notRunning(String)
    /// The socket refused this user (file permissions).
    case permissionDenied(String)
    /// The splash closed the connection without a reply.
    case noReply
    /// The reply could not be read.
    case badReply(BootProtocolError)

    public var description: String {
        switch self {
        case .call(let what, let code): "\(what) failed: \(String(cString: strerror(code)))"
        case .pathTooLong(let path): "the socket path \(path) is longer than 107 bytes"
        case .alreadyRunning(let path): "a boot splash already listens on \(path)"
        case .notRunning(let path): "no boot splash listens on \(path) (is `scanout boot` running?)"
        case .permissionDenied(let path):
            "permission denied on \(path): the socket is for root and the splash's control group (control-group in boot.conf)"
        case .noReply: "the splash closed the connection without a reply"
        case .badReply(let error): "unreadable reply: \(error)"
        }
    }
}
