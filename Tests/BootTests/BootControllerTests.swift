import Diagnostics
import Gestures
import Graphics
import Input
import Logging
import Runtime
import Synchronization
import Testing
@testable import Boot

/// The requests carried out on the splash: replies, questions answered from the keyboard, and
/// the passphrase kept out of every log line.
@MainActor
@Suite("Boot controller")
struct BootControllerTests {
    final class Lines: LogSink, Sendable {
        let lines = Mutex<[String]>([])
        func write(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    func make(_ sink: Lines) -> BootController {
        let splash = BootSplash(theme: BootTheme(), logo: BootLogo.scanoutArtwork, pixelSize: PixelSize(width: 640, height: 480), scale: 1)
        let limiter = LogRateLimiter()
        let logger = Logger(label: "scanout.boot") { label in
            JournalLogHandler(label: label, level: .trace, sink: sink, limiter: limiter, journal: true)
        }
        return BootController(splash: splash, logger: logger)
    }

    func send(_ controller: BootController, _ request: BootRequest) -> [BootReply] {
        var replies: [BootReply] = []
        controller.handle(request, reply: BootReplyHandle { replies.append($0) })
        return replies
    }

    func type(_ text: String, into controller: BootController) {
        for character in text {
            controller.splash.focus.handle(KeyEvent(key: .character(String(character)), isPressed: true, text: String(character), timestamp: 0))
        }
        controller.splash.focus.handle(KeyEvent(key: .return, isPressed: true, timestamp: 0))
    }

    @Test("progress, message and status reply ok and show on the splash")
    func progressAndMessage() {
        let controller = make(Lines())
        #expect(send(controller, .progress(42)) == [.ok()])
        #expect(send(controller, .message("Mounting /data")) == [.ok()])
        let status = send(controller, .status)
        #expect(status.count == 1)
        #expect(status.first?.field("progress") == "42")
        #expect(status.first?.field("message") == "Mounting /data")
        #expect(status.first?.field("state") == "running")
        #expect(controller.splash.messageLine.text == "Mounting /data")
    }

    @Test("The splash does not turn: rotate, the multi-app runtime's verb, is answered unavailable")
    func rotateUnavailable() {
        let controller = make(Lines())
        let replies = send(controller, .rotate(degrees: 90))
        guard case .error(let code, let message)? = replies.first else {
            Issue.record("rotate was answered \(replies)")
            return
        }
        #expect(code == .unavailable)
        #expect(message.contains("scanout apps"))
        #expect(send(controller, .status).first?.field("state") == "running")
    }

    @Test("The splash leaves volume, mute and lock to the multi-app runtime: answered unavailable")
    func soundVerbsUnavailable() {
        let controller = make(Lines())
        for request in [BootRequest.volume(percent: 50), .mute(true), .lock] {
            guard case .error(let code, let message)? = send(controller, request).first else {
                Issue.record("\(request.line) was not refused")
                continue
            }
            #expect(code == .unavailable && message.contains("scanout apps"))
        }
    }

    @Test("ask-password: the typed passphrase is the reply, the entry is emptied, and no log line holds it")
    func passwordNeverLogged() {
        let lines = Lines()
        let controller = make(lines)
        let secret = "correct horse 42"
        var replies: [BootReply] = []
        controller.handle(.askPassword(prompt: "Unlock sda2"), reply: BootReplyHandle { replies.append($0) })
        #expect(replies.isEmpty && controller.splash.isAsking)
        #expect(controller.splash.entry.isSecureTextEntry)
        #expect(send(controller, .status).first?.field("asking") == "password")
        type(secret, into: controller)
        #expect(replies == [.answer(secret)])
        #expect(!controller.splash.isAsking)
        #expect(controller.splash.entry.text.isEmpty)
        #expect(!controller.splash.entry.description.contains(secret))
        #expect(!lines.all.isEmpty)
        for line in lines.all {
            #expect(!line.contains(secret) && !line.contains("horse"), "\(line)")
        }
        #expect(lines.all.contains { $0.contains("passphrase entered") })
    }

    @Test("A second question cancels the first: its client gets an error, the second the answer")
    func questionCancelled() {
        let controller = make(Lines())
        var first: [BootReply] = [], second: [BootReply] = []
        controller.handle(.askPassword(prompt: ""), reply: BootReplyHandle { first.append($0) })
        controller.handle(.askQuestion(prompt: "Serial?"), reply: BootReplyHandle { second.append($0) })
        #expect(first.count == 1)
        if case .error(.cancelled, _)? = first.first {} else { Issue.record("first question not cancelled: \(first)") }
        #expect(!controller.splash.entry.isSecureTextEntry)
        type("A17", into: controller)
        #expect(second == [.answer("A17")])
    }

    @Test("quit cancels a question, replies ok, then quits; later requests are refused")
    func quit() {
        let controller = make(Lines())
        var quits: [BootRequest.QuitMode] = []
        controller.actions.quit = { quits.append($0) }
        controller.actions.appNames = ["gallery"]
        var asked: [BootReply] = []
        controller.handle(.askPassword(prompt: ""), reply: BootReplyHandle { asked.append($0) })
        #expect(send(controller, .quit(.handover(app: "kiosk"))).first.map { if case .error(.unavailable, _) = $0 { true } else { false } } == true)
        #expect(quits.isEmpty)
        #expect(send(controller, .quit(.handover(app: "gallery"))) == [.ok()])
        #expect(quits == [.handover(app: "gallery")])
        if case .error(.cancelled, _)? = asked.first {} else { Issue.record("question not cancelled") }
        if case .error(.unavailable, _)? = send(controller, .progress(5)).first {} else { Issue.record("accepted after quit") }
    }

    @Test("deactivate without a DRM display is refused with a reason; pause and resume report their state")
    func deactivateAndPause() {
        let controller = make(Lines())
        var paused: [Bool] = []
        controller.actions.setPaused = { paused.append($0) }
        if case .error(.unavailable, let why)? = send(controller, .deactivate).first { #expect(why.contains("DRM")) } else { Issue.record("deactivate accepted") }
        #expect(send(controller, .pause) == [.ok()])
        #expect(send(controller, .status).first?.field("state") == "paused")
        #expect(send(controller, .resume) == [.ok()])
        #expect(paused == [true, false])
    }
}
