public import Controls
public import Devices
public import Graphics
public import Scene
public import Text

/// The command line every app gets from the runtime, parsed with swift-argument-parser
/// (``init(parsing:)``); `swift run CheckIn --help` lists it.
///
/// ```
/// CheckIn                                   # on the display (DRM/KMS; headless when the board has none)
/// CheckIn --board /etc/scanout/board.conf --rotation 90
/// CheckIn --language ar --appearance dark --text-size extra-large
/// CheckIn --screenshot out/check-in.png --mode 390x844 --scale 2
/// CheckIn --headless --script tap.touch --quit-after 3 --screenshot after-tap.png
/// CheckIn --screenshot out/ --status-bar time=21:05,battery=15,charging
/// ```
public struct AppLaunchOptions: Sendable {
    /// The board profile (display, rotation, scale, seat, state folder).
    public var board = BoardProfile()
    /// The app's locale (`--language en`, `ar`, `he`, `ja`, `de-CH`); Arabic, Hebrew, Persian
    /// and Urdu lay out right to left.
    public var locale: InterfaceLocale = .english
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// The text size (Dynamic Type).
    public var textSize: TextSize = .large
    /// Write the first settled frame (or, with ``script``, the frame after it) to this PNG
    /// file, headless, and end.
    public var screenshotPath: String?
    /// Render the screenshot matrix these options give into the folder ``screenshotPath``
    /// instead of one picture (docs/screenshots.md).
    public var screenshotMatrix: ScreenshotMatrixRequest?
    /// Run headless on the virtual clock instead of on the display.
    public var headless = false
    /// A touch script played from the first frame on (headless and screenshots).
    public var scriptPath: String?
    /// End the run after this many seconds (virtual seconds when headless).
    public var quitAfterSeconds: Double?
    /// The folder for saved state, overriding the board's; with ``usesSavedState`` off, none.
    public var stateFolder: String?
    /// Whether state is read at launch and saved (default: on the display yes; headless runs
    /// and screenshots only with an explicit ``stateFolder``, so that they are the same every
    /// time).
    public var usesSavedState = true
    /// Use this fbdev device instead of DRM/KMS.
    public var framebufferPath: String?
    /// Read no input devices.
    public var usesInput = true
    /// Leave the virtual terminal alone.
    public var usesVirtualTerminal = true
    /// A file written once the first frame is on screen.
    public var readyFile: String?
    /// Print the run's measurements at the end.
    public var printsStatistics = false
    /// The fixed status the status bar shows (`--status-bar time=9:41,battery=100,wifi=3`), shown
    /// whatever the board profile says; `nil`: the board's choice (docs/status-bar.md).
    public var statusBar: StatusBarStatus?
    /// Write the system sounds to this WAV file instead of playing them (`--sound-out`; headless,
    /// each sound at its time on the virtual clock).
    public var soundOutputPath: String?

    /// The defaults: the board's display, English, light, large text, saved state on.
    public init() {}

    /// Whether this run renders a screenshot instead of running on a display.
    public var isScreenshot: Bool { screenshotPath != nil }

    /// The screen the app is laid out for before the display is open (and the headless one):
    /// the board's mode, or 1280×800.
    public var pixelSize: PixelSize {
        board.rotation.sceneSize(forPanel: PixelSize(width: board.mode?.width ?? 1280, height: board.mode?.height ?? 800))
    }

    /// The environment the app starts with: locale, layout direction, appearance, text size,
    /// the board's keyboard languages.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = locale
        environment.layoutDirection = locale.layoutDirection
        environment.colorScheme = colorScheme
        environment.textSize = textSize
        environment.keyboardLanguages = board.keyboardLanguages
        return environment
    }

    /// Where state is saved for this run, or `nil` for none.
    public var stateStore: AppStateStore? {
        guard usesSavedState else { return nil }
        if let stateFolder { return AppStateStore(folder: stateFolder) }
        return headless || isScreenshot ? nil : AppStateStore(board: board)
    }

    /// The text sizes by their command-line names (`extra-small` … `accessibility-extra-extra-extra-large`).
    public static let textSizeNames: [(name: String, size: TextSize)] = TextSize.allCases.map { ($0.name, $0) }
}
