import Apps
import Boot
import Devices
import MultiApp
import Runtime
import Scene

/// The multi-app runtime's control socket: the boot splash's protocol and server
/// (``BootControlServer``, one line per request and reply, the same credential check), with the
/// verbs a running runtime takes: `rotate DEGREES` (the interface turns as the accelerometer
/// would turn it), `volume PERCENT` and `mute on|off` (the system sounds), `accessibility
/// [SETTING on|off | text-size SIZE]` (the display settings and the screen reader), `lock` (the
/// lock screen, with the lock sound), `status`, `deactivate` and `reactivate`.
@MainActor
enum AppsControl {
    /// Where `scanout apps` listens unless told otherwise.
    nonisolated static let defaultSocketPath = "/run/scanout/apps.sock"

    /// Listens at `path` on `session`'s event loop for requests to `content`; `nil`, logged,
    /// when the socket cannot be made (the runtime runs on without it).
    static func listen(at path: String, session: DisplaySession, content: MultiAppContent) -> BootControlServer? {
        let policy = ControlPolicy.current(group: nil).policy
        do {
            let server = try BootControlServer(path: path, loop: session.eventLoop, policy: policy)
            server.onRequest = { [unowned session] request, reply in
                handle(request, reply: reply, content: content, session: session)
            }
            session.log("control socket \(path) (scanout ctl rotate 90 --socket \(path))")
            return server
        } catch {
            session.log(
                "no control socket: \(error); the interface turns only by the board's accelerometer", level: .warning)
            return nil
        }
    }

    /// Carries out `request` on `content` and answers through `reply`.
    static func handle(
        _ request: BootRequest, reply: BootReplyHandle, content: MultiAppContent,
        session: DisplaySession?
    ) {
        switch request {
        case .rotate(let degrees):
            guard let rotation = DisplayRotation(degrees: degrees) else {
                reply.send(.error(.malformed, "rotate needs 0, 90, 180 or 270"))
                return
            }
            let turned = content.rotate(to: rotation)
            reply.send(.ok(fields: [("turned", turned ? "yes" : "no")] + status(of: content)))
        case .volume, .mute:
            guard let sounds = content.sounds else {
                reply.send(.error(.unavailable, "the runtime has no sound player yet"))
                return
            }
            if case .volume(let percent) = request { sounds.volume = Double(percent) / 100 }
            if case .mute(let on) = request { sounds.isMuted = on }
            reply.send(
                .ok(fields: [
                    ("volume", "\(Int((sounds.volume * 100).rounded()))"), ("muted", sounds.isMuted ? "yes" : "no"),
                ]))
        case .lock:
            content.lock()
            reply.send(.ok(fields: status(of: content)))
        case .accessibility(let change):
            reply.send(accessibility(change, content: content, session: session))
        case .status:
            reply.send(.ok(fields: status(of: content)))
        case .deactivate:
            guard session?.deactivate() == true else {
                reply.send(.error(.unavailable, "no DRM display to give up (fbdev, headless, or already given up)"))
                return
            }
            reply.send(.ok())
        case .reactivate:
            guard session?.reactivate() == true else {
                reply.send(
                    .error(.unavailable, "the display cannot be taken back now (another program holds DRM master)"))
                return
            }
            reply.send(.ok())
        case .progress, .message, .askPassword, .askQuestion, .pause, .resume, .quit:
            let verb = request.line.split(separator: " ").first.map(String.init) ?? ""
            reply.send(
                .error(
                    .unavailable,
                    "“\(verb)” is the boot splash's; the multi-app runtime takes rotate, volume, mute, lock, accessibility, status, deactivate and reactivate"
                ))
        }
    }

    /// Carries out an `accessibility` request: the display settings change for the home screen
    /// and every app (through the session's host, so content shown later keeps them), the screen
    /// reader starts or stops; the reply lists the settings as they are now.
    static func accessibility(
        _ change: BootRequest.AccessibilityChange?, content: MultiAppContent, session: DisplaySession?
    ) -> BootReply {
        var overrides = session?.host.accessibilityOverrides ?? content.accessibilityOverrides
        switch change {
        case nil:
            break
        case .setting(let name, let on):
            guard overrides.set(name, to: on) else {
                return .error(.malformed, "no display setting “\(name)”")
            }
        case .textSize(let name):
            guard overrides.setTextSize(named: name) else { return .error(.malformed, "no text size “\(name)”") }
        case .screenReader(let on):
            guard let session else {
                return .error(.unavailable, "the screen reader needs the runtime's display session")
            }
            session.setScreenReader(on: on)
        case .speakingRate(let percent):
            guard let session else {
                return .error(.unavailable, "the screen reader needs the runtime's display session")
            }
            session.host.screenReaderSettings.speakingRate = Double(percent) / 100
        case .speakHints(let on):
            guard let session else {
                return .error(.unavailable, "the screen reader needs the runtime's display session")
            }
            session.host.screenReaderSettings.speaksHints = on
        }
        if let session {
            if session.host.accessibilityOverrides != overrides { session.host.accessibilityOverrides = overrides }
        } else if content.accessibilityOverrides != overrides {
            content.useAccessibility(overrides)
        }
        let settings = content.accessibility ?? .standard
        let reader = session?.host.screenReader != nil
        let readerSettings = session?.host.screenReaderSettings ?? .standard
        let readerFields = [
            ("screen-reader", reader ? "on" : "off"),
            ("speaking-rate", "\(readerSettings.speakingRatePercent)"),
            ("speak-hints", readerSettings.speaksHints ? "on" : "off"),
        ]
        return .ok(fields: settings.fields + readerFields)
    }

    /// The `status` fields: what is in front (`lock` while the screen is locked), whether the
    /// screen is locked, the interface's and the device's rotation, the orientation, and each
    /// app's state.
    static func status(of content: MultiAppContent) -> [(String, String)] {
        let front =
            content.isScreenLocked
            ? "lock"
            : content.foreground?.instance.identifier ?? (content.isShowingSwitcher ? "switcher" : "home")
        let apps = content.apps.map { app in
            let state =
                switch app.state {
                case .foreground: "foreground"
                case .suspended: "suspended"
                case .notRunning: "not-running"
                }
            return "\(app.instance.identifier):\(state)"
        }
        return [
            ("front", front), ("rotation", "\(content.rotation.rawValue)"),
            ("device-rotation", "\(content.deviceRotation.rawValue)"),
            ("orientation", "\(content.orientation)"), ("apps", apps.joined(separator: ",")),
            ("locked", content.isScreenLocked ? "yes" : "no"),
        ]
    }
}
