public import Text

/// The display settings someone changed on top of what a scene started with (the board
/// profile's lines, `scanout ctl accessibility`): `nil` leaves the scene's own value.
///
/// The host keeps one and applies it to every scene it shows, including content shown later.
///
/// ```swift
/// var changes = AccessibilitySettingsOverrides()
/// changes.boldText = true
/// var settings = AccessibilitySettings.standard
/// changes.apply(to: &settings)   // settings.boldText == true, the rest as they were
/// ```
public struct AccessibilitySettingsOverrides: Sendable, Hashable {
    /// Larger Text.
    public var textSize: TextSize?
    /// Bold Text.
    public var boldText: Bool?
    /// Increase Contrast.
    public var increaseContrast: Bool?
    /// Reduce Motion.
    public var reduceMotion: Bool?
    /// Reduce Transparency.
    public var reduceTransparency: Bool?
    /// Button Shapes.
    public var buttonShapes: Bool?
    /// On/Off Labels.
    public var onOffLabels: Bool?

    /// Nothing changed.
    public init() {}

    /// Whether nothing is changed.
    public var isEmpty: Bool { self == AccessibilitySettingsOverrides() }

    /// Sets the values changed here in `settings`.
    public func apply(to settings: inout AccessibilitySettings) {
        if let textSize { settings.textSize = textSize }
        if let boldText { settings.boldText = boldText }
        if let increaseContrast { settings.increaseContrast = increaseContrast }
        if let reduceMotion { settings.reduceMotion = reduceMotion }
        if let reduceTransparency { settings.reduceTransparency = reduceTransparency }
        if let buttonShapes { settings.buttonShapes = buttonShapes }
        if let onOffLabels { settings.onOffLabels = onOffLabels }
    }

    /// The on/off settings by their names on command lines and in board profiles.
    public static let switchNames = ["bold-text", "increase-contrast", "reduce-motion", "reduce-transparency",
                                     "button-shapes", "on-off-labels"]

    /// Sets the text size called `name` (``TextSize/name``: `large`, `accessibility-large` …);
    /// `false` for a name no size has.
    public mutating func setTextSize(named name: String) -> Bool {
        guard let size = TextSize(name: name) else { return false }
        textSize = size
        return true
    }

    /// Sets the on/off setting called `name` (one of ``switchNames``); `false` for another name.
    public mutating func set(_ name: String, to on: Bool) -> Bool {
        switch name {
        case "bold-text": boldText = on
        case "increase-contrast": increaseContrast = on
        case "reduce-motion": reduceMotion = on
        case "reduce-transparency": reduceTransparency = on
        case "button-shapes": buttonShapes = on
        case "on-off-labels": onOffLabels = on
        default: return false
        }
        return true
    }
}

extension AccessibilitySettings {
    /// The settings as `name=value` pairs, in ``AccessibilitySettingsOverrides/switchNames``' order after
    /// `text-size` (`on`/`off`, the size's name): what `scanout ctl accessibility` prints.
    public var fields: [(String, String)] {
        [("text-size", textSize.name), ("bold-text", boldText ? "on" : "off"),
         ("increase-contrast", increaseContrast ? "on" : "off"), ("reduce-motion", reduceMotion ? "on" : "off"),
         ("reduce-transparency", reduceTransparency ? "on" : "off"), ("button-shapes", buttonShapes ? "on" : "off"),
         ("on-off-labels", onOffLabels ? "on" : "off")]
    }
}
