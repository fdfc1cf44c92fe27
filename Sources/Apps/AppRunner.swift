public import Audio
public import Devices
import Glibc
import Graphics
import Input
import Logging
public import Runtime
public import Text

/// Runs one app the three ways the runtime offers, with no change to the app: on the display
/// (``runOnDisplay(_:options:fonts:onStarted:prepare:)``: DRM/KMS, the fbdev or headless fallback, until
/// SIGTERM or SIGINT), headless on the virtual clock (``runHeadless(_:options:fonts:)``), and as a
/// screenshot (the same headless run, its last frame written as a PNG). ``App/main()`` calls
/// ``run(_:options:)``; a multi-app runtime hosts ``AppInstance``s itself.
@MainActor
public enum AppRunner {
    /// Runs `app` as `options` say and returns the process's exit status: 0, or 1 after
    /// printing what went wrong (no font, no usable display, an unreadable script). The fonts
    /// are opened first, before any display: without them nothing starts.
    public static func run<A: App>(_ app: A, options: AppLaunchOptions) -> Int32 {
        let fonts: FontSystem
        do {
            var configuration = try FontSystem.Configuration(boardFonts: options.board.fonts)
            configuration.fontIndexPath = FontIndexLocation.defaultPath(boardStateFolder: options.board.stateFolder)
            fonts = try FontSystem(configuration: configuration)
        } catch {
            logger.error("\(error)")
            return 1
        }
        if let matrix = options.screenshotMatrix, let folder = options.screenshotPath {
            return AppScreenshots.run(A.self, matrix: matrix, options: options, folder: folder, fonts: fonts)
        }
        let instance = makeInstance(app, options: options)
        do {
            if options.headless {
                let (statistics, display) = try runHeadless(instance, options: options, fonts: fonts)
                if let path = options.screenshotPath {
                    do { try display.writePNG(to: path) } catch { throw AppRunError.screenshot(path: path, reason: error.description) }
                    printLine("wrote \(path)")
                }
                if options.printsStatistics { printLine(statistics.description) }
            } else {
                // A crash is reported to the board's state folder (docs/reliability.md).
                CrashReporter.install(
                    name: reportName,
                    folder: CrashReporter.reportFolder(
                        explicit: options.stateFolder, board: options.board,
                        standard: AppStateStore(board: options.board).folder),
                    logger: logger)
                let lockdown = options.board.isKiosk ? KioskLockdown() : nil
                defer { lockdown?.lift() }
                if let lockdown {
                    let measures = lockdown.applied + lockdown.problems.map { "NOT \($0)" }
                    logger.log(level: lockdown.problems.isEmpty ? .info : .warning,
                               "kiosk lockdown: \(measures.joined(separator: "; "))")
                }
                let statistics = try runOnDisplay(instance, options: options.runOptions, fonts: fonts)
                if options.printsStatistics { printLine(statistics.description) }
            }
            return 0
        } catch {
            logger.error("\(error)")
            return 1
        }
    }

    /// An instance of `app` for the screen, environment, state store and status bar `options`
    /// give.
    public static func makeInstance<A: App>(_ app: A, options: AppLaunchOptions) -> AppInstance {
        var configuration = AppConfiguration(pixelSize: options.pixelSize, scale: options.board.scale,
                                             environment: options.environment, stateStore: options.stateStore)
        configuration.useStatusBar(of: options.board, headless: options.headless, fixed: options.statusBar)
        return AppInstance(app, configuration: configuration)
    }

