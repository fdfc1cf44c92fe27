public import Graphics
public import Scene

/// How an ``AppInstance`` starts: its screen, environment and state store.
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

    /// A configuration for a screen of `pixelSize` at `scale`.
    public init(pixelSize: PixelSize, scale: Double = 1, environment: EnvironmentValues = EnvironmentValues(),
                stateStore: AppStateStore? = nil) {
        self.pixelSize = pixelSize
        self.scale = scale
        self.environment = environment
        self.stateStore = stateStore
    }
}
