/// The curve of a rounded corner.
public enum CornerStyle: Sendable, Hashable {
    /// A quarter circle of the corner's radius.
    case circular
    /// HIG "continuous" corners: the curvature ramps up smoothly from the straight edge (a
    /// squircle-like curve that starts about 1.53 radii from the corner), as iOS draws them.
    case continuous
}
