public import Graphics
public import Scene
public import Text

/// One screen of a screenshot matrix: a device size and scale, an orientation, an appearance, a
/// layout direction, a locale and a text size.
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
    /// The locale (`en`, `ar`, `ja`): the language the app is shown in.
    public var locale: InterfaceLocale
    /// The text size setting.
    public var textSize: TextSize
    /// Display settings on top of the defaults (Bold Text, Increase Contrast, Button Shapes …);
    /// not part of ``name``.
    public var displaySettings = AccessibilitySettingsOverrides()

    /// A configuration; an axis left out follows the screen and the locale.
    ///
    /// - Parameters:
    ///   - deviceSize: the screen in points as its maker states it (`390x844` is a phone held
    ///     upright, `800x480` a panel across).
    ///   - orientation: how the device is held; `nil` (the default) holds it as its size says:
    ///     portrait when it is taller than wide, landscape otherwise.
    ///   - layoutDirection: `nil` (the default) is the locale's own direction (right to left
    ///     for Arabic and Hebrew, ``InterfaceLocale/layoutDirection``).
    public init(
        deviceSize: Size, scale: Double = 1, orientation: ScreenshotOrientation? = nil,
        colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection? = nil,
        locale: InterfaceLocale = .english, textSize: TextSize = .large
    ) {
        self.deviceSize = deviceSize
        self.scale = scale
        self.orientation = orientation ?? ScreenshotOrientation(of: deviceSize)
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection ?? locale.layoutDirection
        self.locale = locale
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
        environment.locale = locale
        environment.textSize = textSize
        environment.displayScale = scale
        if !displaySettings.isEmpty {
            var settings = environment.accessibility
            displaySettings.apply(to: &settings)
            environment.accessibility = settings
        }
        return environment
    }

    /// The file name part naming this configuration, every axis in a fixed order:
    /// `1280x800@2x-landscape-dark-rtl-ar-large`.
    public var name: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(Self.number(deviceSize.width))x\(Self.number(deviceSize.height))@\(scaleText)x"
            + "-\(orientation.rawValue)-\(colorScheme == .dark ? "dark" : "light")"
            + "-\(layoutDirection == .rightToLeft ? "rtl" : "ltr")-\(locale.identifier)-\(textSize.name)"
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

    /// The orientation a screen of `size` has as its maker states it: portrait when it is taller
    /// than wide, landscape otherwise (a square screen too).
    public init(of size: Size) {
        self = size.height > size.width ? .portrait : .landscape
    }
}
