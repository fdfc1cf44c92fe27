/// An integer size in device pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int

    /// Creates a size in pixels.
    @inlinable
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle of whole device pixels.
///
/// Pixel rects address bitmaps, damage and scanout buffers. A rect with a zero or negative
/// width or height is empty.
///
/// Its small methods are `@inlinable`: text and raster code call them per glyph and per span
/// from other modules, where a call each would cost more than the arithmetic.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The topmost row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rect from its first column and row and its extent, in pixels.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rect at the origin covering a whole size.
    @inlinable
    public init(size: PixelSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The empty rect at the origin.
    @inlinable
    public static var zero: PixelRect { PixelRect(x: 0, y: 0, width: 0, height: 0) }

    public var description: String { "(\(x), \(y), \(width), \(height))" }

    /// One past the last column.
    @inlinable
    public var maxX: Int { x + width }
    /// One past the last row.
    @inlinable
    public var maxY: Int { y + height }
    /// Whether the rect holds no pixel.
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered (0 when empty).
    @inlinable
    public var area: Int { isEmpty ? 0 : width * height }
    /// The size of the rect.
    @inlinable
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The overlap of two rects, or ``zero`` when they do not overlap.
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect containing both; an empty operand is ignored.
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies entirely inside this rect (an empty rect lies inside any rect).
    @inlinable
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// Whether the pixel at column `px`, row `py` is inside.
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the two rects share at least one pixel.
    @inlinable
    public func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The rect moved by an offset in pixels.
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rect grown by `amount` pixels on every side (negative shrinks it).
    @inlinable
    public func outset(by amount: Int) -> PixelRect {
        PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
