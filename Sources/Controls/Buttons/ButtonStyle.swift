/// A button's visual style, from least to most prominent (HIG §1.40: four styles).
public enum ButtonStyle: Sendable, Hashable, CaseIterable {
    /// Tinted content, no background.
    case plain
    /// Tinted content on a gray fill.
    case gray
    /// Tinted content on a light wash of the tint.
    case tinted
    /// White content on the tint: the most likely action in a view (use one per view).
    case filled
}

extension ButtonStyle: CustomStringConvertible {
    /// The case's name (`plain`, `gray`, `tinted`, `filled`), spelled out so that printing one
    /// does not reflect on the type at run time.
    public var description: String {
        switch self {
        case .plain: "plain"
        case .gray: "gray"
        case .tinted: "tinted"
        case .filled: "filled"
        }
    }
}
