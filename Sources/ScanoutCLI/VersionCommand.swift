import ArgumentParser
import Text

/// `scanout version`: the versions of the libraries Scanout runs on.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version", abstract: "Print the versions of the text libraries in use.")

    func run() {
        for version in TextLibraries.all { print(version) }
    }
}
