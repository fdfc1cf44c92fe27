public import Logging

/// Carries out the control socket's requests on the splash and its session: progress, message,
/// questions, pause, deactivate, quit and handover, one reply each.
///
/// ## Secrets
/// What is typed for `ask-password` goes into the reply to the client that asked and nowhere
/// else: the entry is emptied (undo included) as soon as Return is pressed, the log says only
/// that an answer was sent, and the controller keeps no copy.
@MainActor
public final class BootController {
    /// What the session does for the requests that reach beyond the splash.
    public struct Actions {
        /// Freeze (`true`) or unfreeze the screen.
        public var setPaused: @MainActor (Bool) -> Void = { _ in }
        /// Give the display up; false when there is none to give.
        public var deactivate: @MainActor () -> Bool = { false }
        /// Take it back; false when another program still holds it.
        public var reactivate: @MainActor () -> Bool = { false }
        /// End the splash as `mode` says; the reply is sent before this runs (a handover's app
        /// is one of ``appNames``).
        public var quit: @MainActor (BootRequest.QuitMode) -> Void = { _ in }
        /// The names of the apps a handover can start.
        public var appNames: [String] = []
        /// Describes the display (for `status`).
        public var display: @MainActor () -> String = { "" }

        /// No actions (a splash without a session, in tests).
        public init() {}
    }

    /// The splash driven.
    public let splash: BootSplash
    /// What the session does.
    public var actions = Actions()
    /// Whether `pause` froze the screen.
    public private(set) var isPaused = false
    /// Whether `deactivate` gave the display up.
    public private(set) var isDeactivated = false
    /// Whether a quit was requested (later requests are refused).
    public private(set) var hasQuit = false
    private var questionHandle: BootReplyHandle?
    private var questionIsSecret = false
    private let logger: Logger

    /// A controller for `splash`, logging to `logger`.
    public init(splash: BootSplash, logger: Logger = Logger(label: "scanout.boot")) {
        self.splash = splash
        self.logger = logger
    }

    /// Carries out `request` and sends its reply through `reply` (a question's reply comes when
    /// it is answered or cancelled).
    public func handle(_ request: BootRequest, reply: BootReplyHandle) {
        guard !hasQuit else {
            reply.send(.error(.unavailable, "the splash is quitting"))
            return
        }
        switch request {
        case .progress(let percent):
            splash.setProgress(percent)
            logger.debug("progress \(BootRequest.format(percent)) %")
            reply.send(.ok())
        case .message(let text):
            splash.setMessage(text)
            logger.info("message: \(text)")
            reply.send(.ok())
        case .status:
            reply.send(.ok(fields: statusFields))
        case .askPassword(let prompt), .askQuestion(let prompt):
            let isSecret = if case .askPassword = request { true } else { false }
            // One question at a time: a new one cancels the one before (its client gets an error).
            splash.cancelQuestion()
            questionHandle = reply
            questionIsSecret = isSecret
            logger.info("\(isSecret ? "asking for a passphrase" : "asking a question"): \(prompt.isEmpty ? "(built-in prompt)" : prompt)")
            splash.ask(prompt: prompt, isSecret: isSecret) { [unowned self] answer in answered(answer) }
        case .pause:
            isPaused = true
            actions.setPaused(true)
            reply.send(.ok())
        case .resume:
            isPaused = false
            actions.setPaused(false)
            reply.send(.ok())
        case .deactivate:
            guard actions.deactivate() else {
                reply.send(.error(.unavailable, "no DRM display to give up (none yet, fbdev, or already given up)"))
                return
            }
            isDeactivated = true
            reply.send(.ok())
        case .reactivate:
            guard actions.reactivate() else {
                reply.send(.error(.unavailable, "the display cannot be taken back now (another program holds DRM master)"))
                return
            }
            isDeactivated = false
            reply.send(.ok())
        case .quit(let mode):
            if case .handover(let app) = mode, !actions.appNames.contains(app) {
                let known = actions.appNames.isEmpty ? "none" : actions.appNames.joined(separator: ", ")
                reply.send(.error(.unavailable, "no app named “\(app)” (known: \(known))"))
                return
            }
            hasQuit = true
            splash.cancelQuestion()
            logger.info("quit\(modeDescription(mode))")
            reply.send(.ok())
            actions.quit(mode)
        case .rotate:
            reply.send(.error(.unavailable, "the splash does not turn; `rotate` is for the multi-app runtime (scanout apps)"))
        case .volume, .mute:
            reply.send(.error(.unavailable, "the splash's sounds are the board's; `volume` and `mute` are for the multi-app runtime (scanout apps)"))
        case .lock:
            reply.send(.error(.unavailable, "the splash has no lock screen; `lock` is for the multi-app runtime (scanout apps)"))
        case .accessibility:
            reply.send(.error(.unavailable, "the splash's display settings are the board's; `accessibility` is for the multi-app runtime (scanout apps)"))
        }
    }

    /// The `status` reply's fields.
    public var statusFields: [(String, String)] {
        let state = isDeactivated ? "deactivated" : isPaused ? "paused" : "running"
        let asking = splash.isAsking ? (questionIsSecret ? "password" : "question") : "none"
        return [("state", state), ("progress", splash.progress.map(BootRequest.format) ?? "none"),
                ("message", splash.message), ("asking", asking), ("display", actions.display())]
    }

    private func answered(_ answer: String?) {
        guard let handle = questionHandle else { return }
        questionHandle = nil
        if let answer {
            handle.send(.answer(answer))
            logger.info(questionIsSecret ? "passphrase entered; sent to the client that asked" : "question answered; sent to the client that asked")
        } else {
            handle.send(.error(.cancelled, "the question was cancelled (another question, or quit)"))
            logger.info("question cancelled")
        }
    }

    private func modeDescription(_ mode: BootRequest.QuitMode) -> String {
        switch mode {
        case .plain: ""
        case .retainSplash: ", retaining the splash"
        case .handover(let app): ", handing over to \(app)"
        }
    }
}
