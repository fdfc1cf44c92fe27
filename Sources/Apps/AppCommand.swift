import ArgumentParser
import Controls
import Devices
import Scene

/// The runtime's command line, as swift-argument-parser reads it; ``AppLaunchOptions`` is what
/// the rest of Scanout sees.
struct AppCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
        commandName: programName,
        abstract: "A Scanout app: runs on the DRM/KMS display (headless when the board has none) until SIGTERM or Ctrl+C.",
        discussion: """
            With --screenshot the app is rendered headless on the virtual clock and written as a PNG \
            (after --script, when given). Saved state lives in the board's state folder \
            (`state = FOLDER` in the board profile), or --state-folder.
            """)
    }

    /// The name the program was started by (`check-in`), for the usage line.
    static var programName: String {
        let path = CommandLine.arguments.first ?? "app"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    @OptionGroup(title: "Display")
    var display: DisplayOptions

    @Option(help: "The language, such as en, ar, he, ja (ar and he lay out right to left).")
    var language = "en"

    @Option(help: "The appearance: light or dark.")
    var appearance = "light"

    @Option(help: ArgumentHelp("The text size.", discussion: AppLaunchOptions.textSizeNames.map(\.name).joined(separator: ", ")))
    var textSize = "large"

    @Option(help: "Render headless and write the frame to this PNG file, then end; with a folder (ending in /) or any matrix option, render the screenshot matrix into it.")
    var screenshot: String?

    @OptionGroup(title: "Screenshot matrix (with --screenshot FOLDER)")
    var matrix: ScreenshotMatrixOptions

    @Flag(help: "Run headless on the virtual clock (deterministic) instead of on the display.")
    var headless = false

    @Option(help: "With --headless or --screenshot: a touch script (docs/scripted-input.md) played from the first frame on.")
    var script: String?

    @Option(help: "End after this many seconds (virtual seconds when headless).")
    var quitAfter: Double?

    @Option(help: "The folder for saved state (overrides the board profile's `state`).")
    var stateFolder: String?

    @Flag(help: "Neither read nor save state.")
    var noState = false

    @Flag(help: "Do not read input devices.")
    var noInput = false

    @Flag(help: "Leave the virtual terminal alone (no graphics mode, no VT switch handling).")
    var noVT = false

    @Option(help: "Write this file once the first frame is on screen.")
    var readyFile: String?

    @Flag(help: "Print measurements at exit.")
    var stats = false

    @Option(help: "Write the system sounds (key clicks, alerts) to this WAV file instead of playing them (docs/sounds.md).")
    var soundOut: String?

    @Option(help: ArgumentHelp(
        "Show the status bar with these fixed values, for screenshots: time=H:MM, battery=0…100|none, charging, wifi=0…3, network=wifi|ethernet|none; alone: 9:41, full Wi-Fi and battery.",
        valueName: "parts"))
    var statusBar: String?

    /// The options, checked.
    ///
    /// - Throws: `ValidationError` naming the option and what it accepts.
    func launchOptions() throws -> AppLaunchOptions {
        var options = AppLaunchOptions()
        options.board = try display.boardProfile()
        do {
            options.locale = try InterfaceLocale(language)
        } catch {
            throw ValidationError("--language must be a language tag such as en, ar, he, ja or de-CH: \(error)")
        }
        switch appearance.lowercased() {
        case "light": options.colorScheme = .light
        case "dark": options.colorScheme = .dark
        default: throw ValidationError("--appearance must be light or dark, not “\(appearance)”")
        }
        guard let size = AppLaunchOptions.textSizeNames.first(where: { $0.name == textSize.lowercased() })?.size else {
            throw ValidationError("--text-size must be one of \(AppLaunchOptions.textSizeNames.map(\.name).joined(separator: ", ")), not “\(textSize)”")
        }
        options.textSize = size
        if script != nil, screenshot == nil, !headless { throw ValidationError("--script needs --headless or --screenshot") }
        if screenshot != nil, display.fbdev != nil { throw ValidationError("--screenshot renders headless; leave out --fbdev") }
        options.screenshotPath = screenshot
        if let screenshot, matrix.request.isGiven || screenshot.hasSuffix("/") { options.screenshotMatrix = matrix.request }
        if matrix.request.isGiven, screenshot == nil { throw ValidationError("the matrix options need --screenshot FOLDER") }
        options.headless = headless || screenshot != nil
        options.scriptPath = script
        if let quitAfter, !(quitAfter >= 0 && quitAfter.isFinite) {
            throw ValidationError("--quit-after must be a number of seconds, not \(quitAfter)")
        }
        options.quitAfterSeconds = quitAfter
        if let stateFolder, stateFolder.isEmpty { throw ValidationError("--state-folder needs a folder") }
        options.stateFolder = stateFolder
        options.usesSavedState = !noState
        options.framebufferPath = display.fbdev
        options.usesInput = !noInput
        options.usesVirtualTerminal = !noVT
        options.readyFile = readyFile
        options.printsStatistics = stats
        if let soundOut, soundOut.isEmpty { throw ValidationError("--sound-out needs a file name") }
        options.soundOutputPath = soundOut
        if let statusBar {
            do { options.statusBar = try StatusBarStatus(option: statusBar) } catch { throw ValidationError(error.description) }
        }
        return options
    }
}

extension AppLaunchOptions {
    /// Parses `arguments` (without the program's name) as the runtime's command line.
    ///
    /// - Throws: ``AppLaunchError`` with the message to print and the exit code (`--help`
    ///   is one, with exit code 0).
    public init(parsing arguments: [String]) throws(AppLaunchError) {
        do {
            let command = try AppCommand.parse(StatusBarStatus.expandingBareOption(arguments))
            self = try command.launchOptions()
        } catch {
            throw AppLaunchError(message: AppCommand.fullMessage(for: error), exitCode: AppCommand.exitCode(for: error).rawValue)
        }
    }
}

/// A command line the runtime could not use, or a request for help: what to print and the
/// exit code.
public struct AppLaunchError: Error, Sendable, CustomStringConvertible {
    /// The message (an error naming the option, or the help text).
    public var message: String
    /// The process's exit code: 0 for `--help`, 64 for a usage error.
    public var exitCode: Int32

    public var description: String { message }
}
