import ArgumentParser

/// `scanout`: run, inspect and screenshot Scanout apps.
@main
struct ScanoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scanout",
        abstract: "A Swift UI runtime for embedded Linux: DRM/KMS scanout, libinput touch, HIG controls.",
        subcommands: [DisplaysCommand.self, InputsCommand.self, RecordInputCommand.self, RunCommand.self, ScreenshotCommand.self, VersionCommand.self])
}
