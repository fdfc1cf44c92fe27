import ArgumentParser
import Graphics
import Runtime

/// `scanout screenshot`: render the demo scene headless to PNG.
struct ScreenshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot", abstract: "Render the demo scene headless and write it as PNG.")

    @Option(help: "The screen size in points, WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: "Device pixels per point (1, 1.5, 2 or 3).")
    var scale = 1.0

    @Option(help: "The folder to write PNG files into (created if missing).")
    var out = "out"

    @MainActor
    func run() async throws {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("--size must look like 1280x800, not “\(size)”")
        }
        do {
            let path = try ScreenshotMode.writeDemo(size: Size(width: w, height: h), scale: scale, to: out)
            print("wrote \(path)")
        } catch {
            throw ValidationError(error.description)
        }
    }
}
