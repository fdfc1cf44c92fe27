import Glibc

/// Turns flattened subpaths into the outlines that cover their stroke.
///
/// ## Background
/// An open subpath becomes one closed outline: its +normal side forwards, the end cap, its
/// −normal side backwards, the start cap. A closed subpath becomes two loops, one per side, in
/// opposite directions. Joins go on the outer side of each turn (miter, round or bevel); on the
/// inner side the offsets meet at their intersection, or, when a segment is too short for that,
/// are connected through the vertex itself, which the non-zero rule fills correctly. So the
/// stroke's edge is one outline and its anti-aliasing exact, except next to such short-segment
/// inner corners, where coverage can be a little high.
enum Stroker {
    /// The stroke outline of `input` with half-width `hw` (in the polylines' space). `tolerance`
    /// bounds the error of round joins and caps.
    static func outline(_ input: Polylines, halfWidth hw: Double, style: StrokeStyle, tolerance: Double) -> Polylines {
        var out = Polylines()
        guard hw > 0, hw.isFinite else { return out }
        var pts: [Point] = []
        for sub in input.subpaths {
            pts.removeAll(keepingCapacity: true)
            for i in 0..<sub.count {
                let p = input.points[sub.start + i]
                // Points beyond ±1e15 (no screen is that large) are dropped like non-finite ones:
                // their differences overflow to infinity and their directions to NaN.
                guard abs(p.x) <= 1e15, abs(p.y) <= 1e15 else { continue }
                if let last = pts.last, last.distance(to: p) < 1e-9 { continue }
                pts.append(p)
            }
            var closed = sub.closed
            if closed, pts.count > 1, let first = pts.first, let last = pts.last, first.distance(to: last) < 1e-9 {
                pts.removeLast()
            }
            // A subpath whose every point was dropped (not finite) draws nothing.
            if pts.isEmpty { continue }
            if pts.count == 1 {
                dot(&out, at: pts[0], hw: hw, cap: style.cap, tolerance: tolerance)
                continue
            }
            if pts.count == 2 { closed = false }
            if closed {
                var loop: [Point] = []
                side(pts, closed: true, hw: hw, style: style, tolerance: tolerance, into: &loop)
                out.addPolygon(loop)
                loop.removeAll()
                side(pts.reversed(), closed: true, hw: hw, style: style, tolerance: tolerance, into: &loop)
                out.addPolygon(loop)
            } else {
                var outline: [Point] = []
                side(pts, closed: false, hw: hw, style: style, tolerance: tolerance, into: &outline)
                cap(at: pts[pts.count - 1], direction: unit(pts[pts.count - 2], pts[pts.count - 1]), hw: hw,
                    style: style.cap, tolerance: tolerance, into: &outline)
                let reversed = Array(pts.reversed())
                side(reversed, closed: false, hw: hw, style: style, tolerance: tolerance, into: &outline)
                cap(at: pts[0], direction: unit(pts[1], pts[0]), hw: hw, style: style.cap, tolerance: tolerance,
                    into: &outline)
                out.addPolygon(outline)
            }
        }
        return out
    }

    /// Appends the +normal offset of `pts` (normal = direction turned a quarter towards +y),
    /// with joins at the vertices; for a closed loop, every vertex including the first.
    private static func side(_ pts: [Point], closed: Bool, hw: Double, style: StrokeStyle, tolerance: Double,
                             into out: inout [Point]) {
        let n = pts.count
        let segments = closed ? n : n - 1
        func normal(_ i: Int) -> Point {
            let t = unit(pts[i % n], pts[(i + 1) % n])
            return Point(x: -t.y * hw, y: t.x * hw)
        }
        if !closed { out.append(pts[0] + normal(0)) }
        let vertices = closed ? Array(0..<n) : Array(1..<segments)
        func length(_ i: Int) -> Double { pts[i % n].distance(to: pts[(i + 1) % n]) }
        for v in vertices {
            let inSegment = (v + segments - 1) % segments, outSegment = v % segments
            join(at: pts[v], from: normal(inSegment), to: normal(outSegment), hw: hw, style: style,
                 shortestSegment: min(length(inSegment), length(outSegment)), tolerance: tolerance, into: &out)
        }
        if !closed { out.append(pts[n - 1] + normal(segments - 1)) }
    }

