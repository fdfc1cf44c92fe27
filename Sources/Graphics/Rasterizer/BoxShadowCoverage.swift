/// An analytic blurred rounded-rect shadow, in device pixels.
///
/// ## Background
/// The shadow's opacity at a pixel centre is a smooth step of the signed distance `d` to the
/// (offset, spread) rounded rect: fully dark at `d ≤ −blur`, gone at `d ≥ +blur`, a cubic
/// smoothstep between: close to a Gaussian blur of the shape, with no per-pixel kernel. Along
/// a row, wherever the nearest edge is the top or bottom one the distance is constant, so
/// those columns are one constant span; only the sides and corners are computed per pixel.
struct BoxShadowCoverage {
    let cx: Double, cy: Double, halfWidth: Double, halfHeight: Double
    let rtl: Double, rtr: Double, rbr: Double, rbl: Double
    let blur: Double
    /// `1 / (2 · blur)`: ``value(_:)`` multiplies by it, once per pixel, instead of dividing.
    let inverseTwiceBlur: Double

    /// Draws through `cache` (see ``RasterCache``).
    func fill(_ blitter: SpanBlitter, clip: PixelRect, cache: RasterCache) {
        let bounds = pixelBounds
        guard bounds.intersects(clip) else { return }
        guard bounds.width <= 8192, bounds.height <= 8192, !cache.keepsNothing else { return fill(blitter, clip: clip) }
        let left = cx - halfWidth, top = cy - halfHeight
        let ix = left.rounded(.down), iy = top.rounded(.down)
        let q = RasterCache.quantized
        let fx = q(left - ix), fy = q(top - iy), w = q(2 * halfWidth), h = q(2 * halfHeight)
        let radii = CornerRadii(topLeading: q(rtl), topTrailing: q(rtr), bottomTrailing: q(rbr), bottomLeading: q(rbl))
        let canonical = BoxShadowCoverage(rect: Rect(x: fx, y: fy, width: w, height: h), radii: radii, blur: q(blur))
        let key = RasterCache.Key(kind: 1, fx: fx, fy: fy, width: w, height: h, r0: radii.topLeading,
                                  r1: radii.topTrailing, r2: radii.bottomTrailing, r3: radii.bottomLeading, blur: q(blur))
        let cb = canonical.pixelBounds
        if cache.shouldDrawDirectly(key, bounds: bounds, clip: clip) { return fill(blitter, clip: clip) }
        let recording = cache.recording(for: key, bounds: cb) { canonical.fill($0, clip: cb) }
        recording.replay(into: blitter, dx: Int(ix), dy: Int(iy), clip: clip)
    }

    init(rect: Rect, radii: CornerRadii, blur: Double) {
        cx = rect.midX
        cy = rect.midY
        halfWidth = max(0, rect.width / 2)
        halfHeight = max(0, rect.height / 2)
        let r = radii.fitting(width: max(0, rect.width), height: max(0, rect.height))
        rtl = r.topLeading
        rtr = r.topTrailing
        rbr = r.bottomTrailing
        rbl = r.bottomLeading
        self.blur = max(blur, 0.5)
        inverseTwiceBlur = 1 / (2 * self.blur)
    }

    /// The pixels the shadow can touch.
    var pixelBounds: PixelRect {
        Rect(x: cx - halfWidth - blur, y: cy - halfHeight - blur, width: 2 * (halfWidth + blur),
             height: 2 * (halfHeight + blur)).pixelBounds(scale: 1)
    }

    @inline(__always)
    func value(_ d: Double) -> Double {
        let s = min(1, max(0, 0.5 - d * inverseTwiceBlur))
        return s * s * (3 - 2 * s)
    }

    @inline(__always)
    func distance(_ px: Double, _ py: Double) -> Double {
        let r = px < cx ? (py < cy ? rtl : rbl) : (py < cy ? rtr : rbr)
        let qx = abs(px - cx) - halfWidth + r, qy = abs(py - cy) - halfHeight + r
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
    }

