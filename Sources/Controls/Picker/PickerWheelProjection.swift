import Glibc

/// Where a row of a picker wheel is drawn: the wheel is a cylinder whose axis runs across the
/// picker, seen in perspective from in front of its centre, so rows turning away from the band
/// are foreshortened, shrink, move towards the picker's centre and fade (HIG §1.16–1.17: the 3D
/// wheel look of iOS).
///
/// ## Background
/// A row `d` rows from the band (positive: below) sits at angle `θ = d · rowHeight / radius`
/// on the cylinder. Its centre projects to `radius · sin θ · p` below the band's centre, where
/// `p = D / (D + radius · (1 − cos θ))` is the perspective scale for an eye `D` =
/// ``ControlMetrics/pickerPerspectiveDistance`` radii in front; the row is squashed vertically
/// by `cos θ · p` and horizontally by `p` (towards the picker's centre), and drawn at opacity
/// `cos θ ^ k` (k = ``ControlMetrics/pickerFadeExponent``). Rows at or past a quarter turn are
/// behind the wheel and not drawn. Lengths are in points.
public struct PickerWheelProjection: Sendable, Hashable {
    /// The height of a row along the wheel's surface.
    public var rowHeight: Double
    /// The radius of the cylinder: half the picker's height, so a quarter turn reaches its
    /// top and bottom edges.
    public var radius: Double

    /// The projection for a picker `height` points tall with rows `rowHeight` points high.
    public init(height: Double = ControlMetrics.pickerHeight, rowHeight: Double = ControlMetrics.pickerRowHeight) {
        self.rowHeight = max(1, rowHeight)
        self.radius = max(self.rowHeight, height / 2)
    }

    /// How a row is placed: vertical offset of its centre from the band's centre, vertical and
    /// horizontal scale, and opacity.
    public struct Placement: Sendable, Hashable {
        /// The centre's distance below the band's centre (negative: above), in points.
        public var centerOffset: Double
        /// The vertical scale (foreshortening and perspective).
        public var verticalScale: Double
        /// The horizontal scale (perspective), applied towards the picker's centre.
        public var horizontalScale: Double
        /// The opacity.
        public var opacity: Double
    }

    /// The angle of a row `distance` rows from the band, in radians.
    public func angle(forDistance distance: Double) -> Double { distance * rowHeight / radius }

    /// How many rows each side of the band can show: up to a quarter turn.
    public var visibleRowsEachSide: Int { Int((Double.pi / 2 * radius / rowHeight).rounded(.down)) }

    /// The placement of a row `distance` rows from the band (fractions while the wheel turns), or
    /// `nil` when it has turned out of sight.
    public func placement(forDistance distance: Double) -> Placement? {
        let theta = angle(forDistance: distance)
        guard abs(theta) < Double.pi / 2 - 1e-3 else { return nil }
        let c = cos(theta)
        let eye = ControlMetrics.pickerPerspectiveDistance * radius
        let p = eye / (eye + radius * (1 - c))
        let fade = pow(c, ControlMetrics.pickerFadeExponent)
        return Placement(centerOffset: radius * sin(theta) * p, verticalScale: c * p, horizontalScale: p, opacity: fade)
    }
}
