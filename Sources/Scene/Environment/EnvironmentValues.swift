public import Audio
public import Graphics
public import Text

/// The values a subtree of nodes is drawn and laid out with, inherited from the root downwards.
///
/// ## Background
/// The ``SceneOwner`` supplies the root's values; each ``Node`` can override any of them for
/// itself and its descendants through ``Node/environmentOverrides``. A change anywhere re-resolves
/// the subtree below it and calls ``Node/environmentDidChange()`` on every node in it.
public struct EnvironmentValues: Sendable {
    // The values sit in one immutable box, shared by every copy: a node's resolved environment
    // is copied on every draw and layout (into each ``DrawingContext``), and a copy of the
    // values themselves retains and releases each reference they hold (the theme's palettes,
    // the locale, the keyboard languages, the fonts) for every node drawn. A copy of the box is
    // one retain. Changing a value makes a new
    // box; environments are resolved once per node and cached, so changes are rare.

    /// The stored values.
    struct Values: Sendable {
        var layoutDirection: LayoutDirection = .leftToRight
        var colorScheme: ColorScheme = .light
        var userInterfaceLevel: UserInterfaceLevel = .base
        var displayScale: Double = 1
        var theme: Theme = .standard
        var tintColor: ThemeColor?
        var textSize: TextSize = .large
        var isEnabled: Bool = true
        var locale: InterfaceLocale = .english
        var keyboardLanguages: [String] = []
        var isHardwareKeyboardConnected: Bool = false
        var fonts: FontSystem?
        var showsOnOffLabels: Bool = false
        var sounds: SoundPlayer?
        var playsKeyboardClicks: Bool = true
        var boldText: Bool = false
        var increaseContrast: Bool = false
        var reduceMotion: Bool = false
        var reduceTransparency: Bool = false
        var buttonShapes: Bool = false
    }

