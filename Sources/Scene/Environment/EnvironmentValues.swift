public import Graphics
public import Text

/// The values a subtree of nodes is drawn and laid out with, inherited from the root downwards.
///
/// ## Background
/// The ``SceneOwner`` supplies the root's values; each ``Node`` can override any of them for
/// itself and its descendants through ``Node/environmentOverrides``. A change anywhere re-resolves
/// the subtree below it and calls ``Node/environmentDidChange()`` on every node in it.
public struct EnvironmentValues: Sendable {
    /// Where leading and trailing are; horizontal layout mirrors in `.rightToLeft`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Light or dark appearance; ``ThemeColor``s resolve against it.
    public var colorScheme: ColorScheme = .light
    /// Device pixels per point of the display being drawn to.
    public var displayScale: Double = 1
    /// The system colours and accent colour.
    public var theme: Theme = .standard
    /// The tint of interactive elements; `nil` uses the theme's accent colour.
    public var tintColor: ThemeColor?
    /// The user's text size setting, which scales every ``TextStyle``.
    public var textSize: TextSize = .large
    /// Whether controls in the subtree respond to input; disabled controls draw dimmed.
    public var isEnabled: Bool = true
    /// The BCP 47 language tag of the interface (“en-GB”, “ar”, “ja”).
    public var locale: String = "en"
    /// The languages the on-screen keyboard's globe key cycles, as the board profile names them
    /// (`keyboard-languages = en, ar, ja-kana`); empty: the keyboard's choice for ``locale``.
    /// Controls turns them into keyboard languages (`KeyboardLanguage.languages(for:)`), with a
    /// typed error for a name it has no board for.
    public var keyboardLanguages: [String] = []
    /// Whether a hardware keyboard is connected: the runtime sets it as keyboards are plugged in
    /// and taken away (libinput's devices with letter keys). While one is, the on-screen keyboard
    /// stays down; when the last one goes, it comes back for the field being edited (HIG §3.19).
    public var isHardwareKeyboardConnected: Bool = false
    /// The fonts text is set with: the one ``FontSystem`` the program opened at start-up (where
    /// a missing font is an error naming the packages to install), handed to the scene owner's
    /// environment. `nil` suits only scenes without text: a node that sets text in a scene
    /// without fonts stops the program with a message naming this property (``Node/textFonts``).
    public var fonts: FontSystem?
    /// The Accessibility setting “On/Off Labels” (iOS): switches draw an “I” or “O” mark in their
    /// track. A board's or app's settings set it on the scene owner's environment.
    public var showsOnOffLabels: Bool = false

    /// The default environment: left to right, light, scale 1, standard theme, large text, enabled.
    public init() {}

    /// The colour interactive elements are tinted with, resolved for the colour scheme.
    public var resolvedTintColor: Color {
        ThemeColor.tint.resolved(in: self)
    }

    /// The colour `color` stands for in this environment.
    public func resolve(_ color: ThemeColor) -> Color { color.resolved(in: self) }
}