    /// How far the level set `distance = grow` reaches from `cx` toward the leading and the
    /// trailing side on the row through `py`, or nil when the row misses it. The level set of
    /// this distance field is itself a rounded rect: grown by `grow`, radii `r + grow` (at
    /// least 0; a negative `grow` is inside).
    @inline(__always)
    func rowExtent(_ py: Double, grow: Double) -> (leading: Double, trailing: Double)? {
        let hw = halfWidth + grow, hh = halfHeight + grow
        let ay = abs(py - cy)
        guard hw > 0, hh > 0, ay <= hh else { return nil }
        @inline(__always) func reach(_ r: Double) -> Double {
            let rho = max(0, r + grow), dy = ay - (hh - rho)
            return dy > 0 ? hw - rho + max(0, rho * rho - dy * dy).squareRoot() : hw
        }
        return py < cy ? (reach(rtl), reach(rtr)) : (reach(rbl), reach(rbr))
    }

    /// Per row: nothing outside the outer level set (value 0), one constant span inside the
    /// inner one (value 1) or along a flat top or bottom edge, the smoothstep only in between.
    /// The level sets come in closed form, so the pixels that are skipped or filled constant
    /// get exactly the value the per-pixel formula would give them.
    func fill<Sink: SpanSink>(_ blitter: Sink, clip: PixelRect) {
        let area = pixelBounds.intersection(clip)
        guard !area.isEmpty else { return }
        let buffer = blitter.rowCoverage
        let rmax = max(rtl, rtr, rbr, rbl)
        let axis = mirrorAxis
        let mirror = blitter.mirrorRows
        let mirrored = mirror?.begin(axis: rowMirrorAxis, area: area) ?? false
        for y in area.y..<area.maxY {
            var recording = false
            if mirrored, let mirror {
                switch mirror.step(y, into: blitter) {
                case .replayed: continue
                case .record: recording = true
                case .compute: break
                }
            }
            defer { if recording { mirror?.finishRow(exact: true) } }
            let py = Double(y) + 0.5
            guard let outer = rowExtent(py, grow: blur) else { continue }
            let x0 = max(area.x, (cx - outer.leading - 0.5).floorInt + 1)
            let x1 = min(area.maxX, (cx + outer.trailing - 0.5).ceilInt)
            guard x1 > x0 else { continue }
            let e = abs(py - cy) - halfHeight
            // Columns whose distance is exactly e, or whose value is certainly full.
            var half = halfWidth + min(e, -rmax)
            var constant = value(e)
            if e <= -max(blur, rmax), halfWidth - max(blur, rmax) > half {
                half = halfWidth - max(blur, rmax)
                constant = 1
            }
            var s = x1, t = x1
            if half > 0 {
                s = (cx - half - 0.5).ceilInt
                t = (cx + half - 0.5).floorInt + 1
            } else if let inner = rowExtent(py, grow: -blur) {
                s = (cx - inner.leading - 0.5).ceilInt
                t = (cx + inner.trailing - 0.5).floorInt + 1
                constant = 1
            }
            s = max(s, x0)
            t = min(t, x1)
            if t <= s { s = x1; t = x1 }
            // Both sides' per-pixel columns are computed before either is blitted (a blit may
            // change its coverage in place), the trailing side's after the leading side's.
            let nl = s - x0
            perPixel(py: py, from: x0, to: s, into: buffer, axis: axis, x0: x0, s: s, t: t, trailing: buffer + nl)
            perPixel(py: py, from: t, to: x1, into: buffer + nl, axis: axis, x0: x0, s: s, t: t, trailing: buffer + nl)
            if recording, let record = mirror {
                record.addBytes(x: x0, count: nl, from: buffer)
                record.addConstant(x: s, count: t - s, constant: Blend.byte(constant))
                record.addBytes(x: t, count: x1 - t, from: buffer + nl)
            }
            if nl > 0 { blitter.span(y: y, x: x0, count: nl, coverage: buffer) }
            if t > s { blitter.span(y: y, x: s, count: t - s, constant: Blend.byte(constant)) }
            if x1 > t { blitter.span(y: y, x: t, count: x1 - t, coverage: buffer + nl) }
        }
    }

