import Glibc
import Runtime
import Testing
@testable import Boot

/// The control socket on a real Unix socket and epoll loop: permissions, replies, malformed and
/// oversized lines answered without closing the connection, and the credential policy.
@MainActor
@Suite("Boot control socket", .serialized)
struct BootControlServerTests {
    let folder = "/tmp/scanout-boot-test-\(getpid())"

    func withServer(_ body: (BootControlServer, EventLoop, String) throws -> Void) throws {
        let path = folder + "/boot.sock"
        let loop = try EventLoop()
        let server = try BootControlServer(path: path, loop: loop, policy: ControlPolicy(ownUID: geteuid(), groupID: nil))
        server.onRequest = { request, reply in
            reply.send(request == .status ? .ok(fields: [("state", "running")]) : .ok())
        }
        defer { server.close(); rmdir(folder) }
        try body(server, loop, path)
    }

    /// A client connected to `path`.
    func connect(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = BootControlClient.address(path)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(result == 0)
        return fd
    }

    /// Sends `text`, lets the loop run until the reply is there, returns the reply lines.
    func exchange(_ fd: Int32, _ text: String, loop: EventLoop, replies expected: Int = 1) -> [String] {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        // Each turn handles what epoll reports (accept, then the client's bytes); the bound only
        // stops a broken server from hanging the test.
        for _ in 0..<8 where received.filter({ $0 == 0x0A }).count < expected {
            loop.runOnce(timeoutMilliseconds: 2000)
            var buffer = [UInt8](repeating: 0, count: 8192)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { received += buffer[0..<count] }
        }
        return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("The socket is mode 0600 and answers status")
    func permissionsAndStatus() throws {
        try withServer { _, loop, path in
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o600)
            #expect((info.st_mode & S_IFMT) == S_IFSOCK)
            let fd = try connect(path)
            defer { close(fd) }
            #expect(exchange(fd, "status\n", loop: loop) == ["ok state=running"])
        }
    }

    @Test("Malformed and oversized lines get an error reply and the connection keeps working")
    func malformedAndOversized() throws {
        try withServer { server, loop, path in
            let fd = try connect(path)
            defer { close(fd) }
            let bad = exchange(fd, "bogus verb\n", loop: loop)
            #expect(bad.count == 1 && bad[0].hasPrefix("error malformed unknown%20verb"))
            let huge = exchange(fd, String(repeating: "x", count: 20_000) + "\nstatus\n", loop: loop, replies: 2)
            #expect(huge == ["error too-long the%20line%20is%20longer%20than%204096%20bytes;%20nothing%20of%20it%20was%20done",
                             "ok state=running"])
            #expect(server.malformedLines == 2)
            #expect(server.clientCount == 1)
        }
    }

    @Test("A live socket is not taken over; a stale one is replaced")
    func staleAndLive() throws {
        try withServer { _, loop, path in
            #expect(throws: BootControlError.alreadyRunning(path)) {
                try BootControlServer(path: path, loop: loop, policy: ControlPolicy(ownUID: 0, groupID: nil))
            }
        }
        // A socket file nobody listens on (a crashed splash) is replaced.
        let path = folder + "/boot.sock"
        mkdir(folder, 0o755)
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = BootControlClient.address(path)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        close(stale)
        #expect(access(path, F_OK) == 0)
        try withServer { _, loop, path in
            let fd = try connect(path)
            defer { close(fd) }
            #expect(exchange(fd, "status\n", loop: loop) == ["ok state=running"])
        }
    }

    @Test("Root, the splash's own user and its control group's members are let in; others are not")
    func policy() {
        let policy = ControlPolicy(ownUID: 1000, groupID: 990)
        #expect(policy.allows(PeerCredentials(pid: 1, uid: 0, gid: 0)))
        #expect(policy.allows(PeerCredentials(pid: 1, uid: 1000, gid: 1000)))
        #expect(policy.allows(PeerCredentials(pid: 1, uid: 1001, gid: 990)))
        #expect(policy.allows(PeerCredentials(pid: 1, uid: 1001, gid: 1001, groups: [27, 990])))
        #expect(!policy.allows(PeerCredentials(pid: 1, uid: 65534, gid: 65534, groups: [27])))
        #expect(!ControlPolicy(ownUID: 0, groupID: nil).allows(PeerCredentials(pid: 1, uid: 65534, gid: 990)))
        #expect(BootReply(BootProtocolError.unauthorised(uid: 65534, gid: 65534)).line.hasPrefix("error unauthorised not%20allowed"))
    }

    @Test("This process's own credentials come back through SO_PEERCRED")
    func peerCredentials() throws {
        var ends: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let peer = try #require(PeerCredentials.read(from: ends[0]))
        #expect(peer.pid == getpid() && peer.uid == getuid() && peer.gid == getgid())
    }
}
