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
    /// command line and runs the command. `scanout boot` in its plain forms (as an init system
    /// starts it) is read without swift-argument-parser, for the splash's first frame
    /// (``BootCommand/runIfPlain(_:)``).
    static func main() async {
        _ = LaunchTiming.mainEntered
        _ = LaunchTiming.mainEnteredCPU
        if BootCommand.runIfPlain(CommandLine.arguments) { return }
        await main(StatusBarStatus.expandingBareOption(Array(CommandLine.arguments.dropFirst())))
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
