public import Text

/// The display settings of iOS's Settings › Accessibility › Display & Text Size and Motion, as
/// one value: what a board profile, `scanout ctl accessibility` and the Settings app set on the
/// scene owner's environment (``EnvironmentValues/accessibility``).
///
/// <!-- example context: let owner = SceneOwner(root: VStackNode(), pixelSize: PixelSize(width: 800, height: 480), scale: 1) -->
/// ```swift
/// var settings = owner.environment.accessibility
/// settings.boldText = true
/// settings.textSize = .accessibilityLarge
/// owner.environment.accessibility = settings
/// ```
public struct AccessibilitySettings: Sendable, Hashable {
    /// Larger Text (Dynamic Type): the size every ``TextStyle`` is set at.
    public var textSize: TextSize = .large
    /// Bold Text (UIKit `isBoldTextEnabled`): text one weight heavier.
    public var boldText = false
    /// Increase Contrast (UIKit `isDarkerSystemColorsEnabled`): system colours resolve to their
    /// high-contrast variants.
    public var increaseContrast = false
    /// Reduce Motion (UIKit `isReduceMotionEnabled`): pushes cross-fade, springs do not bounce.
    public var reduceMotion = false
    /// Reduce Transparency (UIKit `isReduceTransparencyEnabled`): bar and alert materials are
    /// opaque.
    public var reduceTransparency = false
    /// Button Shapes (UIKit `buttonShapesEnabled`): borderless text buttons are underlined, bar
    /// buttons sit on a platter.
    public var buttonShapes = false
    /// On/Off Labels (UIKit `isOnOffSwitchLabelsEnabled`): switches mark their track “I” / “O”.
    public var onOffLabels = false

    /// Every setting off, text at the default size (Large).
    public init(textSize: TextSize = .large, boldText: Bool = false, increaseContrast: Bool = false,
                reduceMotion: Bool = false, reduceTransparency: Bool = false, buttonShapes: Bool = false,
                onOffLabels: Bool = false) {
        self.textSize = textSize
        self.boldText = boldText
        self.increaseContrast = increaseContrast
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.buttonShapes = buttonShapes
        self.onOffLabels = onOffLabels
    }

    /// The defaults: nothing on, Large text.
    public static let standard = AccessibilitySettings()
}
