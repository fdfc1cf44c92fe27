import Boot
import Glibc
import Graphics
import ScanoutTesting
import Testing

/// The multi-app runtime's control socket end to end: `scanout apps`, the real executable on its
/// display session's headless fallback, fed random and damaged request lines through its socket
/// by the real client (`scanout ctl`'s ``BootControlClient``), one connection each. The rule: every
/// line gets one well-formed reply (the verb's answer or an error with a message), `status` is
/// answered after every input with a rotation the runtime can have, the runtime's descriptors
/// come back to what they were, and it ends with 0 when told to stop.
@Suite("Fuzz: apps control socket", .serialized)
struct AppsControlFuzzTests {
    static let corpus = [
        "rotate 90", "rotate 180", "rotate 270", "rotate 0", "rotate 45", "rotate -90", "rotate", "rotate 1e9",
        "rotate 99999999999999999999999", "status", "status now", "deactivate", "reactivate", "progress 42",
        "message Hello", "ask-password Passphrase%3A", "ask-question Continue%3F", "pause", "resume", "quit",
        "quit retain-splash", "quit handover gallery", "volume 60", "volume 0", "volume 100", "volume 101", "volume",
        "volume 060", "volume -5", "mute on", "mute off", "mute", "mute maybe", "accessibility", "accessibility bold-text on",
        "accessibility text-size accessibility-large", "accessibility reduce-motion maybe", "accessibility screen-reader off", "",
    ]

    /// Descriptors open in process `pid` (`/proc/PID/fd`), -1 when it cannot be read.
    static func descriptors(of pid: Int32) -> Int {
        guard let folder = opendir("/proc/\(pid)/fd") else { return -1 }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return count
    }

