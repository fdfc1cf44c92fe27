import Glibc

/// The sparse scanline coverage accumulator that fills general paths with exact area coverage.
///
/// ## Background
/// Each edge adds, to the cells of the row it crosses, the signed area it leaves to its right
/// (the accumulation scheme of font-rs and stb_truetype, done one row at a time); a running sum
/// along the row then gives each pixel's covered area, exact for non-overlapping polygons.
/// Only the active edges of a row are visited and only the touched cell range is summed and
/// cleared, so memory is one row of accumulators, not a coverage image. Non-zero coverage is
/// `min(1, |sum|)`; even-odd folds the sum modulo 2.
final class PathCoverage {
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var dxdy: Double
        var direction: Float
    }

    private var edges: [Edge] = []
    private var order: [Int] = []
    private var active: [Int] = []
    private var touched: [CellRange] = []
    private let cells: UnsafeMutablePointer<Float>
    private let capacity: Int
    /// The widest clip this accumulator serves, in pixels.
    let width: Int
    private var clip = PixelRect.zero

    init(width: Int) {
        self.width = width
        capacity = width + 8
        cells = .allocate(capacity: capacity)
        cells.initialize(repeating: 0, count: capacity)
    }

    deinit { cells.deallocate() }

    /// Whether a clip `width` pixels wide fits the accumulator.
    func fits(width w: Int) -> Bool { w <= capacity - 4 }

    /// Fills the polygons of `polylines` (already in device pixels; open subpaths are closed)
    /// through `blitter`, inside `clip`.
    func fill<Sink: SpanSink>(_ polylines: Polylines, rule: FillRule, clip: PixelRect, blitter: Sink) {
        guard !clip.isEmpty, fits(width: clip.width) else { return }
        self.clip = clip
        edges.removeAll(keepingCapacity: true)
        for sub in polylines.subpaths where sub.count > 1 {
            var prev = polylines.points[sub.start]
            for i in 1..<sub.count {
                let p = polylines.points[sub.start + i]
                addLine(prev, p)
                prev = p
            }
            addLine(prev, polylines.points[sub.start])
        }
        guard !edges.isEmpty else { return }
        rasterize(rule: rule, blitter: blitter)
    }

    /// Adds a segment, split at the clip's vertical sides so that pieces outside can be clamped
    /// onto them without changing the coverage inside.
    private func addLine(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let lo = Double(clip.y), hi = Double(clip.maxY)
        if max(a.y, b.y) <= lo || min(a.y, b.y) >= hi { return }
        let l = Double(clip.x), r = Double(clip.maxX)
        var t0 = (a.x < l) != (b.x < l) ? (l - a.x) / (b.x - a.x) : 2.0
        var t1 = (a.x < r) != (b.x < r) ? (r - a.x) / (b.x - a.x) : 2.0
        if t0 > t1 { swap(&t0, &t1) }
        var prev = a
        for t in [t0, t1] where t < 1 {
            let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            addClamped(prev, p)
            prev = p
        }
        addClamped(prev, b)
    }

    private func addClamped(_ a: Point, _ b: Point) {
        guard a.y != b.y else { return }
        let l = Double(clip.x), r = Double(clip.maxX)
        let ax = min(max(a.x, l), r) - l, bx = min(max(b.x, l), r) - l
        if a.y < b.y {
            edges.append(Edge(x0: ax, y0: a.y, x1: bx, y1: b.y, dxdy: (bx - ax) / (b.y - a.y), direction: 1))
        } else {
            edges.append(Edge(x0: bx, y0: b.y, x1: ax, y1: a.y, dxdy: (ax - bx) / (a.y - b.y), direction: -1))
        }
    }

    private func rasterize<Sink: SpanSink>(rule: FillRule, blitter: Sink) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: edges.indices)
        order.sort { edges[$0].y0 < edges[$1].y0 }
        active.removeAll(keepingCapacity: true)
        var minY = Double.infinity, maxY = -Double.infinity
        for e in edges { minY = min(minY, e.y0); maxY = max(maxY, e.y1) }
        let firstRow = Int(max(Double(clip.y), minY).rounded(.down))
        let lastRow = Int(min(Double(clip.maxY), maxY).rounded(.up))
        guard firstRow < lastRow else { return }
        let width = clip.width
        let out = blitter.rowCoverage
        var next = 0
        let evenOdd = rule == .evenOdd
        for y in firstRow..<lastRow {
            let top = Double(y), bottom = top + 1
            while next < order.count && edges[order[next]].y0 < bottom {
                if edges[order[next]].y1 > top { active.append(order[next]) }
                next += 1
            }
            touched.removeAll(keepingCapacity: true)
            var k = 0
            while k < active.count {
                let e = edges[active[k]]
                if e.y1 <= top { active.swapAt(k, active.count - 1); active.removeLast(); continue }
                k += 1
                let ya = max(e.y0, top), yb = min(e.y1, bottom)
                guard yb > ya else { continue }
                let xa = e.x0 + (ya - e.y0) * e.dxdy, xb = e.x0 + (yb - e.y0) * e.dxdy
                let (lo, hi) = accumulate(xa, xb, Float(yb - ya) * e.direction)
                touched.append(CellRange(lo: lo, hi: hi))
            }
            guard !touched.isEmpty else { continue }
            emitRow(y, width: width, evenOdd: evenOdd, out: out, blitter: blitter)
        }
    }

    /// The cells one edge touched in the current row (inclusive).
    struct CellRange {
        var lo: Int, hi: Int
    }

    /// Cells between touched ranges closer than this are summed one by one with them: a separate
    /// constant span costs more than a few cells.
    private static let mergeGap = 16

    /// Turns the current row's cells into spans and clears them. Only the cells edges touched
    /// change the running sum; between them the coverage stays what it was, and those runs (a
    /// shape's body, most of a large rounded rect) go out as constant spans instead of being
    /// summed, converted and blended a pixel at a time. The coverage is the same either way (a
    /// constant blend of a translucent colour may round one level apart from a per-pixel one).
    @inline(__always)
    private func emitRow<Sink: SpanSink>(_ y: Int, width: Int, evenOdd: Bool, out: UnsafeMutablePointer<UInt8>,
                                          blitter: Sink) {
        // A row has a few ranges (two per crossing edge of a simple shape): insertion sort.
        var i = 1
        while i < touched.count {
            let r = touched[i]
            var j = i - 1
            while j >= 0 && touched[j].lo > r.lo { touched[j + 1] = touched[j]; j -= 1 }
            touched[j + 1] = r
            i += 1
        }
        var sum: Float = 0
        var cell = touched[0].lo
        var k = 0
        while k < touched.count {
            let start = touched[k].lo
            var last = touched[k].hi
            k += 1
            while k < touched.count && touched[k].lo <= last + PathCoverage.mergeGap {
                last = max(last, touched[k].hi)
                k += 1
            }
            if start > cell && cell < width {
                let constant = PathCoverage.coverage(sum, evenOdd: evenOdd)
                if constant != 0 {
                    blitter.span(y: y, x: clip.x + cell, count: min(start, width) - cell, constant: constant)
                }
            }
            let end = min(last + 1, width)
            var c = start
            while c < end {
                sum += cells[c]
                cells[c] = 0
                out[c - start] = PathCoverage.coverage(sum, evenOdd: evenOdd)
                c += 1
            }
            while c <= last { cells[c] = 0; c += 1 }
            if end > start { blitter.span(y: y, x: clip.x + start, count: end - start, coverage: out) }
            cell = last + 1
        }
    }

    /// A running sum's coverage byte: non-zero clamps its magnitude to 1, even-odd folds it
    /// modulo 2.
    @inline(__always)
    private static func coverage(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 { a = 1 }
        return UInt8(a * 255 + 0.5)
    }

    /// Adds the area right of the segment (xa at the top of its row piece, xb at the bottom) to
    /// the cells, scaled by `d` (the signed height); returns the touched cell range.
    @inline(__always)
    private func accumulate(_ xa: Double, _ xb: Double, _ d: Float) -> (Int, Int) {
        let x0 = min(xa, xb), x1 = max(xa, xb)
        let x0floor = x0.rounded(.down)
        let x0i = Int(x0floor)
        let x1i = Int(x1.rounded(.up))
        if x1i <= x0i + 1 {
            let xmf = Float(0.5 * (xa + xb) - x0floor)
            cells[x0i] += d - d * xmf
            cells[x0i + 1] += d * xmf
            return (x0i, x0i + 1)
        }
        let s = Float(1 / (x1 - x0))
        let x0f = Float(x0 - x0floor)
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = Float(x1 - x1.rounded(.up) + 1)
        let am = 0.5 * s * x1f * x1f
        cells[x0i] += d * a0
        if x1i == x0i + 2 {
            cells[x0i + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - x0f)
            cells[x0i + 1] += d * (a1 - a0)
            var xi = x0i + 2
            let ds = d * s
            while xi < x1i - 1 { cells[xi] += ds; xi += 1 }
            let a2 = a1 + Float(x1i - x0i - 3) * s
            cells[x1i - 1] += d * (1 - a2 - am)
        }
        cells[x1i] += d * am
        return (x0i, x1i)
    }
}
