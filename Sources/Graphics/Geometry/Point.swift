/// A location in a two-dimensional coordinate space, in points.
///
/// Layout and drawing use points; a display's scale turns them into device pixels
/// (see ``PixelRect``). `x` grows towards the physical right and `y` downwards, whatever the
/// layout direction: leading/trailing semantics live in layout, not in geometry.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points, growing downwards.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// The distance to another point, in points.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// The vector sum of two points.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The vector difference of two points.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point scaled by a factor about the origin.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}
