public import Text

extension TextSize {
    /// The short name of the setting on command lines and in file names: `xs`, `s`, `m`,
    /// `large`, `xl`, `xxl`, `xxxl`, then `ax1` … `ax5` for the accessibility sizes.
    public var argumentName: String {
        switch self {
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "large"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        }
    }

    /// The setting named `name` (``argumentName``, or `l` for large), ignoring case.
    public init?(argumentName name: String) {
        let lowered = name.lowercased()
        guard let size = TextSize.allCases.first(where: { $0.argumentName == lowered || (lowered == "l" && $0 == .large) })
        else { return nil }
        self = size
    }
}