    /// An immutable, shareable box of values.
    final class Box: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
        static let standard = Box(Values())
    }

    private var box: Box

    /// Where leading and trailing are; horizontal layout mirrors in `.rightToLeft`.
    public var layoutDirection: LayoutDirection {
        get { box.values.layoutDirection }
        set { modify { $0.layoutDirection = newValue } }
    }
    /// Light or dark appearance; ``ThemeColor``s resolve against it.
    public var colorScheme: ColorScheme {
        get { box.values.colorScheme }
        set { modify { $0.colorScheme = newValue } }
    }
    /// Whether the content is an app's own screen or presented in front of one (a sheet, a
    /// popover: ``UserInterfaceLevel/elevated``, set by the presenter); system background colours
    /// resolve against it in dark mode.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { box.values.userInterfaceLevel }
        set { modify { $0.userInterfaceLevel = newValue } }
    }
    /// Device pixels per point of the display being drawn to.
    public var displayScale: Double {
        get { box.values.displayScale }
        set { modify { $0.displayScale = newValue } }
    }
    /// The system colours and accent colour.
    public var theme: Theme {
        get { box.values.theme }
        set { modify { $0.theme = newValue } }
    }
    /// The tint of interactive elements; `nil` uses the theme's accent colour.
    public var tintColor: ThemeColor? {
        get { box.values.tintColor }
        set { modify { $0.tintColor = newValue } }
    }
    /// The user's text size setting, which scales every ``TextStyle``.
    public var textSize: TextSize {
        get { box.values.textSize }
        set { modify { $0.textSize = newValue } }
    }
    /// Whether controls in the subtree respond to input; disabled controls draw dimmed.
    public var isEnabled: Bool {
        get { box.values.isEnabled }
        set { modify { $0.isEnabled = newValue } }
    }
    /// The locale of the interface (`en-GB`, `ar`, `ja`): the language an app's strings are
    /// looked up in, how numbers are written (``InterfaceLocale/formatted(_:usesGrouping:)``)
    /// and which plural forms words take. It does not set ``layoutDirection``: whoever sets the
    /// locale sets the direction too (usually ``InterfaceLocale/layoutDirection``).
    public var locale: InterfaceLocale {
        get { box.values.locale }
        set { modify { $0.locale = newValue } }
    }
    /// The languages the on-screen keyboard's globe key cycles, as the board profile names them
    /// (`keyboard-languages = en, ar, ja-kana`); empty: the keyboard's choice for ``locale``.
    /// Controls turns them into keyboard languages (`KeyboardLanguage.languages(for:)`), with a
    /// typed error for a name it has no board for.
    public var keyboardLanguages: [String] {
        get { box.values.keyboardLanguages }
        set { modify { $0.keyboardLanguages = newValue } }
    }
    /// Whether a hardware keyboard is connected: the runtime sets it as keyboards are plugged in
    /// and taken away (libinput's devices with letter keys). While one is, the on-screen keyboard
    /// stays down; when the last one goes, it comes back for the field being edited (HIG §3.19).
    public var isHardwareKeyboardConnected: Bool {
        get { box.values.isHardwareKeyboardConnected }
        set { modify { $0.isHardwareKeyboardConnected = newValue } }
    }
    /// The fonts text is set with: the one ``FontSystem`` the program opened at start-up (where
    /// a missing font is an error naming the packages to install), handed to the scene owner's
    /// environment. `nil` suits only scenes without text: a node that sets text in a scene
    /// without fonts stops the program with a message naming this property (``Node/textFonts``).
    public var fonts: FontSystem? {
        get { box.values.fonts }
        set { modify { $0.fonts = newValue } }
    }
    /// The Accessibility setting “On/Off Labels” (iOS): switches draw an “I” or “O” mark in their
    /// track. A board's or app's settings set it on the scene owner's environment.
    public var showsOnOffLabels: Bool {
        get { box.values.showsOnOffLabels }
        set { modify { $0.showsOnOffLabels = newValue } }
    }

    /// The player the controls play the system sounds through (key clicks, alerts,
    /// notifications; docs/sounds.md), or `nil` for none. The runtime sets it on the root
    /// (from the board's sound device, or a WAV file headless).
    public var sounds: SoundPlayer? {
        get { box.values.sounds }
        set { modify { $0.sounds = newValue } }
    }
    /// The setting “Keyboard Clicks” (iOS, Settings › Sounds): the on-screen keyboard clicks on
    /// each key. On unless a board's or app's settings turn it off.
    public var playsKeyboardClicks: Bool {
        get { box.values.playsKeyboardClicks }
        set { modify { $0.playsKeyboardClicks = newValue } }
    }

    /// The Accessibility setting “Bold Text” (UIKit `UIAccessibility.isBoldTextEnabled`): text set
    /// through a ``TextStyle`` (and the fonts controls choose) is one weight heavier
    /// (``FontWeight/boldTextVariant``).
    public var boldText: Bool {
        get { box.values.boldText }
        set { modify { $0.boldText = newValue } }
    }
    /// The Accessibility setting “Increase Contrast” (UIKit
    /// `UIAccessibility.isDarkerSystemColorsEnabled`): ``SystemColor``s resolve to their
    /// high-contrast variants — darker in light mode, lighter in dark mode, stronger separators.
    public var increaseContrast: Bool {
        get { box.values.increaseContrast }
        set { modify { $0.increaseContrast = newValue } }
    }
    /// The Accessibility setting “Reduce Motion” (UIKit `UIAccessibility.isReduceMotionEnabled`):
    /// navigation pushes and pops cross-fade instead of sliding, and springs settle without
    /// overshoot (critically damped). Spinners still spin.
    public var reduceMotion: Bool {
        get { box.values.reduceMotion }
        set { modify { $0.reduceMotion = newValue } }
    }
    /// The Accessibility setting “Reduce Transparency” (UIKit
    /// `UIAccessibility.isReduceTransparencyEnabled`): bar, alert and action-sheet materials are
    /// drawn opaque instead of blurring what is beneath.
    public var reduceTransparency: Bool {
        get { box.values.reduceTransparency }
        set { modify { $0.reduceTransparency = newValue } }
    }
    /// The Accessibility setting “Button Shapes” (UIKit `UIAccessibility.buttonShapesEnabled`):
    /// borderless text buttons underline their title, bar buttons sit on a grey platter.
    public var buttonShapes: Bool {
        get { box.values.buttonShapes }
        set { modify { $0.buttonShapes = newValue } }
    }

    /// Every display setting of Settings › Accessibility at once (text size, Bold Text, Increase
    /// Contrast, Reduce Motion, Reduce Transparency, Button Shapes, On/Off Labels), read and set
    /// as one value (one new box).
    public var accessibility: AccessibilitySettings {
        get {
            let v = box.values
            return AccessibilitySettings(textSize: v.textSize, boldText: v.boldText, increaseContrast: v.increaseContrast,
                                         reduceMotion: v.reduceMotion, reduceTransparency: v.reduceTransparency,
                                         buttonShapes: v.buttonShapes, onOffLabels: v.showsOnOffLabels)
        }
        set {
            modify {
                $0.textSize = newValue.textSize
                $0.boldText = newValue.boldText
                $0.increaseContrast = newValue.increaseContrast
                $0.reduceMotion = newValue.reduceMotion
                $0.reduceTransparency = newValue.reduceTransparency
                $0.buttonShapes = newValue.buttonShapes
                $0.showsOnOffLabels = newValue.onOffLabels
            }
        }
    }

    /// Changes the values in one new box (one allocation however many values `change` sets).
    mutating func modify(_ change: (inout Values) -> Void) {
        var values = box.values
        change(&values)
        box = Box(values)
    }

    /// The default environment: left to right, light, scale 1, standard theme, large text, enabled.
    public init() { box = Box.standard }

    /// The colour interactive elements are tinted with, resolved for the colour scheme.
    public var resolvedTintColor: Color {
        ThemeColor.tint.resolved(in: self)
    }

    /// The colour `color` stands for in this environment.
    public func resolve(_ color: ThemeColor) -> Color { color.resolved(in: self) }
}