    /// A request line: a real one, a damaged one, binary bytes or an oversized line (newlines
    /// taken out: one line, one reply).
    static func line(_ random: inout FuzzRandom) -> String {
        let bytes: [UInt8]
        switch random.below(5) {
        case 0: bytes = (0..<random.int(in: 0...300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        case 1: bytes = [UInt8](repeating: 0x72, count: random.int(in: 4000...20_000))
        case 2, 3: bytes = ByteMutator.mutate(Array(random.pick(corpus).utf8), &random)
        default: bytes = Array(random.pick(corpus).utf8)
        }
        return String(decoding: bytes.filter { $0 != 0x0A && $0 != 0x00 }, as: UTF8.self)
    }

    @Test("Random and damaged request lines to a running `scanout apps`: one well-formed reply each, status answered, no descriptor kept")
    func randomRequests() throws {
        let folder = "/tmp/scanout-apps-fuzz-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(folder, 0o700)
        let board = folder + "/board.conf", socket = folder + "/apps.sock", ready = folder + "/ready"
        let log = folder + "/log"
        try FileBytes.write(Array("no-display = headless\nmode = 800x480\n".utf8), to: board)
        // The runtime in the background, its output in a file.
        let arguments = [ChildProcess.productsFolder + "/scanout", "apps", "--board", board, "--no-input", "--no-vt",
                         "--no-state", "--control-socket", socket, "--ready-file", ready, "--quit-after", "600"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        try #require(spawned == 0, "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        var exitStatus: Int32? = nil
        defer {
            if exitStatus == nil {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        var waited = 0
        while access(ready, F_OK) != 0 && waited < 600 && waitpid(pid, nil, WNOHANG) == 0 {
            usleep(100_000)
            waited += 1
        }
        guard access(ready, F_OK) == 0 else {
            let output = (try? FileBytes.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? "no log"
            Issue.record("scanout apps did not become ready: \(output)")
            return
        }
        let descriptorsBefore = Self.descriptors(of: pid)
        var replies = 0, errors = 0, turns = 0

        let report = fuzz("apps control socket", seed: 0x5CA2_A95C, ciCount: 600, longCount: 100_000, deadline: 10) { random, _ in
            let line = Self.line(&random)
            var outcome = FuzzOutcome.result
            do throws(BootControlError) {
                let reply = try BootControlClient.send(line: line, to: socket)
                replies += 1
                if case .error(_, let message) = reply {
                    #expect(!message.isEmpty, "an error without a message for \(line.prefix(40).debugDescription)")
                    errors += 1
                    outcome = .typedError
                } else if reply.field("turned") == "yes" {
                    turns += 1
                }
            } catch {
                Issue.record("no well-formed reply to \(line.count) characters \(line.prefix(40).debugDescription): \(error)")
                return .typedError
            }
            do throws(BootControlError) {
                let status = try BootControlClient.send(.status, to: socket)
                let rotation = status.field("rotation")
                #expect(["0", "90", "180", "270"].contains(rotation ?? ""), "status after \(line.prefix(40).debugDescription): \(status.line)")
                #expect(status.field("front") != nil, "\(status.line)")
            } catch {
                Issue.record("status not answered after \(line.prefix(40).debugDescription): \(error)")
            }
            return outcome
        }
        // The runtime closes each connection once answered: back to its descriptors of before
        // (given up to 10 s: on a loaded machine the runtime may still be drawing a rotation).
        var descriptorsAfter = Self.descriptors(of: pid)
        for _ in 0..<200 where descriptorsAfter > descriptorsBefore {
            usleep(50_000)
            descriptorsAfter = Self.descriptors(of: pid)
        }
        print("fuzz apps control socket: \(replies) replies (\(errors) errors, \(turns) turns); "
              + "runtime descriptors \(descriptorsBefore) → \(descriptorsAfter)")
        #expect(descriptorsAfter == descriptorsBefore)
        #expect(report.results > 0 && report.typedErrors > 0 && turns > 0)
        // After all that, the sound verbs still do what they say: the volume is kept while muted.
        _ = try BootControlClient.send(line: "mute off", to: socket)
        let volume = try BootControlClient.send(line: "volume 40", to: socket)
        #expect(volume.field("volume") == "40" && volume.field("muted") == "no", "\(volume.line)")
        let muted = try BootControlClient.send(line: "mute on", to: socket)
        #expect(muted.field("volume") == "40" && muted.field("muted") == "yes", "\(muted.line)")
        // The display settings round trip: set through the protocol and through `scanout ctl`, read back.
        let bold = try BootControlClient.send(line: "accessibility bold-text on", to: socket)
        #expect(bold.field("bold-text") == "on", "\(bold.line)")
        let size = try BootControlClient.send(line: "accessibility text-size accessibility-large", to: socket)
        #expect(size.field("text-size") == "accessibility-large" && size.field("bold-text") == "on", "\(size.line)")
        let ctl = try ChildProcess.run(ChildProcess.productsFolder + "/scanout",
                                       ["ctl", "accessibility", "reduce-motion", "on", "--socket", socket])
        #expect(ctl.status == 0 && ctl.output.contains("reduce-motion=on") && ctl.output.contains("bold-text=on"),
                "\(ctl.output)")
        let settings = try BootControlClient.send(line: "accessibility", to: socket)
        #expect(settings.field("reduce-motion") == "on" && settings.field("text-size") == "accessibility-large", "\(settings.line)")
        let reader = try BootControlClient.send(line: "accessibility screen-reader on", to: socket)
        #expect(reader.field("screen-reader") == "on", "\(reader.line)")
        let readerOff = try BootControlClient.send(line: "accessibility screen-reader off", to: socket)
        #expect(readerOff.field("screen-reader") == "off", "\(readerOff.line)")
        #expect(readerOff.field("speaking-rate") == "50" && readerOff.field("speak-hints") == "on", "\(readerOff.line)")
        let rate = try ChildProcess.run(ChildProcess.productsFolder + "/scanout",
                                        ["ctl", "accessibility", "speaking-rate", "70", "--socket", socket])
        #expect(rate.status == 0 && rate.output.contains("speaking-rate=70"), "\(rate.output)")
        let hints = try BootControlClient.send(line: "accessibility speak-hints off", to: socket)
        #expect(hints.field("speak-hints") == "off" && hints.field("speaking-rate") == "70", "\(hints.line)")
        let refused = try ChildProcess.run(ChildProcess.productsFolder + "/scanout",
                                           ["ctl", "accessibility", "bold-text", "maybe", "--socket", socket])
        #expect(refused.status != 0 && refused.output.contains("bold-text takes on or off"), "\(refused.output)")

        kill(pid, SIGTERM)
        var status: Int32 = 0
        waited = 0
        while waited < 300 {
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = status
                break
            }
            usleep(100_000)
            waited += 1
        }
        let output = (try? FileBytes.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(exitStatus == 0, "scanout apps ended with wait status \(exitStatus.map(String.init) ?? "none (still running)"): \(output.suffix(2000))")
        #expect(access(socket, F_OK) != 0, "the socket is removed at the end")
    }
}
