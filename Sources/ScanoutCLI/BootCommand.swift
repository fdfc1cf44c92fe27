import ArgumentParser
import Apps
import Boot
import Devices
import Diagnostics
import Gallery
import Glibc
import Graphics
import Logging
import Runtime

/// `scanout boot`: the boot splash (the role Plymouth plays), driven by `scanout ctl`.
struct BootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boot",
        abstract:
            "Show the board's boot splash on DRM/KMS (fbdev, else waiting for a card) and take requests on the control socket.",
        discussion: """
            The splash waits without a timeout for a DRM card that is not there yet (a driver loaded late) and \
            takes it when udev reports it. `scanout ctl` drives it: progress, message, ask-password, quit \
            [--retain-splash | --handover gallery]. See docs/boot.md.
            """)

    @Option(help: "A board profile file (docs/board-profile.md).")
    var board: String?

    @Option(help: "The boot theme, boot.conf (docs/boot.md): logo, colours, indicator, language, control group.")
    var theme: String?

    @Option(help: "The control socket.")
    var socket = BootControlClient.defaultPath

    @Option(help: "The DRM card, such as /dev/dri/card0 (overrides the board profile).")
    var card: String?

    @Flag(help: "Use legacy KMS (SetCrtc, PageFlip) even where atomic modesetting is offered.")
    var legacy = false

    @Flag(help: "Leave the virtual terminal alone.")
    var noVT = false

    @Flag(help: "Do not read input devices (no keyboard for ask-password).")
    var noInput = false

    @Flag(help: "Print measurements at exit.")
    var stats = false

    @Option(help: "The gallery screen `quit --handover gallery` opens: buttons, toggles, toolbars or navigation.")
    var galleryScreen: GalleryScreenOption?

    @Flag(help: "Render the splash headless to --screenshot instead (with --size, --progress, --message).")
    var headless = false

    @Option(help: "With --headless: the PNG to write.")
    var screenshot: String?

    @Option(help: "With --headless: the screen size in pixels, WIDTHxHEIGHT.")
    var size = "1024x768"

    @Option(help: "With --headless: the progress shown, in percent.")
    var progress: Double?

    @Option(help: "With --headless: the message shown.")
    var message: String?

    @Option(
        help: ArgumentHelp(
            "With --headless: the parent's CLOCK_MONOTONIC reading (ms) just before it started this process; prints the first frame's time from exec and its steps.",
            valueName: "ms"))
    var execStart: Double?

    /// The parsed options as ``BootArguments``, the form the fast path reads too.
    var arguments: BootArguments {
        var arguments = BootArguments()
        arguments.board = board
        arguments.theme = theme
        arguments.socket = socket
        arguments.card = card
        arguments.legacy = legacy
        arguments.noVT = noVT
        arguments.noInput = noInput
        arguments.stats = stats
        arguments.galleryScreen = galleryScreen?.value.rawValue
        arguments.headless = headless
        arguments.screenshot = screenshot
        arguments.size = size
        arguments.progress = progress
        arguments.message = message
        arguments.execStart = execStart
        return arguments
    }

    @MainActor
    func run() async throws {
        try Self.run(arguments, commandStarted: MonotonicClock.now())
    }

    /// Runs `scanout boot` when `commandLine` (the whole, program name first) is one in the
    /// plain forms, read without swift-argument-parser (``BootArguments/init(plainForms:)``:
    /// about 3 ms of CPU less before the splash's first frame); `false` when it is not, and
    /// swift-argument-parser must read it (help, an unknown option, a screen it does not know…).
    @MainActor
    static func runIfPlain(_ commandLine: [String]) -> Bool {
        guard commandLine.count >= 2, commandLine[1] == "boot",
            let arguments = BootArguments(plainForms: Array(commandLine.dropFirst(2))),
            arguments.galleryScreen.map({ GalleryScreenOption(argument: $0) != nil }) ?? true
        else { return false }
        do { try run(arguments, commandStarted: MonotonicClock.now()) } catch { ScanoutCommand.exit(withError: error) }
        return true
    }

    /// Runs the splash (or its headless rendering) as `arguments` ask.
    @MainActor
    static func run(_ arguments: BootArguments, commandStarted: Double) throws {
        let board = arguments.board, theme = arguments.theme, card = arguments.card
        let headless = arguments.headless, screenshot = arguments.screenshot, size = arguments.size
        let progress = arguments.progress, message = arguments.message, execStart = arguments.execStart
        let stats = arguments.stats, socket = arguments.socket
        let galleryScreen = arguments.galleryScreen.flatMap { GalleryScreenOption(argument: $0) }
        ScanoutLogging.bootstrap()
        var boot = BootTheme()
        if let theme {
            do { boot = try BootTheme(contentsOf: theme) } catch { throw ValidationError(error.description) }
        }
        let logo: BootLogo.Artwork
        if let path = boot.logoPath {
            do { logo = try BootLogo.artwork(contentsOf: path) } catch { throw ValidationError(error.description) }
        } else {
            logo = BootLogo.scanoutArtwork
        }
        var options = RunOptions()
        if let board {
            do { options.board = try BoardProfile(contentsOf: board) } catch {
                throw ValidationError(error.description)
            }
        }
        if let card { options.board.card = card }
        let themeRead = MonotonicClock.now()
        // The theme's fonts first (the splash's text), then the board's: named files keep
        // fontconfig from starting before the first frame.
        let fonts = try openFonts(
            boardFonts: boot.fontPaths + options.board.fonts, stateFolder: options.board.stateFolder)
        let fontsOpened = MonotonicClock.now()
        if headless {
            guard screenshot != nil || execStart != nil else {
                throw ValidationError(
                    "--headless needs --screenshot FILE (or --exec-start MS to measure the first frame)")
            }
            let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
                throw ValidationError("--size must look like 1024x768, not “\(size)”")
            }
            var frameDone: Double?
            var frameDoneCPU = 0.0
            var onFirstFrame: (@MainActor () -> Void)?
            if execStart != nil {
                onFirstFrame = {
                    frameDone = MonotonicClock.now()
                    frameDoneCPU = LaunchTiming.processCPUTime()
                }
            }
            let display = BootScreenshot.render(
                theme: boot, logo: logo, pixelSize: PixelSize(width: parts[0], height: parts[1]),
                scale: options.board.scale, progress: progress, message: message, fonts: fonts,
                frontBuffer: .presentedFrame, onFirstFrame: onFirstFrame, firstFrameOnly: screenshot == nil)
            if let execStart, let frameDone {
                print(
                    LaunchTiming.report(
                        execStart: execStart,
                        steps: [
                            ("arguments", commandStarted), ("theme", themeRead), ("fonts", fontsOpened),
                            ("frame", frameDone),
                        ],
                        frameDoneCPU: frameDoneCPU))
            }
            if let screenshot {
                do { try display.writePNG(to: screenshot) } catch { throw ValidationError("\(error)") }
                print("wrote \(screenshot)")
            }
            return
        }
        // A crash is reported to the board's state folder, as `scanout run`'s (docs/reliability.md,
        // "The crash report"): after the headless rendering, which is a tool's, before the display.
        CrashReporter.install(
            name: "scanout-boot",
            folder: CrashReporter.reportFolder(
                explicit: nil, board: options.board, standard: AppStateStore(board: options.board).folder),
            logger: Logger(label: "scanout"))
        options.forcesLegacyKMS = arguments.legacy
        options.usesVirtualTerminal = !arguments.noVT
        options.usesInput = !arguments.noInput
        options.printsStatistics = stats
        let screen = galleryScreen?.value ?? .buttons
        // The gallery is an App like any kiosk's: launched with its saved state (unless a screen
        // was asked for), the theme's language, the board's state folder.
        let apps = [BootApp { galleryScreen == nil ? ScanoutGallery() : ScanoutGallery(screen: screen) }]
        do {
            let session = try BootSession(
                theme: boot, logo: logo, options: options, socketPath: socket, fonts: fonts, apps: apps)
            let statistics = try session.run()
            if stats { print(statistics) }
            fflush(nil)
        } catch {
            print("scanout: boot: \(error)")
            fflush(nil)
            throw ExitCode(1)
        }
    }
}