    /// Runs `instance` on the display `options` choose (DRM/KMS, else fbdev or headless per the
    /// board's policy): launches it once the display is open (at its size), runs until SIGTERM,
    /// SIGINT or the quit timer, then terminates it (``App/willTerminate()``, state saved).
    /// `onStarted` runs once the first frame is out (a trailing closure is this one), `prepare`
    /// before the first frame (a runner adds its host observers there). The app sets its text
    /// with `fonts`.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func runOnDisplay(_ instance: AppInstance, options: RunOptions, fonts: FontSystem,
                                    onStarted: (@MainActor (DisplaySession) -> Void)? = nil,
                                    prepare: (@MainActor (DisplaySession) -> Void)? = nil)
        throws(DisplaySessionError) -> RunStatistics {
        let session: DisplaySession
        do { session = try DisplaySession(content: instance, options: options, fonts: fonts) } catch { throw .eventLoop(error) }
        instance.log = { [session] message in session.log(message) }
        instance.attach(to: session.host)
        prepare?(session)
        instance.launchWhenShown()
        session.onStarted = onStarted
        defer { instance.terminate() }
        return try session.run()
    }

    /// Runs `instance` headless on the virtual clock: launched, its first frame drawn, the touch
    /// script of `options` played from then on, until `quitAfterSeconds` of virtual time or until it has
    /// settled, then terminated (state saved when the run has a store). The app sets its text
    /// with `fonts`.
    ///
    /// - Returns: the run's measurements and the display, showing the last frame.
    /// - Throws: ``AppRunError`` when the touch script cannot be read or names an element the
    ///   screen did not show when its step ran, or when a run without an end time never settled.
    public static func runHeadless(_ instance: AppInstance, options: AppLaunchOptions, fonts: FontSystem)
        throws(AppRunError) -> (statistics: RunStatistics, display: HeadlessDisplay) {
        let script: TouchScript?
        do { script = try options.scriptPath.map { path throws(TouchScriptError) in try TouchScript(contentsOf: path) } } catch {
            throw .script(path: options.scriptPath ?? "", reason: error.description)
        }
        let session = HeadlessSession(content: instance, pixelSize: options.pixelSize, scale: options.board.scale, fonts: fonts)
        let sounds = options.soundOutputPath.map { path in
            session.recordSounds(to: path, volume: options.board.soundVolume, muted: options.board.isMuted)
        }
        instance.attach(to: session.host)
        instance.launch()
        // The first frame before the script: its touches find the tree laid out and drawn.
        session.host.update()
        // The board's accessibility: the reader speaks into the WAV file when there is one.
        session.host.zoom.isEnabled = options.board.zoom
        session.host.screenReaderSettings = DisplaySession.screenReaderSettings(of: options.board)
        if options.board.screenReader { session.startScreenReader() }
        if let script { session.play(script) }
        let statistics = session.run(until: options.quitAfterSeconds)
        instance.terminate()
        do { try sounds?.finish() } catch { throw .soundFile(error) }
        // A step naming an element the screen did not show stopped the script.
        if let failure = session.scriptFailure { throw .script(path: options.scriptPath ?? "", reason: failure.description) }
        if let unsettled = statistics.unsettled { throw .didNotSettle(unsettled) }
        return (statistics, session.display)
    }

    /// Where a run's failure and the kiosk lockdown are logged (a session's own messages go
    /// through ``DisplaySession/logger``).
    private static var logger: Logger { Logger(label: "scanout") }

    /// The program's name (`CheckIn`), as its crash reports' names start: letters, digits, `.`,
    /// `_` and `-` of the executable's file name.
    private static var reportName: String {
        let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? ""
        let name = String(program.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }.prefix(40))
        return name.isEmpty ? "scanout-app" : name
    }

    private static func printLine(_ line: String) {
        print(line)
        fflush(nil)
    }
}

extension AppLaunchOptions {
    /// The display session's options for this command line.
    public var runOptions: RunOptions {
        var options = RunOptions()
        options.board = board
        options.framebufferPath = framebufferPath
        options.quitAfterSeconds = quitAfterSeconds
        options.readyFile = readyFile
        options.printsStatistics = printsStatistics
        options.usesInput = usesInput
        options.usesVirtualTerminal = usesVirtualTerminal
        options.soundOutputPath = soundOutputPath
        return options
    }
}

/// Why an app's run could not go ahead.
public enum AppRunError: Error, Equatable, CustomStringConvertible {
    /// The touch script cannot be read or parsed.
    case script(path: String, reason: String)
    /// The screenshot cannot be written.
    case screenshot(path: String, reason: String)
    /// The headless run without an end time never settled.
    case didNotSettle(HeadlessRunError)
    /// The sounds' WAV file (`--sound-out`) cannot be written.
    case soundFile(SoundOutputError)

    public var description: String {
        switch self {
        case .script(let path, let reason): "touch script “\(path)”: \(reason)"
        case .screenshot(let path, let reason): "cannot write the screenshot “\(path)”: \(reason)"
        case .didNotSettle(let e): e.description
        case .soundFile(let e): e.description
        }
    }
}
