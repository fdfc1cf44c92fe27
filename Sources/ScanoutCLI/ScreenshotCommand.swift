import Apps
import Controls
import ArgumentParser
import Demo
import Gestures
import Gallery
import Graphics
import Runtime
import Text
import Scene

/// `scanout screenshot`: render the gallery (or the demo scene) headless to PNG.
struct ScreenshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot",
        abstract: "Render the gallery app (or the demo scene) headless and write PNG files.",
        discussion: """
            Without options every gallery screen is written in every language (en, ar, he, ja) and \
            appearance (light, dark) as gallery-SCREEN-LANGUAGE-APPEARANCE.png.

            With --app NAME, the app's screenshot matrix (every combination of the matrix options) is \
            rendered in parallel processes into --out, as NAME-CONFIGURATION.png; compare the folder \
            with its goldens with `scanout compare`.
            """)

    @OptionGroup(title: "Apps")
    var matrix: AppScreenshotOptions

    @OptionGroup var shown: ShownContentOptions

    @Option(help: "A touch script (docs/scripted-input.md) played on each gallery screen before it is taken.")
    var script: String?

    @Option(help: "The screen size in points, WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: "Device pixels per point (1, 1.5, 2 or 3).")
    var scale = 1.0

    @Option(help: "The folder to write PNG files into (created if missing).")
    var out = "out"

    @Option(
        help: ArgumentHelp(
            "Show the status bar with these fixed values: time=H:MM, battery=0…100|none, charging, wifi=0…3, network=wifi|ethernet|none; alone: 9:41, full Wi-Fi and battery (docs/screenshots.md).",
            valueName: "parts"))
    var statusBar: String?

    /// The status `--status-bar` gives, `nil` without it.
    ///
    /// - Throws: `ValidationError` naming the part that is wrong.
    func fixedStatusBar() throws -> StatusBarStatus? {
        guard let statusBar else { return nil }
        do { return try StatusBarStatus(option: statusBar) } catch { throw ValidationError(error.description) }
    }

    @MainActor
    func run() async throws {
        let status = try fixedStatusBar()
        if status != nil, matrix.app == nil, shown.scene == .demo {
            throw ValidationError("--status-bar shows over the gallery or an app; the demo scene has none")
        }
        let fonts = try openFonts()
        if let app = matrix.app {
            try runMatrix(of: app, fonts: fonts)
            return
        }
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("--size must look like 1280x800, not “\(size)”")
        }
        let points = Size(width: w, height: h)
        if script != nil, shown.scene != .gallery {
            throw ValidationError("--script plays on the gallery, not on the demo scene")
        }
        let touches = try script.map { try TouchScriptFile.load($0) }
        do {
            switch shown.scene {
            case .demo:
                print("wrote \(try ScreenshotMode.writeDemo(size: points, scale: scale, fonts: fonts, to: out))")
            case .gallery:
                let paths = try ScreenshotMode.writeGallery(
                    screens: shown.screen.map { [$0.value] } ?? GalleryScreen.allCases,
                    languages: shown.language.map { [$0.value] } ?? GalleryLanguage.allCases,
                    colorSchemes: shown.appearance.map { [$0.value] } ?? [.light, .dark],
                    size: points, scale: scale, script: touches, statusBar: status, fonts: fonts, to: out)
                for path in paths { print("wrote \(path)") }
            }
        } catch {
            throw ValidationError(error.description)
        }
    }
}

extension ScreenshotCommand {
    /// `--app NAME`: the gallery's matrix here (its first screen; `scanout-gallery` is the same
    /// app as an executable), any other app's by running its executable with `--screenshot OUT/`
    /// and the same options.
    @MainActor
    func runMatrix(of app: String, fonts: FontSystem) throws {
        if app.lowercased() == "gallery" {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
                throw ValidationError("--size must look like 1280x800, not “\(size)”")
            }
            let defaults = ScreenshotConfiguration(deviceSize: Size(width: w, height: h), scale: scale)
            let touches = try script.map { try TouchScriptFile.load($0) }
            do {
                let plan = try matrix.lists.request.plan(prefix: "gallery", defaults: defaults, script: touches)
                let paths = try AppScreenshots.write(
                    ScanoutGallery.self, plan: plan, to: out, fonts: fonts,
                    jobs: matrix.lists.jobs ?? ScreenshotMatrixRun.defaultJobs, statusBar: try fixedStatusBar())
                for path in paths { print("wrote \(path)") }
            } catch let error as ScreenshotMatrixError {
                throw ValidationError(error.description)
            } catch let error as ScreenshotError {
                throw ValidationError(error.description)
            }
            return
        }
        guard let executable = AppScreenshotOptions.executable(named: app) else {
            throw ValidationError(
                "no app “\(app)”: not gallery, and no executable of that name beside scanout or on PATH (build it with swift build --product \(app))"
            )
        }
        let status = try AppScreenshotOptions.run(
            executable,
            matrix.forwardedArguments(
                folder: out, size: size, scale: scale,
                script: script) + (statusBar.map { ["--status-bar=\($0)"] } ?? []))
        if status != 0 { throw ExitCode(status) }
    }
}

/// What `scanout screenshot` and `scanout run` show: the scene and, for the gallery, its screen,
/// language and appearance (screenshot: every one not named; run: buttons, English, light).
struct ShownContentOptions: ParsableArguments {
    @Option(help: "What to show: gallery or demo.")
    var scene: SceneChoice = .gallery

    @Option(help: "The gallery screen: buttons, toggles, toolbars, navigation or values.")
    var screen: GalleryScreenOption?

    @Option(help: "The gallery language: en, ar, he or ja.")
    var language: GalleryLanguageOption?

    @Option(help: "The appearance: light or dark.")
    var appearance: AppearanceOption?
}

/// The scene `scanout screenshot` and `scanout run` show.
enum SceneChoice: String, ExpressibleByArgument, CaseIterable {
    case gallery, demo
}

/// A gallery screen named on the command line.
struct GalleryScreenOption: ExpressibleByArgument {
    let value: GalleryScreen
    init?(argument: String) {
        guard let screen = GalleryScreen(rawValue: argument.lowercased()) else { return nil }
        value = screen
    }
    static var allValueStrings: [String] { GalleryScreen.allCases.map(\.rawValue) }
}

/// A gallery language named on the command line.
struct GalleryLanguageOption: ExpressibleByArgument {
    let value: GalleryLanguage
    init?(argument: String) {
        guard let language = GalleryLanguage(tag: argument) else { return nil }
        value = language
    }
    static var allValueStrings: [String] { GalleryLanguage.allCases.map(\.rawValue) }
}

/// An appearance named on the command line.
struct AppearanceOption: ExpressibleByArgument {
    let value: ColorScheme
    init?(argument: String) {
        switch argument.lowercased() {
        case "light": value = .light
        case "dark": value = .dark
        default: return nil
        }
    }
    static var allValueStrings: [String] { ["light", "dark"] }
}

/// Reading a touch script named on the command line.
enum TouchScriptFile {
    /// The script at `path`, or a message naming the file and the bad line.
    static func load(_ path: String) throws -> TouchScript {
        do { return try TouchScript(contentsOf: path) } catch {
            throw ValidationError(error.line == 0 ? error.description : "touch script “\(path)”: \(error)")
        }
    }
}
