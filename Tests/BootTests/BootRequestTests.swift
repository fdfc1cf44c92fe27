import Testing
@testable import Boot

/// The control protocol's request lines: every verb, its arguments, and the errors a malformed
/// line gets.
@Suite("Boot protocol requests")
struct BootRequestTests {
    func parse(_ line: String) throws(BootProtocolError) -> BootRequest { try BootRequest(line: Array(line.utf8)) }

    @Test("Every verb parses to its request and writes back the same line")
    func verbsRoundTrip() throws {
        let requests: [BootRequest] = [
            .progress(0), .progress(42), .progress(42.5), .progress(100), .message(""), .message("Checking disks…"),
            .message("فحص الأقراص 50%"), .status, .askPassword(prompt: ""), .askPassword(prompt: "Passphrase for sda2:"),
            .askQuestion(prompt: "質問"), .pause, .resume, .deactivate, .reactivate, .quit(.plain), .quit(.retainSplash),
            .quit(.handover(app: "gallery")), .rotate(degrees: 0), .rotate(degrees: 90), .rotate(degrees: 180),
            .rotate(degrees: 270), .volume(percent: 0), .volume(percent: 60), .volume(percent: 100), .mute(true),
            .mute(false), .lock,
        ]
        for request in requests {
            let line = request.line
            #expect(!line.contains("\n") && !line.contains("  "))
            #expect(try parse(line) == request, "\(line)")
        }
    }

    @Test("Text travels percent-encoded: spaces, percent signs and newlines never appear raw")
    func percentEncoding() throws {
        let text = "50 % done\nnext"
        let line = BootRequest.message(text).line
        #expect(line == "message 50%20%25%20done%0Anext")
        #expect(try BootText.decode(Array("a%2fb%2F".utf8)) == "a/b/")
    }

    @Test("A progress is digits with at most one point, from 0 to 100")
    func progressValues() throws {
        #expect(try parse("progress 7") == .progress(7))
        #expect(try parse("progress 99.9") == .progress(99.9))
        for bad in ["progress", "progress -1", "progress 101", "progress nan", "progress inf", "progress 1e2", "progress 4.", "progress .4",
                    "progress 1.2.3", "progress 0x10", "progress 5 6", "progress +5"] {
            #expect(throws: BootProtocolError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test("rotate takes a quarter turn in degrees, nothing else")
    func rotateValues() throws {
        #expect(try parse("rotate 270") == .rotate(degrees: 270))
        for bad in ["rotate", "rotate 45", "rotate -90", "rotate 360", "rotate 90 90", "rotate ninety", "rotate 0090", "rotate +90"] {
            #expect(throws: BootProtocolError.badArgument(verb: "rotate", "needs 0, 90, 180 or 270 (degrees clockwise)"), "\(bad)") {
                try parse(bad)
            }
        }
    }

    @Test("volume takes a whole percentage, mute on or off, nothing else")
    func soundValues() throws {
        #expect(try parse("volume 7") == .volume(percent: 7))
        #expect(try parse("volume 0") == .volume(percent: 0))
        #expect(try parse("mute on") == .mute(true) && parse("mute off") == .mute(false))
        for bad in ["volume", "volume 101", "volume -1", "volume 007", "volume 5.5", "volume 50 50", "volume loud", "volume +5",
                    "volume 1000"] {
            #expect(throws: BootProtocolError.badArgument(verb: "volume", "needs a whole percentage from 0 to 100"), "\(bad)") {
                try parse(bad)
            }
        }
        for bad in ["mute", "mute yes", "mute on off", "mute ON"] {
            #expect(throws: BootProtocolError.badArgument(verb: "mute", "takes `on` or `off`"), "\(bad)") { try parse(bad) }
        }
    }

