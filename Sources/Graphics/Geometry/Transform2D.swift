/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The same convention as Core Graphics: ``concatenating(_:)`` applies `self` first, then the
/// argument. A ``Canvas`` keeps one as its current transform, from user points to device pixels.
public struct Transform2D: Hashable, Sendable {
    /// The x scale (and rotation) component.
    public var a: Double
    /// The y shear (and rotation) component.
    public var b: Double
    /// The x shear (and rotation) component.
    public var c: Double
    /// The y scale (and rotation) component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a transform from its six components.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x`, `y`.
    @inlinable
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation about the origin by `radians`; positive angles turn +x towards +y (clockwise on
    /// screen, where y grows downwards).
    public init(rotationAngle radians: Double) {
        let s = sin(radians), co = cos(radians)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing (``identity``), compared in place: the scene asks
    /// it of every node it draws, where reading the static ``identity`` costs a call.
    @inlinable
    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// The transform that applies `self`, then `other` (inlinable: the scene concatenates one
    /// per node it draws).
    @inlinable
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c,
                        b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c,
                        d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one, or `nil` when it is singular (or not finite).
    public func inverted() -> Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        return Transform2D(a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
                               tx: (c * ty - d * tx) * inv, ty: (b * tx - a * ty) * inv)
    }

    /// The point mapped by the transform.
    @inline(__always)
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The device pixels `rect` covers under the transform: the bounding box of its mapped
    /// corners rounded outward, the same as `apply(to: rect).pixelBounds(scale: 1)`.
    ///
    /// Inlinable, with the axis-aligned case computed in place: the scene asks it for every node
    /// it draws, every frame (a call to each of the two steps cost about 160 instructions).
    @inlinable @inline(__always)
    public func pixelBounds(of rect: Rect) -> PixelRect {
        guard b == 0, c == 0 else { return apply(to: rect).pixelBounds(scale: 1) }
        // The same arithmetic as `apply(to:)` and `Rect.pixelBounds(scale:)`, step by step.
        let px0 = a * rect.origin.x + tx, px1 = a * (rect.origin.x + rect.size.width) + tx
        let py0 = d * rect.origin.y + ty, py1 = d * (rect.origin.y + rect.size.height) + ty
        let x0 = min(px0, px1), y0 = min(py0, py1), w = abs(px1 - px0), h = abs(py1 - py0)
        guard w > 0, h > 0 else { return .zero }
        return PixelRect.roundingOut(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h)
    }

    /// The bounding box of the rectangle's four mapped corners.
    public func apply(to rect: Rect) -> Rect {
        if isAxisAligned {
            let p0 = apply(to: rect.origin), p1 = apply(to: Point(x: rect.maxX, y: rect.maxY))
            return Rect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
        }
        let corners = [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
                       Point(x: rect.minX, y: rect.maxY)].map { apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles without
    /// swapping axes (no rotation or shear; scales may be negative).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The largest factor by which the transform stretches a length: the flattening tolerance
    /// and stroke geometry use it.
    public var maximumScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}

import Glibc
