public import Graphics

/// The colours an interface is drawn with: every ``SystemColor`` in light and dark, and the
/// accent colour that tints interactive elements.
///
/// ``standard`` holds the iOS values. A board or app may replace colours:
/// ```swift
/// var theme = Theme.standard
/// theme.accentColor = .system(.systemOrange)
/// theme.set(.systemGroupedBackground, light: Color(hex: 0xEFEFF4), dark: .black)
/// ```
public struct Theme: Sendable, Hashable {
    /// The tint of buttons, links, selections and other interactive elements.
    public var accentColor: ThemeColor = .system(.systemBlue)
    /// Light and dark colours, by ``SystemColor/index``.
    private var light: [Color]
    private var dark: [Color]
    /// The Increase Contrast variants, by ``SystemColor/index``.
    private var highContrastLight: [Color]
    private var highContrastDark: [Color]
    /// The dark colours of elevated content (``UserInterfaceLevel/elevated``), plain and with
    /// Increase Contrast, by ``SystemColor/index``.
    private var elevatedDark: [Color]
    private var highContrastElevatedDark: [Color]

    /// The iOS system colours and a blue accent.
    public static let standard = Theme()

    private init() {
        // A colour the table below leaves out resolves to black, as before.
        var light = [Color](repeating: .black, count: SystemColor.allCases.count)
        var dark = light
        for (name, pair) in Theme.standardColors {
            light[name.index] = pair.light
            dark[name.index] = pair.dark
        }
        self.light = light
        self.dark = dark
        // A colour without an Increase Contrast variant keeps its usual one.
        var highLight = light, highDark = dark
        for (name, pair) in Theme.highContrastColors {
            highLight[name.index] = pair.light
            highDark[name.index] = pair.dark
        }
        highContrastLight = highLight
        highContrastDark = highDark
        // Only the backgrounds change with the level.
        var elevated = dark, highElevated = highDark
        for (name, pair) in Theme.elevatedDarkColors {
            elevated[name.index] = pair.standard
            highElevated[name.index] = pair.highContrast
        }
        elevatedDark = elevated
        highContrastElevatedDark = highElevated
    }

    /// The colour `name` has in `scheme`; with `increaseContrast` (the Accessibility setting
    /// Increase Contrast) its high-contrast variant; at the `elevated` level (a sheet, a popover)
    /// in dark mode, the backgrounds' elevated variants.
    public func color(_ name: SystemColor, scheme: ColorScheme, increaseContrast: Bool = false,
                      level: UserInterfaceLevel = .base) -> Color {
        if level == .elevated && scheme == .dark {
            return increaseContrast ? highContrastElevatedDark[name.index] : elevatedDark[name.index]
        }
        if increaseContrast {
            return scheme == .dark ? highContrastDark[name.index] : highContrastLight[name.index]
        }
        return scheme == .dark ? dark[name.index] : light[name.index]
    }

    /// Replaces the colours of `name`, in Increase Contrast and at both levels too.
    public mutating func set(_ name: SystemColor, light: Color, dark: Color) {
        set(name, light: light, dark: dark, highContrastLight: light, highContrastDark: dark)
    }

    /// Replaces the colours of `name`, with other colours while Increase Contrast is on (the
    /// dark ones at both levels).
    public mutating func set(_ name: SystemColor, light: Color, dark: Color, highContrastLight: Color,
                             highContrastDark: Color) {
        self.light[name.index] = light
        self.dark[name.index] = dark
        self.highContrastLight[name.index] = highContrastLight
        self.highContrastDark[name.index] = highContrastDark
        elevatedDark[name.index] = dark
        highContrastElevatedDark[name.index] = highContrastDark
    }

    static func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color { Color(hex: hex, alpha: alpha) }

