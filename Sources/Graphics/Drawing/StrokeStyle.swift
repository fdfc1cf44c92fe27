/// How a path is stroked: its width, ends, corners and dashes.
public struct StrokeStyle: Sendable, Hashable {
    /// The shape at the open ends of a stroke.
    public enum LineCap: Sendable, Hashable {
        /// The stroke ends exactly at the end point.
        case butt
        /// A half circle of half the width around the end point.
        case round
        /// A half square of half the width beyond the end point.
        case square
    }

    /// The shape where two segments meet.
    public enum LineJoin: Sendable, Hashable {
        /// The outer edges extend until they meet, unless that is longer than ``miterLimit``.
        case miter
        /// A circular arc around the corner.
        case round
        /// The outer corners joined by a straight line.
        case bevel
    }

    /// The stroke width, in points. A width of one device pixel on an axis-aligned line is a
    /// hairline: it is snapped to pixel centres so that it stays crisp.
    public var width: Double
    /// The end shape.
    public var cap: LineCap
    /// The corner shape.
    public var join: LineJoin
    /// The longest miter, as a multiple of the width, before a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps, in points; empty for a solid stroke.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
