public import Graphics
public import Scene
public import Text

/// One screen of a screenshot matrix: a device size and scale, an orientation, an appearance, a
/// layout direction, a language and a text size.
public struct ScreenshotConfiguration: Sendable, Hashable {
    /// The device's screen in points, as its maker states it (`1280x800`), before ``orientation``.
    public var deviceSize: Size
    /// Device pixels per point.
    public var scale: Double
    /// Which way the device is held: the screen's longer side across (landscape) or upright.
    public var orientation: ScreenshotOrientation
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// The BCP 47 language tag (`en`, `ar`, `ja`).
    public var language: String
    /// The text size setting.
    public var textSize: TextSize

    /// A configuration with every axis given.
    public init(
        deviceSize: Size, scale: Double = 1, orientation: ScreenshotOrientation = .landscape,
        colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
        language: String = "en", textSize: TextSize = .large
    ) {
        self.deviceSize = deviceSize
        self.scale = scale
        self.orientation = orientation
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.language = language
        self.textSize = textSize
    }

    /// The screen as the app sees it, in points: the device size turned so that its longer side
    /// is across in landscape and upright in portrait.
    public var screenSize: Size {
        let long = max(deviceSize.width, deviceSize.height), short = min(deviceSize.width, deviceSize.height)
        return orientation == .landscape ? Size(width: long, height: short) : Size(width: short, height: long)
    }

    /// The screen in device pixels.
    ///
    /// - Throws: ``ScreenshotError`` for an unusable size or scale.
    public func pixelSize() throws(ScreenshotError) -> PixelSize {
        try ScreenshotMode.pixelSize(screenSize, scale: scale)
    }

    /// The environment an app starts with in this configuration.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.layoutDirection = layoutDirection
        environment.locale = language
        environment.textSize = textSize
        environment.displayScale = scale
        return environment
    }

    /// The file name part naming this configuration, every axis in a fixed order:
    /// `1280x800@2x-landscape-dark-rtl-ar-large`.
    public var name: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(Self.number(deviceSize.width))x\(Self.number(deviceSize.height))@\(scaleText)x"
            + "-\(orientation.rawValue)-\(colorScheme == .dark ? "dark" : "light")"
            + "-\(layoutDirection == .rightToLeft ? "rtl" : "ltr")-\(language)-\(textSize.name)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Which way a device is held for a screenshot.
public enum ScreenshotOrientation: String, Sendable, Hashable, CaseIterable {
    /// The longer side across.
    case landscape
    /// The longer side upright.
    case portrait
}
