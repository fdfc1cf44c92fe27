import ArgumentParser
import Apps
import Audio
import Controls
import Demo
import Devices
import Diagnostics
import Gallery
import Glibc
import Graphics
import Logging
import Runtime
import Text

/// `scanout run`: the gallery app (or the demo scene, or any app compiled into `scanout`, by
/// `--app`) on the display.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Show the gallery app (or the demo scene, or another app with --app) on the DRM/KMS display (fallback: headless) until SIGTERM or Ctrl+C."
    )

    @OptionGroup var shown: ShownContentOptions

    @Option(
        help: ArgumentHelp(
            "Run this app compiled into scanout (\((HostedApps.identifiers + ["demo"]).joined(separator: ", "))) through the app runner, as its own `swift run` does (gallery and demo: as --scene).",
            valueName: "app"))
    var app: String?

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @Flag(help: "Use legacy KMS (SetCrtc, PageFlip, DirtyFB) even where atomic modesetting is offered.")
    var legacy = false

    @Flag(
        help: "Render headless on the virtual clock (deterministic, as fast as the CPU allows) instead of on a display."
    )
    var headless = false

    @Option(help: "With --headless: a touch script (docs/scripted-input.md) played from the first frame on.")
    var script: String?

    @Option(
        help: ArgumentHelp(
            "With --headless: virtual milliseconds each drawn frame takes, as on a loaded board (touches, timers and gesture deadlines due meanwhile are handled together after it).",
            valueName: "ms"))
    var frameCostMs = 0.0

    @Option(help: "With --headless: write the last frame to this PNG file.")
    var screenshot: String?

    @Option(help: "Switch the gallery to this screen after --after seconds, with no input (a timer-driven change).")
    var then: GalleryScreenOption?

    @Option(help: "Seconds before --then switches the screen.")
    var after = 2.0

    @Option(help: "Seconds of demo animation (an activity bar) from the first frame.")
    var animate = 0.0

    @Option(help: "Quit after this many seconds.")
    var quitAfter: Double?

    @Option(help: "Write this file once the first frame is on screen.")
    var readyFile: String?

    @Flag(help: "Print measurements (first frame, CPU per frame, pacing, idle wake-ups) at exit.")
    var stats = false

    @Option(
        help: ArgumentHelp(
            "Log where memory is (resident set, allocator in use and free, font and coverage caches, live nodes by type) every this many seconds (with --headless: of virtual time; needs --quit-after).",
            valueName: "seconds"))
    var memoryEvery: Double?

    @Flag(help: "Log recognised gestures (taps, pinches) and what they did.")
    var logEvents = false

    @Option(
        help: "Write the system sounds (key clicks, alerts) to this WAV file instead of playing them (docs/sounds.md).")
    var soundOut: String?

    @Option(
        help: ArgumentHelp(
            "Write the words the screen reader is asked to say to this text file, one a line in order (docs/accessibility.md).",
            valueName: "file"))
    var speechLog: String?

    @Option(
        help: ArgumentHelp(
            "Show the status bar with these fixed values (screenshots): time=H:MM, battery=0…100|none, charging, wifi=0…3, network=wifi|ethernet|none; alone: 9:41, full Wi-Fi and battery (docs/screenshots.md).",
            valueName: "parts"))
    var statusBar: String?

    @Flag(help: "Do not read input devices.")
    var noInput = false

    @Option(help: "Save the gallery's state (screen, scroll position) in this folder at exit and restore it at launch.")
    var stateFolder: String?

    @Flag(help: "Leave the virtual terminal alone (no graphics mode, no VT switch handling).")
    var noVT = false

    @Option(
        help: ArgumentHelp(
            "With --headless: the parent's CLOCK_MONOTONIC reading (ms) just before it started this process; prints the first frame's time from exec and its steps (the gallery's first frame in memory).",
            valueName: "ms"))
    var execStart: Double?

    @MainActor
    func run() async throws {
        let commandStarted = MonotonicClock.now()
        ScanoutLogging.bootstrap()
        let logger = Logger(label: "scanout")
        // Before any node is made, so the reports' census counts every one.
        if memoryEvery != nil { MemoryReport.countsNodesByType = true }
        var options = RunOptions()
        options.board = try display.boardProfile()
        // A crash is reported to the board's state folder (docs/reliability.md, "The crash report").
        CrashReporter.install(
            name: "scanout-run",
            folder: CrashReporter.reportFolder(
                explicit: stateFolder, board: options.board, standard: AppStateStore(board: options.board).folder,
                headless: headless),
            logger: logger)
        let fonts = try openFonts(boardFonts: options.board.fonts, stateFolder: options.board.stateFolder)
        let fontsOpened = MonotonicClock.now()
        options.headless = headless
        options.framebufferPath = display.fbdev
        options.forcesLegacyKMS = legacy
        options.animationSeconds = animate
        options.quitAfterSeconds = quitAfter
        options.readyFile = readyFile
        options.printsStatistics = stats
        options.memoryReportSeconds = memoryEvery
        options.usesVirtualTerminal = !noVT
        options.logsEvents = logEvents
        options.usesInput = !noInput
        if let soundOut, soundOut.isEmpty { throw ValidationError("--sound-out needs a file name") }
        options.soundOutputPath = soundOut
        if let speechLog, speechLog.isEmpty { throw ValidationError("--speech-log needs a file name") }
        if speechLog != nil, headless {
            throw ValidationError("--speech-log logs the board's screen reader on a display; a headless run has none")
        }
        options.speechLogPath = speechLog
        // `--app gallery` and `--app demo` are the scenes' own paths below (GalleryRun and DemoRun,
        // through the app runner too).
        let hostedApp = app.flatMap { ["gallery", "demo"].contains($0.lowercased()) ? nil : $0 }
        if statusBar != nil, hostedApp == nil, scene == .demo {
            throw ValidationError("--status-bar shows over the gallery or an app; the demo scene has none")
        }
        let fixedStatus = try fixedStatusBar()  // a bad value is a usage error before anything runs
        if let execStart, !headless || hostedApp != nil || !execStart.isFinite {
            throw ValidationError(
                "--exec-start measures the gallery's or the demo's headless first frame: it needs --headless, no --app, and a number of milliseconds"
            )
        }
        if headless {
            if let hostedApp {
                try runApp(hostedApp, options: options, fonts: fonts)
                return
            }
            try runHeadless(options: options, fonts: fonts, started: (commandStarted, fontsOpened))
            return
        }
        if script != nil || screenshot != nil || frameCostMs != 0 {
            throw ValidationError("--script, --screenshot and --frame-cost-ms need --headless")
        }
        // Kiosk lockdown (board profile `kiosk = on`) for as long as Scanout runs.
        let lockdown = options.board.isKiosk ? KioskLockdown() : nil
        defer { lockdown?.lift() }
        if let lockdown {
            let measures = lockdown.applied + lockdown.problems.map { "NOT \($0)" }
            logger.log(
                level: lockdown.problems.isEmpty ? .info : .warning,
                "kiosk lockdown: \(measures.joined(separator: "; "))")
        }
        if let hostedApp {
            try runApp(hostedApp, options: options, fonts: fonts)
            return
        }
        do {
            let statistics =
                switch scene {
                case .demo: try DemoRun.run(options: options, fonts: fonts)
                case .gallery:
                    try GalleryRun.run(
                        options: options, fonts: fonts, screen: shown.screen?.value,
                        language: shown.language?.value ?? .english, colorScheme: shown.appearance?.value ?? .light,
                        then: then.map { (after, $0.value) }, stateStore: stateFolder.map { AppStateStore(folder: $0) },
                        statusBar: fixedStatus)
                }
            if stats { print(statistics) }
            fflush(nil)
        } catch {
            fflush(nil)
            logger.error("\(error)")
            throw ExitCode(1)
        }
    }

    /// The status `--status-bar` gives, `nil` without it.
    ///
    /// - Throws: `ValidationError` naming the part that is wrong.
    private func fixedStatusBar() throws -> StatusBarStatus? {
        guard let statusBar else { return nil }
        do { return try StatusBarStatus(option: statusBar) } catch { throw ValidationError(error.description) }
    }

    /// The scene `--app gallery`/`--app demo` or else `--scene` names.
    private var scene: SceneChoice {
        switch app?.lowercased() {
        case "demo": .demo
        case "gallery": .gallery
        default: shown.scene
        }
    }

    /// `--app NAME`: one of ``HostedApps`` through ``AppRunner``, on the display or headless,
    /// exactly as the app's own executable runs it, in the language and appearance asked for.
    /// (`--app gallery` is the gallery's own path: ``GalleryRun`` runs it through ``AppRunner`` too,
    /// with the gallery's options.) The caller has installed the crash reporter and, on a kiosk
    /// board, the lockdown.
    @MainActor
    private func runApp(_ name: String, options: RunOptions, fonts: FontSystem) throws {
        guard let entry = try HostedApps.entries(named: name).first else { throw ValidationError("--app needs a name") }
        if shown.scene != .gallery || shown.screen != nil || then != nil || animate != 0 || memoryEvery != nil
            || frameCostMs != 0 || logEvents
        {
            throw ValidationError(
                "--app \(entry.identifier) takes the display, run and language options; --scene, --screen, --then, --animate, --memory-every, --frame-cost-ms and --log-events are the gallery's and the demo's"
            )
        }
        var launch = AppLaunchOptions()
        launch.board = options.board
        launch.locale = shown.language?.value.locale ?? .english
        launch.colorScheme = shown.appearance?.value ?? .light
        launch.headless = headless
        launch.scriptPath = script
        launch.quitAfterSeconds = quitAfter
        launch.stateFolder = stateFolder
        launch.framebufferPath = options.framebufferPath
        launch.usesInput = options.usesInput
        launch.usesVirtualTerminal = options.usesVirtualTerminal
        launch.readyFile = readyFile
        launch.printsStatistics = stats
        launch.soundOutputPath = soundOut
        launch.statusBar = try fixedStatusBar()
        var configuration = AppConfiguration(
            pixelSize: launch.pixelSize, scale: launch.board.scale, environment: launch.environment,
            stateStore: launch.stateStore)
        configuration.useStatusBar(of: launch.board, headless: headless, fixed: launch.statusBar)
        let instance = entry.make(configuration)
        let logger = Logger(label: "scanout")
        do {
            if headless {
                let (statistics, display) = try AppRunner.runHeadless(instance, options: launch, fonts: fonts)
                if let screenshot {
                    do { try display.writePNG(to: screenshot) } catch { throw ValidationError(error.description) }
                    print("wrote \(screenshot)")
                }
                if stats { print(statistics) }
            } else {
                let statistics = try AppRunner.runOnDisplay(instance, options: options, fonts: fonts)
                if stats { print(statistics) }
            }
            fflush(nil)
        } catch let error as ValidationError {
            throw error  // a bad option: status 64 with its message, as any other option's
        } catch {
            fflush(nil)
            logger.error("\(error)")
            throw ExitCode(1)
        }
    }

    /// The same host as on a display, with a headless display, the touch script and the virtual
    /// clock. The display shows the host's own frame (no second 4 MiB front buffer).
    @MainActor
    /// `started` is when the command began and when its fonts were open, for `--exec-start`'s
    /// first-frame line.
    private func runHeadless(options: RunOptions, fonts: FontSystem, started: (command: Double, fonts: Double)) throws {
        let size = PixelSize(width: options.board.mode?.width ?? 1280, height: options.board.mode?.height ?? 800)
        let touches = try script.map { try TouchScriptFile.load($0) }
        // A report timer never lets the virtual clock run out: the run needs its end.
        if memoryEvery != nil, quitAfter == nil {
            throw ValidationError("--headless --memory-every needs --quit-after")
        }
        guard frameCostMs.isFinite, (0...10_000).contains(frameCostMs) else {
            throw ValidationError("--frame-cost-ms must be 0 to 10000")
        }
        let logger = Logger(label: "scanout")
        let statistics: RunStatistics
        let display: HeadlessDisplay
        var sounds: SoundPlayer?
        // `--exec-start`: when the first frame was complete in memory, and the CPU used by then.
        var firstFrame: (done: Double, cpu: Double)?
        let notesFirstFrame: @MainActor (AppHost) -> Void = { host in
            guard execStart != nil else { return }
            host.onFrameShown = { [unowned host] _ in
                host.onFrameShown = nil
                firstFrame = (MonotonicClock.now(), LaunchTiming.processCPUTime())
            }
        }
        switch scene {
        case .demo:
            guard touches == nil else { throw ValidationError("--script plays on the gallery, not on the demo scene") }
            guard soundOut == nil else {
                throw ValidationError("--sound-out records the gallery's sounds; the demo scene plays none")
            }
            let demo = DemoRun.headless(
                pixelSize: size, scale: options.board.scale, fonts: fonts, animationSeconds: animate,
                frontBuffer: .presentedFrame, frameCost: frameCostMs / 1000)
            notesFirstFrame(demo.session.host)
            statistics = demo.session.run(until: quitAfter)
            demo.instance.terminate()
            display = demo.session.display
        case .gallery:
            (statistics, display) = GalleryRun.runHeadless(
                size: size, scale: options.board.scale, fonts: fonts, screen: shown.screen?.value ?? .buttons,
                language: shown.language?.value ?? .english, colorScheme: shown.appearance?.value ?? .light,
                script: touches, seconds: quitAfter, then: then.map { (after, $0.value) },
                frontBuffer: .presentedFrame, frameCost: frameCostMs / 1000,
                memoryReports: memoryEvery.map { every in (every, { report in logger.info("\(report.line)") }) },
                statusBar: try fixedStatusBar(),
                prepare: { session in
                    notesFirstFrame(session.host)
                    sounds = soundOut.map { path in
                        session.recordSounds(to: path, volume: options.board.soundVolume, muted: options.board.isMuted)
                    }
                })
        }
        if let sounds {
            do { try sounds.finish() } catch { throw ValidationError(error.description) }
            print("wrote \(soundOut ?? "")")
        }
        if let screenshot {
            do { try display.writePNG(to: screenshot) } catch { throw ValidationError(error.description) }
            print("wrote \(screenshot)")
        }
        if let execStart, let firstFrame {
            print(
                LaunchTiming.report(
                    execStart: execStart,
                    steps: [("arguments", started.command), ("fonts", started.fonts), ("frame", firstFrame.done)],
                    frameDoneCPU: firstFrame.cpu))
        }
        if stats { print(statistics) }
        fflush(nil)
        if let unsettled = statistics.unsettled { throw unsettled }
    }
}
