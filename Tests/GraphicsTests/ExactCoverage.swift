import Graphics

/// Reference coverage computed independently of the rasterizer: polygon clipping for polygons,
/// fine numeric integration for curved shapes.
enum ExactCoverage {
    /// The area of the pixel square (x, y) inside a simple polygon (Sutherland–Hodgman clipping
    /// against the square, then the shoelace formula).
    static func polygon(_ pts: [Point], pixelX x: Int, y: Int) -> Double {
        var poly = pts
        let x0 = Double(x), x1 = x0 + 1, y0 = Double(y), y1 = y0 + 1
        func clip(_ inside: (Point) -> Bool, _ intersect: (Point, Point) -> Point) {
            guard !poly.isEmpty else { return }
            var out: [Point] = []
            for i in 0..<poly.count {
                let cur = poly[i], prev = poly[(i + poly.count - 1) % poly.count]
                if inside(cur) {
                    if !inside(prev) { out.append(intersect(prev, cur)) }
                    out.append(cur)
                } else if inside(prev) {
                    out.append(intersect(prev, cur))
                }
            }
            poly = out
        }
        func atX(_ a: Point, _ b: Point, _ v: Double) -> Point { Point(x: v, y: a.y + (b.y - a.y) * (v - a.x) / (b.x - a.x)) }
        func atY(_ a: Point, _ b: Point, _ v: Double) -> Point { Point(x: a.x + (b.x - a.x) * (v - a.y) / (b.y - a.y), y: v) }
        clip({ $0.x >= x0 }, { atX($0, $1, x0) })
        clip({ $0.x <= x1 }, { atX($0, $1, x1) })
        clip({ $0.y >= y0 }, { atY($0, $1, y0) })
        clip({ $0.y <= y1 }, { atY($0, $1, y1) })
        var area = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        return abs(area) / 2
    }

    /// The area of pixel (x, y) inside a shape that is, in each column, one vertical interval
    /// `span(x)` (nil outside), by midpoint integration over `steps` slices.
    static func columnShape(pixelX x: Int, y: Int, steps: Int = 4000, span: (Double) -> (Double, Double)?) -> Double {
        var area = 0.0
        let y0 = Double(y), y1 = y0 + 1
        for i in 0..<steps {
            let sx = Double(x) + (Double(i) + 0.5) / Double(steps)
            guard let (a, b) = span(sx) else { continue }
            area += max(0, min(b, y1) - max(a, y0))
        }
        return area / Double(steps)
    }

    /// The vertical extent at `x` of a rounded rect with circular corners.
    static func roundedRectSpan(_ r: Rect, _ q: CornerRadii) -> (Double) -> (Double, Double)? {
        { x in
            guard x > r.minX, x < r.maxX else { return nil }
            func inset(_ radius: Double, _ d: Double) -> Double {
                guard radius > 0, d < radius else { return 0 }
                let u = radius - d
                return radius - (radius * radius - u * u).squareRoot()
            }
            let fromLeading = x - r.minX, fromTrailing = r.maxX - x
            let top = r.minY + max(inset(q.topLeading, fromLeading), inset(q.topTrailing, fromTrailing))
            let bottom = r.maxY - max(inset(q.bottomLeading, fromLeading), inset(q.bottomTrailing, fromTrailing))
            return (top, bottom)
        }
    }
}
