import Glibc
import Graphics
import Logging
import Runtime
import ScanoutTesting
import Testing
@testable import Boot

/// The control socket end to end: the boot splash's server (``BootControlServer``, which the
/// multi-app runtime's `scanout ctl` socket also is) on a real Unix socket in a temporary folder,
/// its requests carried out by the real ``BootController`` on a headless splash, fed random and
/// damaged messages over real connections: oversized lines, lines cut off by a close, bytes
/// trickled one write at a time, binary bytes, more clients at once than the server takes, and
/// clients that connect and vanish. The rule: each line answered with one well-formed reply (an
/// error with a message, or the request's defined reply; a question's reply may wait for its
/// answer), `status` still answered after every input, no call past its deadline, and every
/// connection the server accepted closed again (its sockets back to the listener alone).
@MainActor
@Suite("Fuzz: control socket", .serialized)
struct ControlSocketFuzzTests {
    static let corpus = [
        "progress 42", "progress 100", "message Checking%20disks", "message", "status", "ask-password Passphrase%3A",
        "ask-question", "pause", "resume", "deactivate", "reactivate", "quit", "quit retain-splash",
        "quit handover gallery", "rotate 90", "message %D9%81%D8%AD%D8%B5", "progress 12.5", "volume 60", "mute on",
    ]

    /// A headless splash and its controller answering the server's requests; a `quit` (the end
    /// of a splash's life) is followed by a new splash, as the next boot would start one.
    @MainActor
    final class Splash {
        var controller = Splash.makeController()
        var quits = 0

        static func makeController() -> BootController {
            let splash = BootSplash(theme: BootTheme(), logo: BootLogo.scanoutArtwork,
                                    pixelSize: PixelSize(width: 320, height: 240), scale: 1)
            return BootController(splash: splash, logger: Logger(label: "scanout.boot") { _ in SwiftLogNoOpLogHandler() })
        }

        func handle(_ request: BootRequest, reply: BootReplyHandle) {
            controller.handle(request, reply: reply)
            if controller.hasQuit {
                quits += 1
                controller = Self.makeController()
            }
        }
    }

