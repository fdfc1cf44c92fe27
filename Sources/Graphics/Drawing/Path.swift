import Glibc

/// A shape made of straight and curved segments, in points: what ``Canvas/fill(_:rule:paint:)``
/// and ``Canvas/stroke(_:style:paint:)`` draw.
///
/// Arcs are stored as cubic Béziers (at most a quarter turn each), so a path is exactly
/// transformed by ``applying(_:)``. A path is a value; building one allocates, drawing it does
/// not keep it.
public struct Path: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight segment to a point.
        case line(to: Point)
        /// A quadratic Bézier segment.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier segment.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the subpath with a straight segment to its start.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    private var current: Point?
    private var subpathStart: Point?

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        current = point
        subpathStart = point
    }

    /// Adds a straight segment from the current point (a move when there is none).
    public mutating func addLine(to point: Point) {
        guard current != nil else { return move(to: point) }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier segment from the current point.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier segment from the current point.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Adds a circular arc, preceded by a line from the current point to its start (or a move
    /// when there is no current point).
    ///
    /// Angles are in radians from the +x axis towards +y. Because y grows downwards, increasing
    /// angles turn clockwise on screen: `clockwise: true` runs from `startAngle` up to
    /// `endAngle`, `false` runs down to it.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if current == nil { move(to: start) } else { addLine(to: start) }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let c0 = cos(angle), s0 = sin(angle), c1 = cos(next), s1 = sin(next)
            let p1 = Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0))
            let p2 = Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1))
            let p3 = Point(x: center.x + radius * c1, y: center.y + radius * s1)
            addCurve(to: p3, control1: p1, control2: p2)
            angle = next
        }
    }

    /// Closes the current subpath; the next segment starts a new one at the same start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// The smallest rectangle containing every point and control point, in points.
    public var bounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard x0 <= x1 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: Transform2D) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(to: p))
            case .line(let p): out.addLine(to: t.apply(to: p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}
