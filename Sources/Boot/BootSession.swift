public import Apps
import Devices
import Glibc
import Graphics
import Logging
public import Runtime
import Scene
public import Text

/// `scanout boot`: the splash on the display from the first moment a card exists, driven over
/// the control socket, until `quit` (or SIGTERM) — or until `quit --handover APP` puts the app
/// on the same display, in the same process, and runs it.
///
/// ## Background
/// The display is chosen like `scanout run` does with the board's `no-display = wait` forced:
/// a DRM/KMS card if one exists; else fbdev (`/dev/fb0`) if the kernel offers it; else nothing,
/// said in the log, while a udev monitor waits — with no timeout — for a card to be added (a
/// driver loaded late) and takes it at once. When the CRTC already shows the wanted mode (the
/// firmware's or the console's), the first frame is flipped in without a modeset.
@MainActor
public final class BootSession {
    /// The splash.
    public let splash: BootSplash
    /// The requests' handler.
    public let controller: BootController
    /// The display session (the event loop, the host, the display).
    public let session: DisplaySession
    /// The control socket, until quit or handover.
    public private(set) var server: BootControlServer?
    /// The app handed over to, once one was.
    public var handedOverTo: String? { handover?.name }
    /// The handover, once `quit --handover` started an app: its instance runs until the session ends.
    public private(set) var handover: BootHandover?
    private let apps: [String: BootApp]
    private let appConfiguration: AppConfiguration
    private let logger = Logger(label: "scanout.boot")

