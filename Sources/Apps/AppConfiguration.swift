public import Controls
public import Devices
public import Graphics
public import Scene

/// How an ``AppInstance`` starts: its screen, environment, state store and status bar.
public struct AppConfiguration: Sendable {
    /// The screen in device pixels.
    public var pixelSize: PixelSize
    /// Device pixels per point.
    public var scale: Double
    /// Locale, layout direction, colour scheme, text size (the display scale is set from
    /// ``scale``).
    public var environment: EnvironmentValues
    /// Where the state is saved and read, or `nil` for none (screenshots, tests).
    public var stateStore: AppStateStore?
    /// Where the status bar over the app gets its time, network and battery, or `nil` (the
    /// default) for no status bar: ``AppStatusBar``. The runners set it from the board profile's
    /// `status-bar = on`: the board's (``BoardStatusBarSource``) on a display, a fixed 9:41
    /// (``FixedStatusBarSource``) headless and in screenshots.
    public var statusBarSource: (any StatusBarSource)?
    /// Whether the status bar writes the battery's charge beside it (`battery-percentage = on`).
    public var showsBatteryPercentage = false

    /// A configuration for a screen of `pixelSize` at `scale`.
    public init(pixelSize: PixelSize, scale: Double = 1, environment: EnvironmentValues = EnvironmentValues(),
                stateStore: AppStateStore? = nil) {
        self.pixelSize = pixelSize
        self.scale = scale
        self.environment = environment
        self.stateStore = stateStore
    }
}

extension AppConfiguration {
    /// Shows the status bar when `board` says `status-bar = on`: the board's time, network and
    /// battery on a display, Apple's fixed 9:41 when `headless` (screenshots must not change with
    /// the time or the machine they are made on). A `fixed` status (`--status-bar`) shows the bar
    /// whatever the board says, with those values.
    public mutating func useStatusBar(of board: BoardProfile, headless: Bool, fixed: StatusBarStatus? = nil) {
        guard fixed != nil || board.statusBar else { return }
        statusBarSource = fixed.map { FixedStatusBarSource($0) } ?? (headless ? FixedStatusBarSource() : BoardStatusBarSource())
        showsBatteryPercentage = board.batteryPercentage
    }
}
