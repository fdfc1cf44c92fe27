/// Flattened subpaths: straight-segment approximations of a ``Path``, reused between draws.
struct Polylines {
    /// Every point of every subpath, in order.
    var points: [Point] = []
    /// Where each subpath starts in ``points``, and whether it is closed.
    var subpaths: [(start: Int, count: Int, closed: Bool)] = []

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
    }

    /// Starts a subpath; the previous one is kept if it has points.
    mutating func begin(_ p: Point) {
        subpaths.append((points.count, 0, false))
        append(p)
    }

    @inline(__always)
    mutating func append(_ p: Point) {
        points.append(p)
        subpaths[subpaths.count - 1].count += 1
    }

    mutating func close() {
        guard !subpaths.isEmpty else { return }
        subpaths[subpaths.count - 1].closed = true
    }

    /// Appends a closed polygon.
    mutating func addPolygon(_ pts: [Point]) {
        guard pts.count > 2 else { return }
        subpaths.append((points.count, pts.count, true))
        points.append(contentsOf: pts)
    }

    /// A segment count for a curve: at least 1, at most 500, 1 for non-finite estimates.
    static func segments(_ estimate: Double) -> Int {
        guard estimate.isFinite else { return 1 }
        return Int(max(1, min(500, estimate.rounded(.up))))
    }

    /// Flattens `path` mapped by `t` into line segments no farther than `tolerance` from the
    /// curves (in the mapped space).
    mutating func flatten(_ path: Path, transform t: Transform2D, tolerance: Double) {
        var current = Point.zero, start = Point.zero
        var open = false
        for e in path.elements {
            switch e {
            case .move(let p):
                current = t.apply(to: p)
                start = current
                begin(current)
                open = true
            case .line(let p):
                let q = t.apply(to: p)
                if !open { begin(current); open = true }
                append(q)
                current = q
            case .quadCurve(let p, let c):
                if !open { begin(current); open = true }
                let p1 = t.apply(to: c), p2 = t.apply(to: p)
                let ddx = current.x - 2 * p1.x + p2.x, ddy = current.y - 2 * p1.y + p2.y
                let dd = (ddx * ddx + ddy * ddy).squareRoot()
                let n = Polylines.segments((dd / (4 * tolerance)).squareRoot())
                for i in 1...n {
                    let s = Double(i) / Double(n), r = 1 - s
                    append(Point(x: r * r * current.x + 2 * r * s * p1.x + s * s * p2.x,
                                 y: r * r * current.y + 2 * r * s * p1.y + s * s * p2.y))
                }
                current = p2
            case .curve(let p, let c1, let c2):
                if !open { begin(current); open = true }
                let p1 = t.apply(to: c1), p2 = t.apply(to: c2), p3 = t.apply(to: p)
                let ax = current.x - 2 * p1.x + p2.x, ay = current.y - 2 * p1.y + p2.y
                let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
                let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = Polylines.segments((dd * 0.75 / tolerance).squareRoot())
                for i in 1...n {
                    let s = Double(i) / Double(n), r = 1 - s
                    let w0 = r * r * r, w1 = 3 * r * r * s, w2 = 3 * r * s * s, w3 = s * s * s
                    append(Point(x: w0 * current.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                                 y: w0 * current.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
                }
                current = p3
            case .closeSubpath:
                if open { close() }
                open = false
                current = start
            }
        }
    }
}