    /// The iOS values (light, dark) of every system colour.
    static let standardColors: [(SystemColor, (light: Color, dark: Color))] = [
        (.label, (rgb(0x000000), rgb(0xFFFFFF))),
        (.secondaryLabel, (rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6))),
        (.tertiaryLabel, (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))),
        (.quaternaryLabel, (rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16))),
        (.placeholderText, (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))),
        (.link, (rgb(0x007AFF), rgb(0x0984FF))),
        (.separator, (rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6))),
        (.opaqueSeparator, (rgb(0xC6C6C8), rgb(0x38383A))),
        (.systemBackground, (rgb(0xFFFFFF), rgb(0x000000))),
        (.secondarySystemBackground, (rgb(0xF2F2F7), rgb(0x1C1C1E))),
        (.tertiarySystemBackground, (rgb(0xFFFFFF), rgb(0x2C2C2E))),
        (.systemGroupedBackground, (rgb(0xF2F2F7), rgb(0x000000))),
        (.secondarySystemGroupedBackground, (rgb(0xFFFFFF), rgb(0x1C1C1E))),
        (.tertiarySystemGroupedBackground, (rgb(0xF2F2F7), rgb(0x2C2C2E))),
        (.systemFill, (rgb(0x787880, 0.2), rgb(0x787880, 0.36))),
        (.secondarySystemFill, (rgb(0x787880, 0.16), rgb(0x787880, 0.32))),
        (.tertiarySystemFill, (rgb(0x767680, 0.12), rgb(0x767680, 0.24))),
        (.quaternarySystemFill, (rgb(0x747480, 0.08), rgb(0x767680, 0.18))),
        (.systemBlue, (rgb(0x007AFF), rgb(0x0A84FF))),
        (.systemGreen, (rgb(0x34C759), rgb(0x30D158))),
        (.systemRed, (rgb(0xFF3B30), rgb(0xFF453A))),
        (.systemOrange, (rgb(0xFF9500), rgb(0xFF9F0A))),
        (.systemYellow, (rgb(0xFFCC00), rgb(0xFFD60A))),
        (.systemPink, (rgb(0xFF2D55), rgb(0xFF375F))),
        (.systemPurple, (rgb(0xAF52DE), rgb(0xBF5AF2))),
        (.systemTeal, (rgb(0x30B0C7), rgb(0x40C8E0))),
        (.systemIndigo, (rgb(0x5856D6), rgb(0x5E5CE6))),
        (.systemMint, (rgb(0x00C7BE), rgb(0x63E6E2))),
        (.systemCyan, (rgb(0x32ADE6), rgb(0x64D2FF))),
        (.systemBrown, (rgb(0xA2845E), rgb(0xAC8E68))),
        (.systemGray, (rgb(0x8E8E93), rgb(0x8E8E93))),
        (.systemGray2, (rgb(0xAEAEB2), rgb(0x636366))),
        (.systemGray3, (rgb(0xC7C7CC), rgb(0x48484A))),
        (.systemGray4, (rgb(0xD1D1D6), rgb(0x3A3A3C))),
        (.systemGray5, (rgb(0xE5E5EA), rgb(0x2C2C2E))),
        (.systemGray6, (rgb(0xF2F2F7), rgb(0x1C1C1E))),
    ]

    /// The dark backgrounds of elevated content (UIKit's `userInterfaceLevel == .elevated`: sheets,
    /// popovers), plain and with Increase Contrast: each a step lighter than the base level's, so
    /// the layer stands out from the screen behind it. Colours not listed are the base level's.
    static let elevatedDarkColors: [(SystemColor, (standard: Color, highContrast: Color))] = [
        (.systemBackground, (rgb(0x1C1C1E), rgb(0x242426))),
        (.secondarySystemBackground, (rgb(0x2C2C2E), rgb(0x363638))),
        (.tertiarySystemBackground, (rgb(0x3A3A3C), rgb(0x444446))),
        (.systemGroupedBackground, (rgb(0x1C1C1E), rgb(0x242426))),
        (.secondarySystemGroupedBackground, (rgb(0x2C2C2E), rgb(0x363638))),
        (.tertiarySystemGroupedBackground, (rgb(0x3A3A3C), rgb(0x444446))),
    ]

    /// The Increase Contrast variants (light, dark): iOS's accessible system colours (HIG Color,
    /// “Increase Contrast” values) — darker in light mode, lighter in dark mode — and stronger
    /// secondary text, separators and fills. Colours not listed (label, the plain backgrounds)
    /// do not change.
    static let highContrastColors: [(SystemColor, (light: Color, dark: Color))] = [
        (.secondaryLabel, (rgb(0x3C3C43, 0.8), rgb(0xEBEBF5, 0.7))),
        (.tertiaryLabel, (rgb(0x3C3C43, 0.56), rgb(0xEBEBF5, 0.48))),
        (.quaternaryLabel, (rgb(0x3C3C43, 0.38), rgb(0xEBEBF5, 0.32))),
        (.placeholderText, (rgb(0x3C3C43, 0.56), rgb(0xEBEBF5, 0.48))),
        (.link, (rgb(0x0040DD), rgb(0x409CFF))),
        (.separator, (rgb(0x3C3C43, 0.6), rgb(0x545458, 1))),
        (.opaqueSeparator, (rgb(0x8E8E93), rgb(0x636366))),
        (.secondarySystemBackground, (rgb(0xEBEBF0), rgb(0x242426))),
        (.tertiarySystemBackground, (rgb(0xFFFFFF), rgb(0x363638))),
        (.systemGroupedBackground, (rgb(0xEBEBF0), rgb(0x000000))),
        (.secondarySystemGroupedBackground, (rgb(0xFFFFFF), rgb(0x242426))),
        (.tertiarySystemGroupedBackground, (rgb(0xEBEBF0), rgb(0x363638))),
        (.systemFill, (rgb(0x787880, 0.36), rgb(0x787880, 0.52))),
        (.secondarySystemFill, (rgb(0x787880, 0.32), rgb(0x787880, 0.48))),
        (.tertiarySystemFill, (rgb(0x767680, 0.24), rgb(0x767680, 0.4))),
        (.quaternarySystemFill, (rgb(0x747480, 0.18), rgb(0x767680, 0.32))),
        (.systemBlue, (rgb(0x0040DD), rgb(0x409CFF))),
        (.systemGreen, (rgb(0x248A3D), rgb(0x30DB5B))),
        (.systemRed, (rgb(0xD70015), rgb(0xFF6961))),
        (.systemOrange, (rgb(0xC93400), rgb(0xFFB340))),
        (.systemYellow, (rgb(0xB25000), rgb(0xFFD426))),
        (.systemPink, (rgb(0xD30F45), rgb(0xFF6482))),
        (.systemPurple, (rgb(0x8944AB), rgb(0xDA8FFF))),
        (.systemTeal, (rgb(0x008299), rgb(0x5DE6FF))),
        (.systemIndigo, (rgb(0x3634A3), rgb(0x7D7AFF))),
        (.systemMint, (rgb(0x0C817B), rgb(0x66D4CF))),
        (.systemCyan, (rgb(0x0071A4), rgb(0x70D7FF))),
        (.systemBrown, (rgb(0x7F6545), rgb(0xB59469))),
        (.systemGray, (rgb(0x6C6C70), rgb(0xAEAEB2))),
        (.systemGray2, (rgb(0x8E8E93), rgb(0x7C7C80))),
        (.systemGray3, (rgb(0xAEAEB2), rgb(0x545456))),
        (.systemGray4, (rgb(0xBCBCC0), rgb(0x444446))),
        (.systemGray5, (rgb(0xD8D8DC), rgb(0x363638))),
        (.systemGray6, (rgb(0xEBEBF0), rgb(0x242426))),
    ]
}
