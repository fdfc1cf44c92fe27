import ScanoutTesting
import Testing
@testable import Boot

/// 30,000 random messages (10 million in `scripts/fuzz`) through the line reader and the request parser (what a hostile or
/// broken client can send the splash): a request that writes back to a line parsing to the
/// same request, or a typed error with a message; never a crash or a hang, and the reader's
/// buffer never holds more than one line's limit.
@Suite("Fuzz: boot protocol")
struct BootProtocolFuzzTests {
    static let corpus = [
        "progress 42", "progress 100", "message Checking%20disks", "message", "status", "ask-password Passphrase%3A",
        "ask-question", "pause", "resume", "deactivate", "reactivate", "quit", "quit retain-splash", "quit handover gallery",
        "message %D9%81%D8%AD%D8%B5", "progress 12.5",
    ]

    @Test("30,000 random messages: a request or a typed error, never a crash or a hang")
    func randomMessages() {
        var reader = BootLineReader()
        let report = fuzz("boot protocol", seed: 0x5CA2_B007, ciCount: 30_000, longCount: 10_000_000, deadline: 30) { random, _ in
            var bytes: [UInt8]
            switch random.below(5) {
            case 0:  // random bytes, newlines likely
                bytes = (0..<random.int(in: 0...200)).map { _ in random.chance(0.05) ? 0x0A : UInt8(truncatingIfNeeded: random.next()) }
            case 1:  // printable noise with spaces and percent signs
                let alphabet = Array("abcdefghijklmnopqrstuvwxyz-% 0123456789.ABCDEF\r".utf8)
                bytes = (0..<random.int(in: 0...120)).map { _ in random.pick(alphabet) }
            case 2:  // a real request, damaged
                bytes = ByteMutator.mutate(Array(random.pick(Self.corpus).utf8), &random)
            case 3:  // a huge line
                bytes = [UInt8](repeating: random.chance(0.5) ? 0x61 : 0x25, count: random.int(in: 4000...9000))
            default:  // a well-formed request with random text (any Unicode scalars, any length)
                let text = String(String.UnicodeScalarView((0..<random.int(in: 0...80)).compactMap { _ in
                    Unicode.Scalar(UInt32(random.chance(0.7) ? random.int(in: 0x20...0x7E) : random.int(in: 0...0x2FFFF)))
                }))
                let request: BootRequest = random.pick([.message(text), .askPassword(prompt: text), .askQuestion(prompt: text),
                                                        .progress(Double(random.int(in: 0...1000)) / 10)])
                bytes = Array(request.line.utf8)
            }
            bytes.append(0x0A)
            var outcome = FuzzOutcome.result
            // Fed in random chunks, as a socket delivers them.
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + random.int(in: 1...512))
                for line in reader.feed(bytes[offset..<end]) {
                    switch line {
                    case .failure(let error):
                        #expect(error == .tooLong(limit: BootRequest.maximumLineLength))
                        outcome = .typedError
                    case .success(let text):
                        #expect(text.count < BootRequest.maximumLineLength)
                        do throws(BootProtocolError) {
                            let request = try BootRequest(line: text)
                            #expect((try? BootRequest(line: Array(request.line.utf8))) == request)
                        } catch {
                            #expect(!error.description.isEmpty)
                            // The error reply itself is one readable line.
                            #expect((try? BootReply(line: Array(BootReply(error).line.utf8))) != nil)
                            outcome = .typedError
                        }
                    }
                }
                #expect(reader.pendingByteCount < BootRequest.maximumLineLength)
                offset = end
            }
            return outcome
        }
        #expect(report.inputs >= 30_000 || report.inputs == FuzzEnvironmentCount.value)
        #expect(report.results > 0 && report.typedErrors > 0)
    }

    @Test("Random reply lines: a reply or a typed error (the client's side)")
    func randomReplies() {
        let replies = ["ok", "ok state=running progress=42 message=a%20b", "answer s3cret", "error malformed unknown%20verb"]
        let report = fuzz("boot replies", seed: 0x5CA2_B008, ciCount: 20_000, longCount: 2_000_000) { random, _ in
            let bytes = ByteMutator.mutate(Array(random.pick(replies).utf8), &random)
            do throws(BootProtocolError) {
                let reply = try BootReply(line: bytes)
                #expect((try? BootReply(line: Array(reply.line.utf8))) == reply)
                return .result
            } catch {
                #expect(!error.description.isEmpty)
                return .typedError
            }
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}

/// `SCANOUT_FUZZ_COUNT`, when a run sets it.
enum FuzzEnvironmentCount {
    static var value: Int? { getenvInt("SCANOUT_FUZZ_COUNT") }
}

import Glibc
func getenvInt(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) } }
