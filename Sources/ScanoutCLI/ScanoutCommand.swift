import ArgumentParser
import Text

/// `scanout`: run, inspect and screenshot Scanout apps.
@main
struct ScanoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scanout",
        abstract: "A Swift UI runtime for embedded Linux: DRM/KMS scanout, libinput touch, HIG controls.",
        subcommands: [
            AppsCommand.self, BootCommand.self, CompareCommand.self, CtlCommand.self, DisplaysCommand.self,
            InputsCommand.self,
            RecordInputCommand.self, RunCommand.self, ScreenshotCommand.self, VersionCommand.self,
        ])
}

/// The fonts of the run, opened at start-up, before any display is opened: when no font can be
/// loaded the command fails with a message naming the Debian packages to install. Text is never
/// drawn invisible for want of a font.
func openFonts() throws -> FontSystem {
    do { return try FontSystem() } catch { throw ValidationError(error.description) }
}
