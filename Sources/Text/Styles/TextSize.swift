/// The user's text-size setting (iOS Dynamic Type categories), which scales every ``TextStyle``.
public enum TextSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium
    /// The default.
    case large
    case extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public static func < (a: TextSize, b: TextSize) -> Bool { a.rawValue < b.rawValue }
}
