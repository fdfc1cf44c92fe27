/// An axis-aligned rectangle, in points.
///
/// A rectangle with a negative or NaN width or height is *empty*; ``isEmpty`` says so and set
/// operations treat it as containing nothing.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (the physical minimum x and y), in points.
    public var origin: Point
    /// The extent, in points.
    public var size: Size

    /// Creates a rectangle from its origin and size in points.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// The smallest x, in points.
    public var minX: Double { origin.x }
    /// The smallest y, in points.
    public var minY: Double { origin.y }
    /// The largest x, in points.
    public var maxX: Double { origin.x + size.width }
    /// The largest y, in points.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre, in points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre, in points.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has no area (zero, negative or NaN width or height).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether the point lies inside: the minimum edges are inside, the maximum edges outside.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle grown by `dx` on both horizontal sides and `dy` on both vertical sides
    /// (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The overlap of two rectangles, or ``zero`` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; an empty operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle in device pixels for a display `scale`, rounded outwards so that every
    /// pixel the rectangle touches is included.
    ///
    /// The edges are rounded inline (`floorInt`, `ceilInt`: no libm call, and every shape of every
    /// frame asks for its bounds) once each is known to be in `Int`'s range; the result is the
    /// same as rounding with `rounded(.down)` and `rounded(.up)`.
    public func pixelBounds(scale: Double) -> PixelRect {
        guard !isEmpty, scale > 0, scale.isFinite else { return .zero }
        return PixelRect.roundingOut(x0: minX * scale, y0: minY * scale, x1: maxX * scale, y1: maxY * scale)
    }
}

extension PixelRect {
    /// The whole pixels from device edges `x0`, `y0` to `x1`, `y1` (`x0 ≤ x1`, `y0 ≤ y1`), rounded
    /// outwards; ``zero`` when an edge is NaN or the pixels would leave `Int32`.
    @inlinable @inline(__always)
    static func roundingOut(x0: Double, y0: Double, x1: Double, y1: Double) -> PixelRect {
        // Far outside Int32 (or NaN): `.zero`, as the rounded edges' check below would give.
        let range = 0x1p40
        guard abs(x0) < range, abs(y0) < range, abs(x1) < range, abs(y1) < range else { return .zero }
        let ix0 = x0.floorInt, iy0 = y0.floorInt, ix1 = x1.ceilInt, iy1 = y1.ceilInt
        let limit = Int(Int32.max)
        guard abs(ix0) < limit, abs(iy0) < limit, abs(ix1) < limit, abs(iy1) < limit else { return .zero }
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }
}
