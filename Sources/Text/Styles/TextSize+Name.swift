extension TextSize {
    /// The setting's name on command lines and in file names: `extra-small`, `small`, `medium`,
    /// `large`, `extra-large`, `extra-extra-large`, `extra-extra-extra-large`, then
    /// `accessibility-medium` … `accessibility-extra-extra-extra-large`.
    public var name: String {
        switch self {
        case .extraSmall: "extra-small"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extra-large"
        case .extraExtraLarge: "extra-extra-large"
        case .extraExtraExtraLarge: "extra-extra-extra-large"
        case .accessibilityMedium: "accessibility-medium"
        case .accessibilityLarge: "accessibility-large"
        case .accessibilityExtraLarge: "accessibility-extra-large"
        case .accessibilityExtraExtraLarge: "accessibility-extra-extra-large"
        case .accessibilityExtraExtraExtraLarge: "accessibility-extra-extra-extra-large"
        }
    }

    /// The setting called `name` (``name``), ignoring case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let size = TextSize.allCases.first(where: { $0.name == lowered }) else { return nil }
        self = size
    }
}