    /// The sockets bound to `path` in this process's network namespace (`/proc/net/unix`): the
    /// listener and every connection the server accepted (they carry its address).
    static func socketsBound(to path: String) -> Int {
        guard let file = fopen("/proc/net/unix", "r") else { return -1 }
        defer { fclose(file) }
        var count = 0
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.trimmingSuffixNewline.hasSuffix(" " + path) { count += 1 }
        }
        return count
    }

    /// This process's open descriptors.
    static func openDescriptors() -> Int {
        descriptorTargets().count
    }

    /// What each of this process's open descriptors refers to (`readlink` of `/proc/self/fd/N`:
    /// a path, `socket:[inode]`, `pipe:[inode]`, `anon_inode:[…]`).
    static func descriptorTargets() -> [String] {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        let own = dirfd(folder)
        var targets: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name), fd != own else { continue }
            var buffer = [CChar](repeating: 0, count: 256)
            let count = readlink("/proc/self/fd/\(name)", &buffer, buffer.count - 1)
            guard count > 0 else { continue }
            targets.append(String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return targets
    }

    /// This process's descriptors of sockets bound to `path` (the listener and the connections
    /// it accepted: an accepted socket carries the listener's address in `/proc/net/unix`).
    /// Other suites run alongside and open and keep descriptors of their own (fonts, socket
    /// pairs), so what the server holds is counted by the sockets' inodes, not by a total.
    static func descriptors(boundTo path: String) -> Int {
        guard let file = fopen("/proc/net/unix", "r") else { return -1 }
        defer { fclose(file) }
        var inodes: Set<String> = []
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.trimmingSuffixNewline.split(separator: " ")
            // Num RefCount Protocol Flags Type St Inode Path
            if fields.count == 8 && fields[7] == path { inodes.insert(String(fields[6])) }
        }
        return descriptorTargets().filter { target in
            target.hasPrefix("socket:[") && inodes.contains(String(target.dropFirst(8).dropLast()))
        }.count
    }

    /// A non-blocking client connected to `path`, or -1.
    static func connect(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return -1 }
        var address = BootControlClient.address(path)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else {
            close(fd)
            return -1
        }
        return fd
    }

    /// Sends all of `bytes` (the server reads as it goes: the loop is turned when the socket is
    /// full), or what the connection takes before the server closes it.
    static func send(_ bytes: [UInt8], to fd: Int32, loop: EventLoop) {
        var offset = 0
        var stalls = 0
        while offset < bytes.count && stalls < 1000 {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && errno != EAGAIN && errno != EINTR {
                return  // the server closed this connection (a client past its limit is told busy and closed)
            } else {
                stalls += 1
                _ = loop.runOnce(timeoutMilliseconds: 10)
            }
        }
    }

    /// Turns the loop until nothing is left to handle.
    static func drain(_ loop: EventLoop) {
        var quiet = 0
        var turns = 0
        while quiet < 2 && turns < 10_000 {
            quiet = loop.runOnce(timeoutMilliseconds: 0) == 0 ? quiet + 1 : 0
            turns += 1
        }
    }

    /// Everything `fd` has received so far.
    static func received(_ fd: Int32) -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            guard count > 0 else { return all }
            all += buffer[0..<count]
        }
    }

    /// The reply lines in `bytes`; each must parse as a reply (a well-formed line).
    static func replies(_ bytes: [UInt8]) -> [BootReply?] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { try? BootReply(line: Array($0)) }
    }

    /// The lines of `bytes`, each as its length and first bytes (for a failure's message).
    static func describe(_ bytes: [UInt8]) -> String {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
            "\($0.count) bytes \(Array($0.prefix(24)))"
        }.joined(separator: " | ")
    }

    /// Random bytes for one input: the lines (each ending in a newline) and how many of them may
    /// wait for an answer (questions).
    static func message(_ random: inout FuzzRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<random.int(in: 1...4) {
            switch random.below(6) {
            case 0:  // binary bytes, NUL included
                bytes += (0..<random.int(in: 0...200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A }
            case 1:  // an oversized line
                bytes += [UInt8](repeating: random.chance(0.5) ? 0x61 : 0x25, count: random.int(in: 4000...20_000))
            case 2, 3:  // a real request, damaged
                bytes += ByteMutator.mutate(Array(random.pick(corpus).utf8), &random).filter { $0 != 0x0A }
            default:  // a real request
                bytes += Array(random.pick(corpus).utf8)
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    @Test("Random and damaged messages over real connections: well-formed replies, status answered, no connection left")
    func randomConnections() throws {
        let folder = "/tmp/scanout-ctl-fuzz-\(getpid())"
        mkdir(folder, 0o700)
        let path = folder + "/boot.sock"
        let loop = try EventLoop()
        let server = try BootControlServer(path: path, loop: loop, policy: ControlPolicy(ownUID: geteuid(), groupID: nil))
        let splash = Splash()
        server.onRequest = { request, reply in splash.handle(request, reply: reply) }
        defer {
            server.close()
            rmdir(folder)
        }
        let listenerOnly = Self.socketsBound(to: path)
        #expect(listenerOnly == 1)
        let descriptorsBefore = Self.openDescriptors()
        #expect(Self.descriptors(boundTo: path) == 1, "the listener's descriptor is found by its inode")
        var answered = 0, busy = 0, vanished = 0, errors = 0

        let report = fuzz("control socket", seed: 0x5CA2_C7A0, ciCount: 1_500, longCount: 300_000, deadline: 10) { random, _ in
            var outcome = FuzzOutcome.result
            switch random.below(6) {
            case 0, 1:  // one client, the message in random chunks with the loop turned between
                let fd = Self.connect(path)
                guard fd >= 0 else { return .typedError }
                let bytes = Self.message(&random)
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + (random.chance(0.2) ? 1 : random.int(in: 1...6000)))
                    Self.send(Array(bytes[offset..<end]), to: fd, loop: loop)
                    if random.chance(0.5) { _ = loop.runOnce(timeoutMilliseconds: 0) }
                    offset = end
                }
                Self.drain(loop)
                let lines = bytes.filter { $0 == 0x0A }.count
                let replies = Self.replies(Self.received(fd))
                // A question's reply waits for its answer (or comes as `cancelled` when the next
                // question or a quit replaces it): at most one line per newline, and every line
                // but the questions answered.
                // (Counted on bytes: a line ending in CR would join the next as one "\r\n" Character.)
                let questions = bytes.split(separator: 0x0A).filter { $0.starts(with: Array("ask-".utf8)) }.count
                #expect(replies.count <= lines && replies.count >= lines - questions,
                        "\(replies.count) replies to \(lines) lines: \(Self.describe(bytes)) → \(replies.map { $0?.line ?? "?" })")
                #expect(replies.allSatisfy { $0 != nil }, "a reply line that does not parse")
                for reply in replies { if case .error? = reply { errors += 1; outcome = .typedError } }
                answered += replies.count
                close(fd)
            case 2:  // a line cut off: no newline, then gone
                let fd = Self.connect(path)
                guard fd >= 0 else { return .typedError }
                var bytes = Self.message(&random)
                bytes.removeLast()
                Self.send(Array(bytes.suffix(from: bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)), to: fd, loop: loop)
                if random.chance(0.5) { Self.drain(loop) }
                close(fd)
                vanished += 1
            case 3:  // more clients at once than the server takes, each asking for status
                // Accepted as they come (the listen backlog is 8): past the limit each is told busy.
                let count = random.int(in: 1...(BootControlServer.maximumClients + 6))
                let fds = (0..<count).map { _ in
                    let fd = Self.connect(path)
                    Self.drain(loop)
                    return fd
                }.filter { $0 >= 0 }
                for fd in fds { Self.send(Array("status\n".utf8), to: fd, loop: loop) }
                Self.drain(loop)
                for fd in fds {
                    let replies = Self.replies(Self.received(fd))
                    #expect(replies.count == 1, "\(replies.count) replies to one status")
                    #expect(replies.first.map { $0 != nil } == true, "a reply line that does not parse")
                    if case .error(let code, _)?? = replies.first {
                        #expect(code == .busy, "a status refused with \(code)")
                        busy += 1
                        outcome = .typedError
                    }
                    close(fd)
                }
                answered += fds.count
            case 4:  // connect and vanish, before or after the server accepted
                let fd = Self.connect(path)
                if random.chance(0.5) { Self.drain(loop) }
                if fd >= 0 { close(fd) }
                vanished += 1
            default:  // a valid request after a damaged one on the same connection
                let fd = Self.connect(path)
                guard fd >= 0 else { return .typedError }
                Self.send(ByteMutator.mutate(Array(random.pick(Self.corpus).utf8), &random).filter { $0 != 0x0A } + [0x0A]
                          + Array("progress 7\n".utf8), to: fd, loop: loop)
                Self.drain(loop)
                let replies = Self.replies(Self.received(fd))
                #expect(replies.count >= 1 && replies.count <= 2 && replies.allSatisfy { $0 != nil })
                answered += replies.count
                close(fd)
            }
            // Whatever came before: the server answers `status` on a new connection, and the
            // connections it accepted are closed once their clients are gone.
            let probe = Self.connect(path)
            #expect(probe >= 0)
            Self.send(Array("status\n".utf8), to: probe, loop: loop)
            Self.drain(loop)
            let status = Self.replies(Self.received(probe))
            #expect(status.count == 1 && status.first??.field("state") != nil, "status answered \(status)")
            close(probe)
            Self.drain(loop)
            #expect(server.clientCount == 0)
            return outcome
        }
        Self.drain(loop)
        #expect(Self.socketsBound(to: path) == listenerOnly)
        // This process holds the listener's descriptor and no other of the server's sockets. (The
        // process-wide total is printed only: other suites open and keep descriptors meanwhile.)
        let serverDescriptors = Self.descriptors(boundTo: path)
        let descriptorsAfter = Self.openDescriptors()
        print("fuzz control socket: \(answered) replies (\(errors) errors, \(busy) busy), \(vanished) clients vanished, "
              + "\(splash.quits) quits; server sockets \(listenerOnly) → \(Self.socketsBound(to: path)); "
              + "descriptors of the server's sockets \(serverDescriptors); process descriptors \(descriptorsBefore) → \(descriptorsAfter)")
        #expect(serverDescriptors == 1, "the listener only")
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}

extension String {
    fileprivate var trimmingSuffixNewline: Substring {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return text
    }
}
