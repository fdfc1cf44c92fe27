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