    /// The +normal side's points around vertex `v`, from the incoming segment's offset `n1` to
    /// the outgoing one's `n2`.
    private static func join(at v: Point, from n1: Point, to n2: Point, hw: Double, style: StrokeStyle,
                             shortestSegment: Double, tolerance: Double, into out: inout [Point]) {
        let cross = n1.x * n2.y - n1.y * n2.x
        let dot = (n1.x * n2.x + n1.y * n2.y) / (hw * hw)
        if abs(cross) < 1e-12 * hw * hw && dot > 0 {
            out.append(v + n1)
            return
        }
        // The +normal side is the outer one when the path turns away from it (cross < 0).
        if cross > 0 {
            // Inner side: the offsets meet at the inner miter point, hw·tan(θ/2) back along each
            // segment; when a segment is shorter than that, connect through the vertex instead.
            let tanHalf = dot > -0.9999 ? ((1 - dot) / (1 + dot)).squareRoot() : Double.infinity
            if hw * tanHalf <= shortestSegment {
                out.append(v + (n1 + n2) * (1 / (1 + dot)))
            } else {
                out.append(v + n1)
                out.append(v)
                out.append(v + n2)
            }
            return
        }
        switch style.join {
        case .round:
            arc(around: v, from: n1, to: n2, hw: hw, clockwise: false, tolerance: tolerance, into: &out)
        case .miter, .bevel:
            // The miter's length over the width is 1 / cos(θ/2), θ the angle between the normals.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            out.append(v + n1)
            if style.join == .miter && dot > -0.9999 && 1 / max(cosHalf, 1e-9) <= style.miterLimit {
                out.append(v + (n1 + n2) * (1 / (1 + dot)))
            }
            out.append(v + n2)
        }
    }

    /// The cap at the end `p` of a stroke travelling in `direction`, from the +normal side to
    /// the −normal side.
    private static func cap(at p: Point, direction t: Point, hw: Double, style: StrokeStyle.LineCap,
                            tolerance: Double, into out: inout [Point]) {
        let n = Point(x: -t.y * hw, y: t.x * hw)
        switch style {
        case .butt:
            out.append(p + n)
            out.append(p - n)
        case .square:
            let e = t * hw
            out.append(p + n + e)
            out.append(p - n + e)
        case .round:
            arc(around: p, from: n, to: Point(x: -n.x, y: -n.y), hw: hw, clockwise: false, tolerance: tolerance,
                into: &out)
        }
    }

    /// Points on the circle of radius `hw` around `c`, from offset `a` to offset `b` (both
    /// included), turning towards −y first (counter-clockwise on screen) unless `clockwise`.
    private static func arc(around c: Point, from a: Point, to b: Point, hw: Double, clockwise: Bool,
                            tolerance: Double, into out: inout [Point]) {
        let a0 = atan2(a.y, a.x)
        var sweep = atan2(b.y, b.x) - a0
        guard sweep.isFinite, c.x.isFinite, c.y.isFinite else { return }
        if clockwise { while sweep < 0 { sweep += 2 * Double.pi } } else { while sweep > 0 { sweep -= 2 * Double.pi } }
        let ratio = max(-1, min(1, 1 - tolerance / hw))
        let step = max(acos(ratio) * 2, 1e-3)
        let count = max(1, min(256, Int((abs(sweep) / step).rounded(.up))))
        for i in 0...count {
            let angle = a0 + sweep * Double(i) / Double(count)
            out.append(Point(x: c.x + hw * cos(angle), y: c.y + hw * sin(angle)))
        }
    }

    /// A lone point: a dot for round caps, a square for square caps, nothing for butt caps.
    private static func dot(_ out: inout Polylines, at p: Point, hw: Double, cap: StrokeStyle.LineCap,
                            tolerance: Double) {
        switch cap {
        case .butt: break
        case .round: out.addPolygon(circle(p, hw, tolerance))
        case .square:
            out.addPolygon([Point(x: p.x - hw, y: p.y - hw), Point(x: p.x + hw, y: p.y - hw),
                            Point(x: p.x + hw, y: p.y + hw), Point(x: p.x - hw, y: p.y + hw)])
        }
    }

    @inline(__always)
    private static func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return len > 0 ? Point(x: dx / len, y: dy / len) : Point(x: 1, y: 0)
    }

    /// A circle as a polygon whose chords stay within `tolerance` of the circle.
    static func circle(_ c: Point, _ r: Double, _ tolerance: Double) -> [Point] {
        let ratio = max(-1, min(1, 1 - tolerance / r))
        let count = max(8, min(256, Int((Double.pi / acos(ratio)).rounded(.up))))
        return (0..<count).map { i in
            let a = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }
}
