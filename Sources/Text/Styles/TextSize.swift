/// The user's text-size setting (iOS Dynamic Type categories), which scales every ``TextStyle``.
public enum TextSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Extra small (body 14 pt).
    case extraSmall
    /// Small (body 15 pt).
    case small
    /// Medium (body 16 pt).
    case medium
    /// Large, the default (body 17 pt).
    case large
    /// Extra large (body 19 pt).
    case extraLarge
    /// Extra extra large (body 21 pt).
    case extraExtraLarge
    /// Extra extra extra large (body 23 pt).
    case extraExtraExtraLarge
    /// Accessibility medium (body 28 pt).
    case accessibilityMedium
    /// Accessibility large (body 33 pt).
    case accessibilityLarge
    /// Accessibility extra large (body 40 pt).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (body 47 pt).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (body 53 pt).
    case accessibilityExtraExtraExtraLarge

    public static func < (a: TextSize, b: TextSize) -> Bool { a.rawValue < b.rawValue }
}

extension TextSize {
    /// Whether the size is one of the five accessibility sizes (UIKit
    /// `UIContentSizeCategory.isAccessibilityCategory`): layouts that put things side by side
    /// stack them instead (a table row's value goes under its title).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}
