/// What a fill or stroke puts in the pixels it covers.
public enum Paint: Sendable, Hashable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient, in the canvas's current user space.
    case linearGradient(LinearGradient)
    /// A radial gradient, in the canvas's current user space.
    case radialGradient(RadialGradient)
}