    @Test("Malformed lines name what is wrong")
    func malformed() {
        #expect(throws: BootProtocolError.empty) { try parse("") }
        #expect(throws: BootProtocolError.unknownVerb("bogus")) { try parse("bogus") }
        #expect(throws: BootProtocolError.unknownVerb("STATUS")) { try parse("STATUS") }
        #expect(throws: BootProtocolError.badArgument(verb: "status", "takes no arguments")) { try parse("status now") }
        #expect(throws: BootProtocolError.self) { try parse("message a  b") }
        #expect(throws: BootProtocolError.self) { try parse(" status") }
        #expect(throws: BootProtocolError.badEncoding("“%” must be followed by two hex digits")) { try parse("message 100%") }
        #expect(throws: BootProtocolError.badEncoding("the text is not UTF-8")) { try parse("message %FF") }
        #expect(throws: BootProtocolError.badArgument(verb: "message", "the text holds control characters")) { try parse("message a%0Ab") }
        #expect(throws: BootProtocolError.self) { try parse("quit handover Gallery") }
        #expect(throws: BootProtocolError.self) { try parse("quit now") }
        #expect(throws: BootProtocolError.self) { try parse("message " + String(repeating: "x", count: 600)) }
        #expect(throws: BootProtocolError.tooLong(limit: 4096)) { try parse(String(repeating: "x", count: 5000)) }
        let error = BootProtocolError.unknownVerb("bogus")
        #expect(error.description.contains("known: progress, message"))
        #expect(error.code == .malformed)
    }

    @Test("A trailing carriage return is ignored")
    func carriageReturn() throws {
        #expect(try parse("status\r") == .status)
    }
}

/// Replies, as the client reads them.
@Suite("Boot protocol replies")
struct BootReplyTests {
    @Test("Replies round-trip: ok with fields, answer, error")
    func roundTrip() throws {
        let replies: [BootReply] = [.ok(), .ok(fields: [("state", "running"), ("message", "a b%c")]), .answer("s3cret pass"),
                                    .answer(""), .error(.malformed, "unknown verb “x”")]
        for reply in replies {
            #expect(try BootReply(line: Array(reply.line.utf8)) == reply, "\(reply.line)")
        }
        #expect(BootReply.ok(fields: [("message", "a b")]).line == "ok message=a%20b")
        #expect(try BootReply(line: Array("ok state=paused".utf8)).field("state") == "paused")
    }
}

/// `accessibility`: the multi-app runtime's display settings and screen reader.
@Suite("Boot protocol: accessibility")
struct BootAccessibilityRequestTests {
    func parse(_ line: String) throws(BootProtocolError) -> BootRequest { try BootRequest(line: Array(line.utf8)) }

    @Test("Every setting on and off, every text size and the bare report parse and write back the same line")
    func roundTrip() throws {
        var requests: [BootRequest] = [.accessibility(nil), .accessibility(.screenReader(true)), .accessibility(.screenReader(false))]
        for name in BootRequest.accessibilitySettings where name != "screen-reader" && name != "speak-hints" {
            requests += [.accessibility(.setting(name, true)), .accessibility(.setting(name, false))]
        }
        requests += [.accessibility(.speakHints(true)), .accessibility(.speakHints(false))]
        requests += [0, 35, 100].map { .accessibility(.speakingRate($0)) }
        requests += BootRequest.textSizeNames.map { .accessibility(.textSize($0)) }
        for request in requests {
            #expect(try parse(request.line) == request, "\(request.line)")
        }
        #expect(BootRequest.accessibility(.setting("bold-text", true)).line == "accessibility bold-text on")
        #expect(BootRequest.accessibility(.textSize("accessibility-large")).line == "accessibility text-size accessibility-large")
        #expect(BootRequest.verbs.contains("accessibility"))
        #expect(BootRequest.accessibility(.speakingRate(60)).line == "accessibility speaking-rate 60")
        #expect(try parse("accessibility speak-hints off") == .accessibility(.speakHints(false)))
    }

    @Test("Unknown settings, sizes and values are refused with what the verb takes")
    func errors() {
        for bad in ["accessibility bold", "accessibility bold-text", "accessibility bold-text yes", "accessibility text-size huge",
                    "accessibility text-size", "accessibility bold-text on off", "accessibility screen-reader ON",
                    "accessibility speaking-rate", "accessibility speaking-rate 101", "accessibility speaking-rate fast",
                    "accessibility speak-hints yes"] {
            #expect(throws: BootProtocolError.self, "\(bad)") { try parse(bad) }
        }
        do {
            _ = try parse("accessibility text-size huge")
        } catch {
            #expect("\(error)".contains("accessibility-extra-extra-extra-large"), "\(error)")
        }
    }
}