    /// The row `axis − y` mirrors row `y` about the horizontal centre line when that is a whole or
    /// half pixel and the top and bottom radii are equal; `Int.min` otherwise.
    ///
    /// Pixel centres are then whole multiples of ½ away from `cy`, so `py − cy` of the two rows are
    /// exact negatives. A row depends on `py` only through `abs(py − cy)` and the radii of its half
    /// (``distance(_:_:)``, ``rowExtent(_:grow:)``, the flat edge's distance `e`), so the two rows
    /// make the same spans with the same bytes, bit for bit, and the lower one is blitted from the
    /// upper one's (``MirrorRows``, within one fill).
    var rowMirrorAxis: Int {
        let twice = 2 * cy
        guard rtl == rbl, rtr == rbr, abs(twice) < 1e9, twice.isWhole else { return Int.min }
        return Int(twice) - 1
    }

    /// The column `axis − x` mirrors column `x` about the centre when that is a whole or half
    /// pixel and the leading and trailing radii are equal; `Int.min` otherwise.
    ///
    /// Pixel centres are then whole multiples of ½ away from `cx`, so `px − cx` of the two
    /// columns are exact negatives and ``distance(_:_:)`` gives both the same value, bit for bit.
    var mirrorAxis: Int {
        let twice = 2 * cx
        guard rtl == rtr, rbl == rbr, abs(twice) < 1e9, twice.isWhole else { return Int.min }
        return Int(twice) - 1
    }

    /// Writes the coverage of columns `from..<to` of the row through `py` to `out` (indexed from
    /// `from`). A column whose mirror image (``mirrorAxis``) is already written this row, in the
    /// leading part (`x0..<s`, at `buffer`) or earlier in the trailing part (from `t`, at
    /// `trailing`), takes its byte; the others are computed. Columns before the axis (every
    /// column when there is none) never have their mirror written before them: they are computed
    /// two at a time (``columns(py:from:to:into:)``).
    @inline(__always)
    private func perPixel(py: Double, from first: Int, to last: Int, into out: UnsafeMutablePointer<UInt8>,
                          axis: Int, x0: Int, s: Int, t: Int, trailing: UnsafeMutablePointer<UInt8>) {
        guard last > first else { return }
        // From `copyFrom` on, a column's mirror `axis − x` lies before it.
        let copyFrom = axis == Int.min ? last : min(last, max(first, (axis >> 1) + 1))
        columns(py: py, from: first, to: copyFrom, into: out)
        guard copyFrom < last else { return }
        let leading = trailing - (s - x0)
        for x in copyFrom..<last {
            let m = axis - x
            if m >= x0 && m < s {
                out[x - first] = leading[m - x0]
                continue
            }
            if m >= t && m < x {
                out[x - first] = trailing[m - t]
                continue
            }
            out[x - first] = Blend.byte(value(distance(Double(x) + 0.5, py)))
        }
    }

