import Graphics
public import Text

/// The environment values one node sets for itself and its subtree; `nil` means inherited.
///
/// <!-- example context: let phoneNumber = TextNode("+1 555 0100"), sheet = VStackNode() -->
/// ```swift
/// phoneNumber.environmentOverrides.layoutDirection = .leftToRight  // stays LTR in Arabic
/// sheet.environmentOverrides.colorScheme = .dark
/// ```
public struct EnvironmentOverrides: Sendable {
    /// Overrides ``EnvironmentValues/layoutDirection`` (the RTL opt-out).
    public var layoutDirection: LayoutDirection?
    /// Overrides ``EnvironmentValues/colorScheme``.
    public var colorScheme: ColorScheme?
    /// Overrides ``EnvironmentValues/userInterfaceLevel`` (a presented sheet sets `.elevated`).
    public var userInterfaceLevel: UserInterfaceLevel?
    /// Overrides ``EnvironmentValues/playsKeyboardClicks`` (an app's own Keyboard Clicks setting).
    public var playsKeyboardClicks: Bool?
    /// Overrides ``EnvironmentValues/theme``.
    public var theme: Theme?
    /// Overrides ``EnvironmentValues/tintColor``.
    public var tintColor: ThemeColor?
    /// Overrides ``EnvironmentValues/textSize``.
    public var textSize: TextSize?
    /// Overrides ``EnvironmentValues/isEnabled``; `false` disables the subtree even if an
    /// ancestor is enabled, `true` cannot re-enable below a disabled ancestor.
    public var isEnabled: Bool?
    /// Overrides ``EnvironmentValues/locale``.
    public var locale: InterfaceLocale?
    /// Overrides ``EnvironmentValues/fonts``.
    public var fonts: FontSystem?
    /// Overrides the display settings it sets (``EnvironmentValues/accessibility``: Bold Text,
    /// Increase Contrast …); its `nil`s inherit.
    public var accessibility = AccessibilitySettingsOverrides()

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool {
        layoutDirection == nil && colorScheme == nil && userInterfaceLevel == nil && playsKeyboardClicks == nil
            && theme == nil && tintColor == nil && textSize == nil
            && isEnabled == nil && locale == nil && fonts == nil && accessibility.isEmpty
    }

    /// `inherited` with these overrides applied.
    public func applied(to inherited: EnvironmentValues) -> EnvironmentValues {
        var e = inherited
        if let layoutDirection { e.layoutDirection = layoutDirection }
        if let colorScheme { e.colorScheme = colorScheme }
        if let userInterfaceLevel { e.userInterfaceLevel = userInterfaceLevel }
        if let playsKeyboardClicks { e.playsKeyboardClicks = playsKeyboardClicks }
        if let theme { e.theme = theme }
        if let tintColor { e.tintColor = tintColor }
        if let textSize { e.textSize = textSize }
        if let isEnabled { e.isEnabled = inherited.isEnabled && isEnabled }
        if let locale { e.locale = locale }
        if let fonts { e.fonts = fonts }
        if !accessibility.isEmpty {
            var settings = e.accessibility
            accessibility.apply(to: &settings)
            e.accessibility = settings
        }
        return e
    }
}
