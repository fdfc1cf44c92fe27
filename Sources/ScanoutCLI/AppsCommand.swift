import ArgumentParser
import Apps
import Boot
import Devices
import Diagnostics
import Glibc
import Gestures
import Logging
import MultiApp
import Runtime

/// `scanout apps`: the multi-app runtime (docs/multi-app.md): a home screen with the apps
/// compiled into `scanout` (``HostedApps``), four-finger swipes between them, the app switcher,
/// suspension, rotation by the board's accelerometer or `scanout ctl rotate`.
struct AppsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Run several apps in one runtime: a home screen, four-finger swipes between apps, the app switcher.",
        discussion: """
            Every option of an app's own command line is taken as well (`scanout-gallery --help` lists them): \
            --board, --mode, --scale, --rotation, --language, --appearance, --text-size, --headless, --script, \
            --screenshot FILE.png, --quit-after, --state-folder, --no-state, --card, --fbdev, --no-input, --no-vt, \
            --ready-file, --stats. A board profile with `single-app = on` locks the runtime to the first app. \
            On the display, `scanout ctl rotate 90 --socket PATH` turns the interface, `scanout ctl lock --socket PATH` \
            locks the screen (also the board's `lock-key` and `auto-lock`) and `scanout ctl status --socket PATH` tells \
            what is in front.
            """)

    @Option(
        help:
            "The apps on the home screen, in order, by identifier (\(HostedApps.identifiers.joined(separator: ", "))).")
    var apps = HostedApps.identifiers.joined(separator: ",")

    @Option(help: "On the display: the control socket for `scanout ctl rotate|status` (an empty path: none).")
    var controlSocket = AppsControl.defaultSocketPath

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var runtimeOptions: [String] = []

    @MainActor
    func run() async throws {
        ScanoutLogging.bootstrap()
        let options: AppLaunchOptions
        do { options = try AppLaunchOptions(parsing: runtimeOptions) } catch {
            throw ValidationError(error.message)
        }
        guard options.screenshotMatrix == nil else {
            throw ValidationError(
                "scanout apps writes one screenshot (--screenshot FILE.png); an app's matrix is `scanout screenshot --app NAME`"
            )
        }
        let chosen = try HostedApps.entries(named: apps)
        let fonts = try openFonts(boardFonts: options.board.fonts, stateFolder: options.board.stateFolder)
        let scale = options.board.scale
        var configuration = AppConfiguration(
            pixelSize: options.pixelSize, scale: scale, environment: options.environment, stateStore: options.stateStore
        )
        // Over each app, not the home screen; `--status-bar` fixes what it shows.
        configuration.useStatusBar(of: options.board, headless: options.headless, fixed: options.statusBar)
        let content = MultiAppContent(
            apps: chosen.map { $0.make(configuration) }, pixelSize: options.pixelSize, scale: scale,
            environment: options.environment, fonts: fonts, isLocked: options.board.isSingleApp)
        // The lock screen: the board's lock key and auto-lock; its status bar and date are the
        // board's on a display, Apple's fixed 9:41 on Tuesday, January 9 headless; `--status-bar`
        // fixes its status bar too.
        content.lockKey = options.board.lockKey.map { Key(symbolName: $0) }
        content.autoLockInterval = options.board.autoLock
        if let fixed = options.statusBar {
            content.lockScreenStatusSource = FixedStatusBarSource(fixed)
        } else if !options.headless {
            content.lockScreenStatusSource = BoardStatusBarSource()
        }
        if !options.headless { content.lockScreenDate = { MultiAppContent.localDate() } }
        if options.headless {
            let script = try options.scriptPath.map { try TouchScriptFile.load($0) }
            let (statistics, display) = MultiAppRunner.runHeadless(
                content, pixelSize: options.pixelSize, scale: scale, fonts: fonts, script: script,
                seconds: options.quitAfterSeconds)
            if let path = options.screenshotPath {
                do { try display.writePNG(to: path) } catch { throw ValidationError(error.description) }
                print("wrote \(path)")
            }
            if options.printsStatistics { print(statistics) }
            fflush(nil)
            return
        }
        // A crash is reported to the board's state folder (docs/reliability.md).
        CrashReporter.install(
            name: "scanout-apps",
            folder: CrashReporter.reportFolder(
                explicit: options.stateFolder, board: options.board,
                standard: AppStateStore(board: options.board).folder),
            logger: Logger(label: "scanout"))
        let lockdown = options.board.isKiosk ? KioskLockdown() : nil
        defer { lockdown?.lift() }
        var server: BootControlServer?
        let socketPath = controlSocket
        do {
            let statistics = try MultiAppRunner.runOnDisplay(content, options: options.runOptions, fonts: fonts) {
                session in
                if !socketPath.isEmpty {
                    server = AppsControl.listen(at: socketPath, session: session, content: content)
                }
            }
            server?.close()
            if options.printsStatistics { print(statistics) }
            fflush(nil)
        } catch {
            server?.close()
            fflush(nil)
            Logger(label: "scanout").error("\(error)")
            throw ExitCode(1)
        }
    }
}