    /// Writes `Blend.byte(value(distance(x + 0.5, py)))` for columns `first..<last` to `out`
    /// (indexed from `first`), two columns per step (`SIMD2<Double>`; for an odd count the last
    /// step computes a lane it does not write).
    ///
    /// Each lane does the scalar path's operations on the same numbers in the same order, so
    /// every byte is the same, bit for bit: the same products, sums and correctly rounded square
    /// root; `min` and `max` as selects with the scalar functions' comparisons (`max(a, b)` is
    /// `b >= a ? b : a`, `min(a, b)` is `b < a ? b : a`); `abs` as the sign bit cleared; and the
    /// byte's truncation of `c · 255 + 0.5` (in 0.5…255.5) as the nearest integer, found by adding
    /// and subtracting 2⁵², less one where that is above the value. The radius a column uses
    /// (leading or trailing corner of the row's half) is chosen per lane, as ``distance(_:_:)``
    /// chooses it by `px < cx`.
    @inline(__always)
    private func columns(py: Double, from first: Int, to last: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard last > first else { return }
        typealias V = SIMD2<Double>
        typealias Bits = SIMD2<UInt64>
        // `where ? a : b` per lane, as bit operations on the comparison's all-ones or zero lanes
        // (`replacing(with:where:)` is a loop over the lanes, with a branch per lane).
        @inline(__always) func select(_ mask: SIMDMask<SIMD2<Int64>>, _ a: V, _ b: V) -> V {
            let m = unsafeBitCast(mask, to: Bits.self)
            return unsafeBitCast(unsafeBitCast(a, to: Bits.self) & m | unsafeBitCast(b, to: Bits.self) & ~m, to: V.self)
        }
        let upper = py < cy
        let rLeading = upper ? rtl : rbl, rTrailing = upper ? rtr : rbr
        // The row's part of the distance for each radius: `qy` and `oy`, as in ``distance(_:_:)``.
        let ay = abs(py - cy)
        let qyLeading = ay - halfHeight + rLeading, qyTrailing = ay - halfHeight + rTrailing
        let oyLeading = max(qyLeading, 0), oyTrailing = max(qyTrailing, 0)
        let rl = V(repeating: rLeading), rt = V(repeating: rTrailing)
        let qyl = V(repeating: qyLeading), qyt = V(repeating: qyTrailing)
        let oyl = V(repeating: oyLeading), oyt = V(repeating: oyTrailing)
        let centre = V(repeating: cx), half = V(repeating: halfWidth), zero = V(repeating: 0)
        let inverse = V(repeating: inverseTwiceBlur), one = V(repeating: 1)
        let magic = V(repeating: 0x1p52)
        let signless = Bits(repeating: 0x7FFF_FFFF_FFFF_FFFF)
        var x = first
        while x < last {
            let px = V(repeating: Double(x)) + V(0.5, 1.5)
            let isLeading = px .< centre
            let r = select(isLeading, rl, rt), qy = select(isLeading, qyl, qyt), oy = select(isLeading, oyl, oyt)
            let adx = unsafeBitCast(unsafeBitCast(px - centre, to: Bits.self) & signless, to: V.self)
            let qx = adx - half + r
            let ox = select(zero .>= qx, zero, qx)
            let m = select(qy .>= qx, qy, qx)
            let inside = select(zero .< m, zero, m)
            let d = (ox * ox + oy * oy).squareRoot() + inside - r
            // value(d): min(1, max(0, 0.5 − d / (2 · blur))), then the smoothstep.
            let s0 = 0.5 - d * inverse
            let s1 = select(s0 .>= zero, s0, zero)
            let sv = select(s1 .< one, s1, one)
            let c = sv * sv * (3 - 2 * sv)
            // Blend.byte(c): c is in 0…1 here, where 0 and 1 give 0 and 255 as the truncation of
            // c · 255 + 0.5 does. That truncation is the nearest integer (2⁵² added: its low bits),
            // less one where the nearest is above (the comparison's all-ones lane added).
            let scaled = c * 255 + 0.5
            let big = scaled + magic
            let above = unsafeBitCast(big - magic .> scaled, to: SIMD2<Int64>.self)
            let bits = unsafeBitCast(big, to: SIMD2<Int64>.self) &+ above
            let o = out + (x - first)
            o[0] = UInt8(truncatingIfNeeded: bits[0])
            if x + 1 < last { o[1] = UInt8(truncatingIfNeeded: bits[1]) }
            x += 2
        }
    }
}