    /// A splash with `theme` and its `logo`, on the display `options` choose, listening at
    /// `socketPath`; `apps` are what `quit --handover NAME` may start, by their
    /// ``BootApp/name``. The splash and the app handed over to set their text with `fonts`
    /// (opened at start-up).
    ///
    /// The app handed over to gets the theme's language as its locale (a kiosk speaks one
    /// language from the splash on) and saves its state in the board's state folder
    /// (``AppStateStore/init(board:)``), unless `appConfiguration` says otherwise.
    ///
    /// - Throws: ``BootError`` when the event loop or the control socket cannot be set up.
    public init(theme: BootTheme, logo: BootLogo.Artwork, options: RunOptions, socketPath: String,
                fonts: FontSystem, apps: [BootApp], appConfiguration: AppConfiguration? = nil) throws(BootError) {
        var options = options
        options.board.noDisplay = .wait
        splash = BootSplash(theme: theme, logo: logo, pixelSize: PixelSize(width: 1280, height: 800), scale: options.board.scale)
        controller = BootController(splash: splash)
        self.apps = Dictionary(apps.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.appConfiguration = appConfiguration ?? Self.configuration(theme: theme, board: options.board)
        do { session = try DisplaySession(content: splash.content, options: options, fonts: fonts) } catch { throw .eventLoop(error) }
        let (policy, missingGroup) = ControlPolicy.current(group: theme.controlGroup)
        if let missingGroup { logger.warning("control group “\(missingGroup)” does not exist; only root and this user may use the socket") }
        do { server = try BootControlServer(path: socketPath, loop: session.eventLoop, policy: policy) } catch { throw .control(error) }
        server?.onRequest = { [unowned self] request, reply in controller.handle(request, reply: reply) }
        var actions = BootController.Actions()
        actions.setPaused = { [unowned self] paused in
            session.host.isPresentationPaused = paused || session.isDeactivated
        }
        actions.deactivate = { [unowned self] in session.deactivate() }
        actions.reactivate = { [unowned self] in session.reactivate() }
        actions.appNames = self.apps.keys.sorted()
        actions.display = { [unowned self] in session.displayDescription.isEmpty ? "none yet" : session.displayDescription }
        actions.quit = { [unowned self] mode in quit(mode) }
        controller.actions = actions
        session.onFirstFrame = { [unowned self] time in firstFrame(at: time) }
        scheduleSpinnerStep()
    }

    /// Steps the activity indicator eight times a second while it turns and the screen is not
    /// paused: one small frame per step, nothing in between.
    private func scheduleSpinnerStep() {
        session.host.schedule(after: BootSpinner.stepInterval) { [weak self] in
            guard let self, handedOverTo == nil, splash.isSpinning else { return }
            if !session.host.isPresentationPaused { splash.advanceSpinner() }
            scheduleSpinnerStep()
        }
    }

    /// Runs until quit or SIGTERM/SIGINT (after a handover, until the app's run ends).
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when a display exists but cannot be used (permissions),
    ///   the event loop refuses a descriptor, or the privilege drop fails.
    public func run() throws(DisplaySessionError) -> RunStatistics {
        defer {
            server?.close()
            handover?.finish()  // the app's willTerminate, its state saved
        }
        // Ready for systemd (Type=notify) once the socket listens, display or not.
        session.serviceNotifier?.ready(status: "boot splash listening on \(server?.path ?? "?")")
        return try session.run()
    }

    private func quit(_ mode: BootRequest.QuitMode) {
        switch mode {
        case .plain:
            session.stop()
        case .retainSplash:
            session.retainsPictureAtExit = true
            session.stop()
        case .handover(let name):
            guard let app = apps[name] else { return }
            server?.close()
            server = nil
            splash.spinner.stopAnimating()
            // The app's first frame is drawn in full over the splash's last and flipped in:
            // no frame without content between them.
            session.host.isPresentationPaused = session.isDeactivated
            let start = MonotonicClock.now()
            session.onFrameShown = { [unowned self] time in
                session.onFrameShown = nil
                session.log("boot: the app's first frame is on screen, \(Int(((time - start) * 1000).rounded())) ms after the handover began")
            }
            handover = BootHandover(app: app, on: session.host, configuration: appConfiguration) { [unowned self] message in
                session.log(message)
            }
            session.log("boot: handed over to \(name) (\(handover?.instance.name ?? name), an App)")
        }
    }

    /// The handed-over app's configuration: the theme's language and its direction, the board's
    /// scale and state folder.
    static func configuration(theme: BootTheme, board: BoardProfile) -> AppConfiguration {
        var environment = EnvironmentValues()
        environment.locale = theme.language.locale
        environment.layoutDirection = theme.language.layoutDirection
        return AppConfiguration(pixelSize: PixelSize(width: 1280, height: 800), scale: board.scale,
                                environment: environment, stateStore: AppStateStore(board: board))
    }

    private func firstFrame(at time: Double) {
        var line = "boot: first frame at monotonic \(String(format6(time)))"
        if let appeared = session.displayAppearedTime {
            let reporter = session.displayReportedBy == .kernel ? "the kernel" : "udev"
            line += ", \(milliseconds(time - appeared)) ms after \(reporter) reported the display (monotonic \(format6(appeared))"
            // Each step's end, in ms after the report: where the time before the first frame goes.
            if let opened = session.displayOpenedTime { line += "; card open +\(milliseconds(opened - appeared))" }
            if let attached = session.displayAttachedTime { line += ", attached +\(milliseconds(attached - appeared))" }
            if let steps = session.firstFrameSteps {
                line += ", drawing began +\(milliseconds(steps.start - appeared)), drawn in \(milliseconds(steps.render)) ms"
                if let prepared = session.preparedFrameSeconds {
                    line += " (\(milliseconds(prepared)) ms more while waiting, at the board's mode)"
                }
                line += ", copied and flipped in \(milliseconds(steps.present)) ms"
            }
            line += ")"
        }
        if session.modesetsAvoided > 0 { line += "; the mode was already set: no modeset" }
        session.log(line)
    }

    private func milliseconds(_ seconds: Double) -> String {
        String(Int((seconds * 1000).rounded()))
    }

    private func format6(_ value: Double) -> String {
        let micro = Int((value * 1e6).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// Why the boot splash could not start.
public enum BootError: Error, CustomStringConvertible {
    /// The event loop could not be set up.
    case eventLoop(EventLoopError)
    /// The control socket could not be set up.
    case control(BootControlError)

    public var description: String {
        switch self {
        case .eventLoop(let error): "setting up the event loop: \(error)"
        case .control(let error): "the control socket: \(error)"
        }
    }
}
