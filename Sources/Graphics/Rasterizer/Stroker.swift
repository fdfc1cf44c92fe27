import Glibc

/// Turns flattened subpaths into the polygons that cover their stroke.
///
/// Every segment becomes a quadrilateral, every corner a join polygon and every open end a cap,
/// each wound the same way, so that filling them together with the non-zero rule paints their
/// union.
enum Stroker {
    /// The stroke outline of `input` with half-width `halfWidth` (in the polylines' space).
    /// `tolerance` bounds the error of round joins and caps.
    static func outline(_ input: Polylines, halfWidth hw: Double, style: StrokeStyle, tolerance: Double) -> Polylines {
        var out = Polylines()
        guard hw > 0, hw.isFinite else { return out }
        var pts: [Point] = []
        for sub in input.subpaths {
            pts.removeAll(keepingCapacity: true)
            for i in 0..<sub.count {
                let p = input.points[sub.start + i]
                if let last = pts.last, last.distance(to: p) < 1e-9 { continue }
                pts.append(p)
            }
            var closed = sub.closed
            if closed, pts.count > 1, let first = pts.first, let last = pts.last, first.distance(to: last) < 1e-9 {
                pts.removeLast()
            }
            if pts.count == 1 {
                if style.cap == .round { out.addPolygon(circle(pts[0], hw, tolerance)) }
                if style.cap == .square {
                    let p = pts[0]
                    out.addPolygon([Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                                    Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw)])
                }
                continue
            }
            if pts.count == 2 { closed = false }
            let segments = closed ? pts.count : pts.count - 1
            for i in 0..<segments {
                var a = pts[i], b = pts[(i + 1) % pts.count]
                let t = unit(a, b)
                if !closed && style.cap == .square {
                    if i == 0 { a = a - t * hw }
                    if i == segments - 1 { b = b + t * hw }
                }
                let n = Point(x: -t.y * hw, y: t.x * hw)
                addOriented(&out, [a + n, b + n, b - n, a - n])
            }
            // Joins at interior vertices (every vertex of a closed subpath).
            let joinRange = closed ? 0..<pts.count : 1..<(pts.count - 1)
            for i in joinRange {
                let v = pts[i]
                let prev = pts[(i + pts.count - 1) % pts.count], next = pts[(i + 1) % pts.count]
                join(&out, prev: prev, vertex: v, next: next, hw: hw, style: style, tolerance: tolerance)
            }
            if !closed && style.cap == .round {
                out.addPolygon(circle(pts[0], hw, tolerance))
                out.addPolygon(circle(pts[pts.count - 1], hw, tolerance))
            }
        }
        return out
    }

    private static func join(_ out: inout Polylines, prev: Point, vertex v: Point, next: Point, hw: Double,
                             style: StrokeStyle, tolerance: Double) {
        let t1 = unit(prev, v), t2 = unit(v, next)
        let cross = t1.x * t2.y - t1.y * t2.x
        let dot = t1.x * t2.x + t1.y * t2.y
        if abs(cross) < 1e-9 && dot > 0 { return }
        switch style.join {
        case .round:
            out.addPolygon(circle(v, hw, tolerance))
        case .bevel, .miter:
            let s: Double = cross > 0 ? -1 : 1
            let n1 = Point(x: -t1.y * hw * s, y: t1.x * hw * s), n2 = Point(x: -t2.y * hw * s, y: t2.x * hw * s)
            // The miter length over the width is 1 / sin(θ/2) with θ the angle between the segments.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if style.join == .miter && dot > -0.9999 && 1 / max(cosHalf, 1e-9) <= style.miterLimit {
                let m = (n1 + n2) * (1 / (1 + dot))
                addOriented(&out, [v, v + n1, v + m, v + n2])
            } else {
                addOriented(&out, [v, v + n1, v + n2])
            }
        }
    }

    @inline(__always)
    private static func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return len > 0 ? Point(x: dx / len, y: dy / len) : Point(x: 1, y: 0)
    }

    /// Adds a polygon wound clockwise on screen (positive area with y down).
    private static func addOriented(_ out: inout Polylines, _ pts: [Point]) {
        var area = 0.0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        out.addPolygon(area >= 0 ? pts : pts.reversed())
    }

    /// A circle as a clockwise polygon whose chords stay within `tolerance` of the circle.
    static func circle(_ c: Point, _ r: Double, _ tolerance: Double) -> [Point] {
        let ratio = max(-1, min(1, 1 - tolerance / r))
        let count = max(8, min(256, Int((Double.pi / acos(ratio)).rounded(.up))))
        return (0..<count).map { i in
            let a = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }
}
