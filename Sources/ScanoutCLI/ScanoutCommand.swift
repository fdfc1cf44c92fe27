import ArgumentParser
import Apps
import Controls
import Text

/// `scanout`: run, inspect and screenshot Scanout apps.
@main
struct ScanoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scanout",
        abstract: "A Swift UI runtime for embedded Linux: DRM/KMS scanout, libinput touch, HIG controls.",
        subcommands: [
            AppsCommand.self, BootCommand.self, CompareCommand.self, CtlCommand.self, DisplaysCommand.self,
            InputsCommand.self, LintCommand.self,
            RecordInputCommand.self, RunCommand.self, ScreenshotCommand.self, VersionCommand.self,
        ])

    /// Notes when the process's own code began (``LaunchTiming/mainEntered``), then parses the
    /// command line and runs the command. `scanout boot` and `scanout run` in their plain forms
    /// (as an init system or a test starts them) are read without swift-argument-parser, for the
    /// first frame (``BootCommand/runIfPlain(_:)``, ``RunCommand/plain(_:)``).
    static func main() async {
        _ = LaunchTiming.mainEntered
        _ = LaunchTiming.mainEnteredCPU
        if BootCommand.runIfPlain(CommandLine.arguments) { return }
        let arguments = StatusBarStatus.expandingBareOption(Array(CommandLine.arguments.dropFirst()))
        // `scanout run` in its plain forms, read without swift-argument-parser (its first parse
        // costs about 4 ms: ``RunCommand/plain(_:)``); errors end the process as the parser's do.
        if arguments.first == "run", let command = RunCommand.plain(Array(arguments.dropFirst())) {
            do { try await command.run() } catch { exit(withError: error) }
            return
        }
        await main(arguments)
    }
}

/// The fonts of the run, opened at start-up, before any display is opened: the board profile's
/// `fonts` first, then the system's families. When no font can be loaded, or the board names
/// fonts that cannot be used, the command fails with a message saying what to install or fix.
/// Text is never drawn invisible for want of a font. The font index lives in the board's state
/// folder when it names one (docs/text.md, “The font index”).
func openFonts(boardFonts: [String] = [], stateFolder: String? = nil) throws -> FontSystem {
    do {
        var configuration = try FontSystem.Configuration(boardFonts: boardFonts)
        configuration.fontIndexPath = FontIndexLocation.defaultPath(boardStateFolder: stateFolder)
        return try FontSystem(configuration: configuration)
    } catch {
        throw ValidationError(error.description)
    }
}
