import Glibc

/// The exact area coverage of an axis-aligned rounded rectangle with circular corners, in
/// device pixels.
///
/// ## Background
/// The shape is the rectangle minus its four corner squares plus the four quarter discs inside
/// them, so a pixel's coverage is `rect area − Σ square areas + Σ quarter-disc areas`, each term
/// exact: the rectangle is separable, the quarter disc is integrated in closed form
/// (`∫ √(r² − u²) du`). Only pixels that touch a corner square pay for the integral; the rest of
/// a row is the rectangle's vertical coverage, blitted as one constant span.
struct RoundedRectCoverage: Sendable {
    let left: Double, top: Double, right: Double, bottom: Double
    /// Fitted radii: top-leading, top-trailing, bottom-trailing, bottom-leading.
    let rtl: Double, rtr: Double, rbr: Double, rbl: Double

    /// A rounded rect from device-space edges and radii (radii are fitted to the size).
    init(left: Double, top: Double, right: Double, bottom: Double, rtl: Double, rtr: Double, rbr: Double, rbl: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.rtl = rtl
        self.rtr = rtr
        self.rbr = rbr
        self.rbl = rbl
    }

    /// Draws through `cache`: the edges are computed once per size, radii and sub-pixel
    /// position, then replayed.
    func fill(_ blitter: SpanBlitter, clip: PixelRect, cache: RasterCache) {
        let bounds = pixelBounds
        guard bounds.intersects(clip) else { return }
        guard bounds.width <= 8192, bounds.height <= 8192, !cache.keepsNothing else { return fill(blitter, clip: clip) }
        let ix = left.rounded(.down), iy = top.rounded(.down)
        let q = RasterCache.quantized
        let fx = q(left - ix), fy = q(top - iy), w = q(right - left), h = q(bottom - top)
        let canonical = RoundedRectCoverage(left: fx, top: fy, right: fx + w, bottom: fy + h,
                                            rtl: q(rtl), rtr: q(rtr), rbr: q(rbr), rbl: q(rbl))
        let key = RasterCache.Key(kind: 0, fx: fx, fy: fy, width: w, height: h, r0: canonical.rtl, r1: canonical.rtr,
                                  r2: canonical.rbr, r3: canonical.rbl, blur: 0)
        let cb = canonical.pixelBounds
        if cache.shouldDrawDirectly(key, bounds: bounds, clip: clip) { return fill(blitter, clip: clip) }
        let recording = cache.recording(for: key, bounds: cb) { canonical.fill($0, clip: cb) }
        recording.replay(into: blitter, dx: Int(ix), dy: Int(iy), clip: clip)
    }

    init(rect: Rect, radii: CornerRadii) {
        left = rect.minX
        top = rect.minY
        right = rect.maxX
        bottom = rect.maxY
        let r = radii.fitting(width: max(0, rect.width), height: max(0, rect.height))
        rtl = r.topLeading
        rtr = r.topTrailing
        rbr = r.bottomTrailing
        rbl = r.bottomLeading
    }

    /// Whether two diagonal corner squares overlap (radii such as 8, 2, 8, 2 on a 10×10 rect):
    /// the decomposition into corner squares does not hold then, and callers fill a path.
    var hasOverlappingCorners: Bool {
        let w = right - left, h = bottom - top
        return (rtl + rbr > w && rtl + rbr > h) || (rtr + rbl > w && rtr + rbl > h)
    }

    /// The pixel rows and columns the shape touches.
    var pixelBounds: PixelRect { Rect(x: left, y: top, width: right - left, height: bottom - top).pixelBounds(scale: 1) }

    @inline(__always)
    static func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        let d = min(a1, b1) - max(a0, b0)
        return d > 0 ? d : 0
    }

    /// The area of `[u0, u1] × [v0, v1]` (all ≥ 0) inside the disc of radius `r` at the origin.
    @inline(__always)
    static func quarterDisc(_ u0: Double, _ u1: Double, _ v0: Double, _ v1: Double, _ r: Double) -> Double {
        guard u1 > u0, v1 > v0 else { return 0 }
        let r2 = r * r
        if u0 * u0 + v0 * v0 >= r2 { return 0 }
        if u1 * u1 + v1 * v1 <= r2 { return (u1 - u0) * (v1 - v0) }
        // For u < ua the circle is above v1 (full height); for u > ub it is below v0 (nothing).
        let ua = min(max(v1 >= r ? 0 : (r2 - v1 * v1).squareRoot(), u0), u1)
        let ub = min(max((r2 - v0 * v0).squareRoot(), u0), u1)
        @inline(__always) func primitive(_ u: Double) -> Double {
            let q = min(1, u / r)
            return 0.5 * (u * max(0, r2 - u * u).squareRoot() + r2 * asin(q))
        }
        return (ua - u0) * (v1 - v0) + (primitive(ub) - primitive(ua)) - v0 * (ub - ua)
    }

    /// The coverage (0…1) of pixel (x, y); `vy` is the rectangle's vertical coverage of row y.
    ///
    /// `leading` and `trailing` say which side's corners can reach the pixel: a pixel left of
    /// where the trailing boundary starts on its row is inside both trailing corner discs
    /// (their terms are zero), so the row's leading edge passes `trailing: false` and skips them.
    @inline(__always)
    func coverage(x: Int, y: Int, vy: Double, leading: Bool = true, trailing: Bool = true) -> Double {
        let x0 = Double(x), x1 = x0 + 1, y0 = Double(y), y1 = y0 + 1
        var c = Self.overlap(x0, x1, left, right) * vy
        if leading && rtl > 0 {
            let sx = Self.overlap(x0, x1, left, left + rtl), sy = Self.overlap(y0, y1, top, top + rtl)
            if sx > 0 && sy > 0 {
                let cx = left + rtl, cy = top + rtl
                c += Self.quarterDisc(max(0, cx - x1), min(rtl, cx - x0), max(0, cy - y1), min(rtl, cy - y0), rtl) - sx * sy
            }
        }
        if trailing && rtr > 0 {
            let sx = Self.overlap(x0, x1, right - rtr, right), sy = Self.overlap(y0, y1, top, top + rtr)
            if sx > 0 && sy > 0 {
                let cx = right - rtr, cy = top + rtr
                c += Self.quarterDisc(max(0, x0 - cx), min(rtr, x1 - cx), max(0, cy - y1), min(rtr, cy - y0), rtr) - sx * sy
            }
        }
        if trailing && rbr > 0 {
            let sx = Self.overlap(x0, x1, right - rbr, right), sy = Self.overlap(y0, y1, bottom - rbr, bottom)
            if sx > 0 && sy > 0 {
                let cx = right - rbr, cy = bottom - rbr
                c += Self.quarterDisc(max(0, x0 - cx), min(rbr, x1 - cx), max(0, y0 - cy), min(rbr, y1 - cy), rbr) - sx * sy
            }
        }
        if leading && rbl > 0 {
            let sx = Self.overlap(x0, x1, left, left + rbl), sy = Self.overlap(y0, y1, bottom - rbl, bottom)
            if sx > 0 && sy > 0 {
                let cx = left + rbl, cy = bottom - rbl
                c += Self.quarterDisc(max(0, cx - x1), min(rbl, cx - x0), max(0, y0 - cy), min(rbl, y1 - cy), rbl) - sx * sy
            }
        }
        return c
    }

    /// For row y: its vertical coverage and the columns `[fullStart, fullEnd)` whose coverage is
    /// exactly that (inside the rectangle and clear of every corner square).
    @inline(__always)
    func rowLayout(y: Int) -> (vy: Double, fullStart: Int, fullEnd: Int) {
        let y0 = Double(y), y1 = y0 + 1
        let vy = Self.overlap(y0, y1, top, bottom)
        var leadingEnd = left, trailingStart = right
        if rtl > 0 && y0 < top + rtl && y1 > top { leadingEnd = max(leadingEnd, left + rtl) }
        if rbl > 0 && y1 > bottom - rbl && y0 < bottom { leadingEnd = max(leadingEnd, left + rbl) }
        if rtr > 0 && y0 < top + rtr && y1 > top { trailingStart = min(trailingStart, right - rtr) }
        if rbr > 0 && y1 > bottom - rbr && y0 < bottom { trailingStart = min(trailingStart, right - rbr) }
        return (vy, leadingEnd.ceilInt, trailingStart.floorInt)
    }

    /// Writes the coverage of pixels `x0..<x1` of row `y` as bytes (the clip path: every pixel).
    func rowCoverage(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let (vy, fullStart, fullEnd) = rowLayout(y: y)
        let n = x1 - x0
        if vy <= 0 { out.update(repeating: 0, count: n); return }
        let l = left.floorInt, r = right.ceilInt
        let constant = Blend.byte(vy)
        var x = x0
        while x < x1 {
            if x < l || x >= r {
                out[x - x0] = 0
                x += 1
            } else if x >= fullStart && x < fullEnd {
                let end = min(fullEnd, x1)
                (out + (x - x0)).update(repeating: constant, count: end - x)
                x = end
            } else {
                out[x - x0] = Blend.byte(coverage(x: x, y: y, vy: vy))
                x += 1
            }
        }
    }

    /// Blits a rect with square corners: its partial top and bottom rows span by span, its body
    /// as three blocks (partial leading column, full middle, partial trailing column).
    func fillRect(_ blitter: SpanBlitter, clip: PixelRect) {
        let area = pixelBounds.intersection(clip)
        guard !area.isEmpty else { return }
        let bodyTop = max(top.ceilInt, area.y), bodyBottom = min(bottom.floorInt, area.maxY)
        guard bodyBottom > bodyTop else { return fill(blitter, clip: clip) }
        if area.y < bodyTop {
            fill(blitter, clip: PixelRect(x: area.x, y: area.y, width: area.width, height: bodyTop - area.y))
        }
        let l = left.ceilInt, r = right.floorInt
        if r > l {
            let lf = left.floorInt, rc = right.ceilInt
            if lf < l {
                blitter.block(y: bodyTop, rows: bodyBottom - bodyTop, x: lf, count: 1,
                              constant: Blend.byte(Double(l) - left))
            }
            blitter.block(y: bodyTop, rows: bodyBottom - bodyTop, x: l, count: r - l, constant: 255)
            if rc > r {
                blitter.block(y: bodyTop, rows: bodyBottom - bodyTop, x: r, count: 1,
                              constant: Blend.byte(right - Double(r)))
            }
        } else {
            fill(blitter, clip: PixelRect(x: area.x, y: bodyTop, width: area.width, height: bodyBottom - bodyTop))
        }
        if bodyBottom < area.maxY {
            fill(blitter, clip: PixelRect(x: area.x, y: bodyBottom, width: area.width, height: area.maxY - bodyBottom))
        }
    }

    /// Blits the shape through `blitter`, row by row, inside `clip`.
    ///
    /// Per row, only the columns the boundary actually crosses are computed pixel by pixel (the
    /// exact area of ``coverage(x:y:vy:)``); everything between the leading and trailing
    /// boundaries is the row's vertical coverage, one constant span, and nothing outside them
    /// is touched. The boundary's extent over a row comes in closed form from the arcs (each is
    /// monotonic within its corner band), so no path is flattened and nothing is allocated.
    func fill<Sink: SpanSink>(_ blitter: Sink, clip: PixelRect) {
        let area = pixelBounds.intersection(clip)
        guard !area.isEmpty else { return }
        let buffer = blitter.rowCoverage
        var ends = CornerArcEnds()
        let axis = mirrorAxis
        let mirror = blitter.mirrorRows
        let mirrored = mirror?.begin(axis: rowMirrorAxis, area: area) ?? false
        let body = fillBody(blitter, area: area)
        for y in area.y..<area.maxY {
            if body.contains(y) { continue }
            var recording = false
            if mirrored, let mirror {
                switch mirror.step(y, into: blitter) {
                case .replayed: continue
                case .record: recording = true
                case .compute: break
                }
            }
            // Whether every pixel of the row took its area from at most one corner (``edge``): the
            // mirror row adds the same parts in another order of corners, equal only then.
            var exact = true
            defer { if recording { mirror?.finishRow(exact: exact) } }
            let y0 = Double(y), y1 = y0 + 1
            let vy = Self.overlap(y0, y1, top, bottom)
            guard vy > 0 else { continue }
            let ya = max(y0, top), yb = min(y1, bottom)
            let (leading, trailing) = boundaryColumns(ya, yb)
            if leading.end >= trailing.start {
                let x0 = max(leading.start, area.x), x1 = min(trailing.end, area.maxX)
                exact = edge(y: y, vy: vy, from: x0, to: x1, leadingTo: x1, trailingFrom: x0, blitter, buffer,
                             leading: true, trailing: true, axis: axis, ends: &ends, mirror: mirror,
                             recording: recording)
            } else if trailing.start - leading.end <= Self.longestMergedMiddle {
                // A short straight middle (a pill, a switch's track): the row is one span, the
                // middle at its vertical coverage, so the blitter is called once, not three times.
                exact = edge(y: y, vy: vy, from: max(leading.start, area.x), to: min(trailing.end, area.maxX),
                             leadingTo: leading.end, trailingFrom: trailing.start, blitter, buffer,
                             leading: true, trailing: true, axis: axis, ends: &ends, mirror: mirror,
                             recording: recording)
            } else {
                let l0 = max(leading.start, area.x), l1 = min(leading.end, area.maxX)
                exact = edge(y: y, vy: vy, from: l0, to: l1, leadingTo: l1, trailingFrom: l1, blitter, buffer,
                             leading: true, trailing: false, axis: axis, ends: &ends, mirror: mirror,
                             recording: recording)
                let s = max(leading.end, area.x), e = min(trailing.start, area.maxX)
                if e > s {
                    if recording { mirror?.addConstant(x: s, count: e - s, constant: Blend.byte(vy)) }
                    blitter.span(y: y, x: s, count: e - s, constant: Blend.byte(vy))
                }
                let t0 = max(trailing.start, area.x), t1 = min(trailing.end, area.maxX)
                let trailingExact = edge(y: y, vy: vy, from: t0, to: t1, leadingTo: t0, trailingFrom: t0, blitter,
                                         buffer, leading: false, trailing: true, axis: axis, ends: &ends,
                                         mirror: mirror, recording: recording)
                exact = exact && trailingExact
            }
        }
    }

    /// Blits the rows of `area` that lie wholly between the corner bands and returns them.
    ///
    /// Every such row has the same bytes: its vertical coverage is 1, its boundary is the straight
    /// edges (``boundaryColumns(_:_:)`` gives the columns of `left` and `right`) and no
    /// corner reaches it, so each column's coverage is its overlap with `[left, right]`, as the
    /// per-row path computes it. They go to the sink as three blocks (a partial leading column,
    /// the opaque middle, a partial trailing column) instead of being laid out row by row: a
    /// card's or a section's body under a damage rect. Fewer than two rows are left to the rows.
    @inline(__always)
    func fillBody<Sink: SpanSink>(_ blitter: Sink, area: PixelRect) -> Range<Int> {
        let start = max(area.y, (top + max(rtl, rtr)).ceilInt)
        let end = min(area.maxY, (bottom - max(rbl, rbr)).floorInt)
        let lf = left.floorInt, l = left.ceilInt
        let r = right.floorInt, rc = right.ceilInt
        guard end - start >= 2, l <= r else { return 0..<0 }
        let rows = end - start, vy = Self.overlap(Double(start), Double(start) + 1, top, bottom)
        @inline(__always) func column(_ x: Int) {
            guard x >= area.x && x < area.maxX else { return }
            let xl = Double(x)
            blitter.block(y: start, rows: rows, x: x, count: 1,
                          constant: Blend.byte(Self.overlap(xl, xl + 1, left, right) * vy))
        }
        if lf < l { column(lf) }
        let s = max(l, area.x), e = min(r, area.maxX)
        if e > s { blitter.block(y: start, rows: rows, x: s, count: e - s, constant: Blend.byte(vy)) }
        if rc > r { column(r) }
        return start..<end
    }

    /// The pixels of `area` that ``fillBody(_:area:)`` blits, when they are one block at
    /// coverage 255: the body's rows, when the straight sides are whole pixels (no partial column)
    /// and the block has pixels inside `area`. Nil otherwise.
    ///
    /// An opaque fill may record this block as pending instead (``Canvas``'s overdraw elision) and
    /// fill the rows above and below it: the same pixels (each row's bytes depend on the row
    /// alone, so the rows come out the same in fills clipped to them).
    func opaqueBody(area: PixelRect) -> PixelRect? {
        let start = max(area.y, (top + max(rtl, rtr)).ceilInt)
        let end = min(area.maxY, (bottom - max(rbl, rbr)).floorInt)
        let lf = left.floorInt, l = left.ceilInt
        let r = right.floorInt, rc = right.ceilInt
        guard end - start >= 2, l <= r, lf == l, rc == r,
            Blend.byte(Self.overlap(Double(start), Double(start) + 1, top, bottom)) == 255
        else { return nil }
        let s = max(l, area.x), e = min(r, area.maxX)
        guard e > s else { return nil }
        return PixelRect(x: s, y: start, width: e - s, height: end - start)
    }

    /// The row `axis − y` mirrors row `y` about the shape's horizontal centre line when that is a
    /// whole or half pixel, the top radii equal the bottom ones and the top, bottom and radii are
    /// multiples of 1/256; `Int.min` otherwise.
    ///
    /// Every input of the mirror row is then exact and the same as the row's: its vertical
    /// coverage, the heights `v0…v1` and overlap `sy` that a bottom corner sees are the top
    /// corner's, and the boundary's extent comes from the same square roots. So each corner's part
    /// of each pixel is the same number; a pixel's area is the rectangle's part plus the corners'
    /// parts, added top-leading, top-trailing, bottom-trailing, bottom-leading, and the mirror adds
    /// them in another order, which gives the same sum when at most one part is non-zero (``edge``
    /// reports rows where two are). Such rows' bytes are blitted again for the mirror row
    /// (``MirrorRows``, within one fill).
    var rowMirrorAxis: Int {
        @inline(__always) func onGrid(_ v: Double) -> Bool {
            let s = v * 256
            return abs(s) < 0x1p40 && s.isWhole
        }
        guard rtl == rbl, rtr == rbr, onGrid(top), onGrid(bottom), onGrid(rtl), onGrid(rtr) else { return Int.min }
        let sum = top + bottom
        guard sum.isWhole else { return Int.min }
        return Int(sum) - 1
    }

    /// The columns `[start, end)` that the leading and the trailing boundary cross between heights
    /// `ya` and `yb` (inside the shape's vertical extent). On the leading side the columns before
    /// `start` are outside and those from `end` on are inside; on the trailing side the reverse.
    ///
    /// A corner band's boundary is where its arc meets the row's top and bottom: a square root
    /// each, which depends only on the band's radius and the heights. A band whose leading and
    /// trailing radii are equal (a pill, a circle, a button) has the same roots on both sides, so
    /// they are taken once for both, bit for bit the same numbers.
    @inline(__always)
    func boundaryColumns(_ ya: Double, _ yb: Double) -> (leading: (start: Int, end: Int), trailing: (start: Int, end: Int)) {
        // The arc's reach from its centre at the band's two heights (the nearer edge first).
        @inline(__always) func topRoots(_ r: Double) -> (Double, Double)? {
            let bandEnd = top + r
            guard r > 0 && ya < bandEnd else { return nil }
            let r2 = r * r, d0 = bandEnd - ya, d1 = bandEnd - min(yb, bandEnd)
            return (max(0, r2 - d0 * d0).squareRoot(), max(0, r2 - d1 * d1).squareRoot())
        }
        @inline(__always) func bottomRoots(_ r: Double) -> (Double, Double)? {
            let bandStart = bottom - r
            guard r > 0 && yb > bandStart else { return nil }
            let r2 = r * r, d0 = max(ya, bandStart) - bandStart, d1 = yb - bandStart
            return (max(0, r2 - d0 * d0).squareRoot(), max(0, r2 - d1 * d1).squareRoot())
        }
        @inline(__always) func side(trailing: Bool, top topReach: (Double, Double)?,
                                    bottom bottomReach: (Double, Double)?) -> (start: Int, end: Int) {
            let rTop = trailing ? rtr : rtl, rBottom = trailing ? rbr : rbl
            let edgeX = trailing ? right : left
            let sign: Double = trailing ? 1 : -1
            var lo = Double.infinity, hi = -Double.infinity
            @inline(__always) func note(_ x: Double) {
                lo = min(lo, x)
                hi = max(hi, x)
            }
            // The top corner band [top, top + rTop]: x moves monotonically toward the edge.
            if let (s0, s1) = topReach {
                let cx = edgeX - sign * rTop
                note(cx + sign * s0)
                note(cx + sign * s1)
            }
            // The straight edge between the bands.
            if yb > top + rTop && ya < bottom - rBottom { note(edgeX) }
            // The bottom corner band [bottom - rBottom, bottom].
            if let (s0, s1) = bottomReach {
                let cx = edgeX - sign * rBottom
                note(cx + sign * s0)
                note(cx + sign * s1)
            }
            if lo > hi { note(edgeX) }
            return (lo.floorInt, hi.ceilInt)
        }
        let leadingTop = topRoots(rtl), leadingBottom = bottomRoots(rbl)
        let trailingTop = rtr == rtl ? leadingTop : topRoots(rtr)
        let trailingBottom = rbr == rbl ? leadingBottom : bottomRoots(rbr)
        return (side(trailing: false, top: leadingTop, bottom: leadingBottom),
                side(trailing: true, top: trailingTop, bottom: trailingBottom))
    }

    /// The column `axis − x` mirrors column `x` about the shape's vertical centre line when that
    /// is a whole or half pixel, the leading and trailing radii are equal and every edge and
    /// radius is a multiple of 1/256 (a position and size in points at the usual scales):
    /// every input of a pixel's terms (a corner's `u` at the column boundaries, the overlaps)
    /// is then exact, so the two columns compute the same terms from the same numbers and their
    /// areas are equal bit for bit. `Int.min` otherwise.
    var mirrorAxis: Int {
        @inline(__always) func onGrid(_ v: Double) -> Bool {
            let s = v * 256
            return abs(s) < 0x1p40 && s.isWhole
        }
        guard rtl == rtr, rbl == rbr, onGrid(left), onGrid(right), onGrid(rtl), onGrid(rbl) else { return Int.min }
        let sum = left + right
        guard sum.isWhole else { return Int.min }
        return Int(sum) - 1
    }

    /// The widest straight middle (in pixels) that ``fill(_:clip:)`` blits in one span with the
    /// row's edges; wider middles are a constant span of their own (an opaque one is a store).
    static let longestMergedMiddle = 32

    /// Writes the exact coverage of pixels `x0..<x1` of row `y` and blits them (recording the bytes
    /// in `mirror` first when `recording`). Returns whether each pixel's area had at most one non-zero
    /// corner part (see ``rowMirrorAxis``).
    ///
    /// The same area as ``coverage(x:y:vy:leading:trailing:)``, computed per row instead of per
    /// pixel: each corner band that the row crosses becomes a ``CornerRow``, whose cumulative area
    /// `G(u)` is evaluated once per column boundary and shared by the two pixels on either side
    /// of it. `asin` runs only where a boundary meets the arc inside the row, and for the arc's
    /// ends once per row and corner (the end a row shares with the row before comes from `ends`),
    /// instead of twice per pixel.
    ///
    /// The row's area is summed in `blitter.rowArea`: the rectangle's part first, then each
    /// active corner's part over the columns it can reach (a leading corner's part is exactly 0
    /// from its centre on, a trailing one's up to its centre), in the order top-leading,
    /// top-trailing, bottom-trailing, bottom-leading, so every pixel's sum is the same
    /// floating-point sum as adding the four corners pixel by pixel. Leading corners are added
    /// only before `leadingTo`, trailing ones only from `trailingFrom`: the columns between are
    /// inside the shape on this row, at exactly the row's vertical coverage.
    @inline(__always)
    private func edge<Sink: SpanSink>(y: Int, vy: Double, from x0: Int, to x1: Int, leadingTo: Int,
                      trailingFrom: Int, _ blitter: Sink, _ buffer: UnsafeMutablePointer<UInt8>,
                      leading: Bool, trailing: Bool, axis: Int, ends: inout CornerArcEnds,
                      mirror: MirrorRows?, recording: Bool) -> Bool {
        guard x1 > x0 else { return true }
        let y0 = Double(y), y1 = y0 + 1
        let area = blitter.rowArea
        let n = x1 - x0
        // The straight middle between the edges, when there is one: exactly the row's vertical
        // coverage (inside the rectangle, clear of every corner square).
        let m0 = min(max(leadingTo, x0), x1) - x0, m1 = max(min(trailingFrom, x1), x0) - x0
        let hasMiddle = m1 > m0
        for i in 0..<(hasMiddle ? m0 : n) {
            let xl = Double(x0 + i)
            area[i] = Self.overlap(xl, xl + 1, left, right) * vy
        }
        if hasMiddle {
            for i in m1..<n {
                let xl = Double(x0 + i)
                area[i] = Self.overlap(xl, xl + 1, left, right) * vy
            }
        }
        // Top-leading, top-trailing, bottom-trailing, bottom-leading, as in `coverage`.
        var parts = NonzeroParts()
        if leading {
            let c0 = CornerRow(r: rtl, cx: left + rtl, sign: -1, v0: top + rtl - y1, v1: top + rtl - y0,
                               sy: Self.overlap(y0, y1, top, top + rtl), ends: &ends.topLeading)
            if c0.isActive {
                parts.add(c0.addLeading(into: area, x0: x0, to: min(x1, leadingTo), squareStart: left,
                                        squareEnd: left + rtl))
            }
        }
        // Trailing columns whose mirror image (``mirrorAxis``) is a leading column of this call,
        // `mirrorFrom..<mirrorTo`, take its area once every corner is added; the trailing
        // corners are added only to the others.
        let trailingFirst = max(x0, trailingFrom)
        var mirrorFrom = x1, mirrorTo = x1
        if leading && trailing && axis != Int.min {
            let computedEnd = min(x1, leadingTo)
            mirrorFrom = max(trailingFirst, (axis >> 1) + 1, axis - computedEnd + 1)
            mirrorTo = min(x1, axis - x0 + 1)
            if mirrorTo <= mirrorFrom { mirrorFrom = x1; mirrorTo = x1 }
        }
        if trailing && (trailingFirst < mirrorFrom || mirrorTo < x1) {
            let c1 = CornerRow(r: rtr, cx: right - rtr, sign: 1, v0: top + rtr - y1, v1: top + rtr - y0,
                               sy: Self.overlap(y0, y1, top, top + rtr), ends: &ends.topTrailing,
                               sibling: rtr == rtl ? ends.topLeading : ArcEnds())
            if c1.isActive {
                parts.add(c1.addTrailing(into: area, x0: x0, from: trailingFirst, to: mirrorFrom,
                                         squareStart: right - rtr, squareEnd: right)
                    .union(c1.addTrailing(into: area, x0: x0, from: mirrorTo, to: x1, squareStart: right - rtr,
                                          squareEnd: right)))
            }
            let c2 = CornerRow(r: rbr, cx: right - rbr, sign: 1, v0: y0 - (bottom - rbr), v1: y1 - (bottom - rbr),
                               sy: Self.overlap(y0, y1, bottom - rbr, bottom), ends: &ends.bottomTrailing,
                               sibling: rbr == rbl ? ends.bottomLeading : ArcEnds())
            if c2.isActive {
                parts.add(c2.addTrailing(into: area, x0: x0, from: trailingFirst, to: mirrorFrom,
                                         squareStart: right - rbr, squareEnd: right)
                    .union(c2.addTrailing(into: area, x0: x0, from: mirrorTo, to: x1, squareStart: right - rbr,
                                          squareEnd: right)))
            }
        }
        if leading {
            let c3 = CornerRow(r: rbl, cx: left + rbl, sign: -1, v0: y0 - (bottom - rbl), v1: y1 - (bottom - rbl),
                               sy: Self.overlap(y0, y1, bottom - rbl, bottom), ends: &ends.bottomLeading,
                               sibling: rbl == rbr ? ends.bottomTrailing : ArcEnds())
            if c3.isActive {
                parts.add(c3.addLeading(into: area, x0: x0, to: min(x1, leadingTo), squareStart: left,
                                        squareEnd: left + rbl))
            }
        }
        if mirrorTo > mirrorFrom {
            for x in mirrorFrom..<mirrorTo { area[x - x0] = area[axis - x - x0] }
        }
        if hasMiddle {
            for i in 0..<m0 { buffer[i] = Blend.byte(area[i]) }
            (buffer + m0).update(repeating: Blend.byte(vy), count: m1 - m0)
            for i in m1..<n { buffer[i] = Blend.byte(area[i]) }
        } else {
            for i in 0..<n { buffer[i] = Blend.byte(area[i]) }
        }
        if recording { mirror?.addBytes(x: x0, count: n, from: buffer) }
        blitter.span(y: y, x: x0, count: n, coverage: buffer)
        return parts.isDisjoint
    }
}

/// One corner's quarter disc over one pixel row, for ``RoundedRectCoverage``'s edge pixels.
///
/// In the corner's own coordinates (u along the row away from the corner's centre, v along the
/// column, both ≥ 0) the row covers `v0…v1`; `G(u)` is the area of `[0, u] × [v0, v1]` inside
/// the disc: full height up to `ua` (where the circle leaves `v1`), the circle's integral
/// `P(u) = ½ (u √(r² − u²) + r² asin(u / r))` from `ua` to `ub` (where it meets `v0`), then
/// nothing more. A pixel's part of the disc is the difference of `G` at its two column
/// boundaries, exactly what `RoundedRectCoverage.quarterDisc` integrates pixel by pixel.
struct CornerRow {
    let isActive: Bool
    let r: Double, r2: Double, cx: Double, sign: Double
    let v0: Double, dv: Double, ua: Double, ub: Double, pa: Double, full: Double
    /// The row's overlap with the corner's square, for the square's area that the disc replaces.
    let sy: Double

    static var inactive: CornerRow { CornerRow() }

    private init() {
        isActive = false
        r = 0; r2 = 0; cx = 0; sign = 1; v0 = 0; dv = 0; ua = 0; ub = 0; pa = 0; full = 0; sy = 0
    }

    /// The corner of radius `r` centred at column `cx`, growing away from it in direction
    /// `sign` (−1 on the leading side), over the row's `v0…v1` (clamped to the disc). `ends` holds
    /// the corner's `P` at the previous row's ends and takes this row's; `sibling` holds the
    /// ends last computed by another corner of the same radius (the other corner of the same
    /// band, on the same row as a rule: the same `v0…v1`, so the same `u` and `P`), or nothing.
    @inline(__always)
    init(r: Double, cx: Double, sign: Double, v0 rawV0: Double, v1 rawV1: Double, sy: Double,
         ends: inout ArcEnds, sibling: ArcEnds = ArcEnds()) {
        let v0 = max(0, rawV0), v1 = min(r, rawV1)
        guard r > 0, v1 > v0, sy > 0 else {
            self = .inactive
            return
        }
        isActive = true
        self.r = r
        r2 = r * r
        self.cx = cx
        self.sign = sign
        self.v0 = v0
        self.sy = sy
        dv = v1 - v0
        let ua = v1 >= r ? 0 : max(0, r2 - v1 * v1).squareRoot()
        let ub = max(0, r2 - v0 * v0).squareRoot()
        self.ua = ua
        self.ub = ub
        let pa = ends.primitive(ua, r: r, r2: r2, sibling: sibling)
        let pb = ends.primitive(ub, r: r, r2: r2, sibling: sibling)
        ends = ArcEnds(u0: ua, p0: pa, u1: ub, p1: pb)
        self.pa = pa
        full = ua * dv + (pb - pa) - v0 * (ub - ua)
    }

    @inline(__always)
    static func primitive(_ u: Double, r: Double, r2: Double) -> Double {
        0.5 * (u * max(0, r2 - u * u).squareRoot() + r2 * asin(min(1, u / r)))
    }

    /// `G` at the column boundary `x` (pixel x's leading edge in device space).
    @inline(__always)
    func boundary(_ x: Int) -> Double {
        guard isActive else { return 0 }
        let u = min(max(sign * (Double(x) - cx), 0), r)
        if u <= ua { return u * dv }
        if u >= ub { return full }
        return ua * dv + (Self.primitive(u, r: r, r2: r2) - pa) - v0 * (u - ua)
    }

    /// Adds this leading corner's part of pixels `x0..<x1` to `area` (indexed from `x0`): its
    /// disc's area minus its square's. From the corner's centre on both are exactly 0, so those
    /// columns are left as they are.
    /// Returns the columns whose part is not zero.
    @inline(__always)
    func addLeading(into area: UnsafeMutablePointer<Double>, x0: Int, to x1: Int, squareStart: Double,
                    squareEnd: Double) -> ColumnSpan {
        let end = min(x1, cx.ceilInt + 1)
        var nonzero = ColumnSpan()
        guard end > x0 else { return nonzero }
        var b = boundary(x0)
        for x in x0..<end {
            let xl = Double(x)
            let next = boundary(x + 1)
            let part = (b - next) - RoundedRectCoverage.overlap(xl, xl + 1, squareStart, squareEnd) * sy
            area[x - x0] += part
            nonzero.note(x, if: part != 0)
            b = next
        }
        return nonzero
    }

    /// Adds this trailing corner's part of pixels `first..<x1` to `area` (indexed from `x0`); up
    /// to the corner's centre both the disc's and the square's parts are exactly 0.
    /// Returns the columns whose part is not zero.
    @inline(__always)
    func addTrailing(into area: UnsafeMutablePointer<Double>, x0: Int, from first: Int, to x1: Int,
                     squareStart: Double, squareEnd: Double) -> ColumnSpan {
        let start = max(first, cx.floorInt - 1)
        var nonzero = ColumnSpan()
        guard x1 > start else { return nonzero }
        var b = boundary(start)
        for x in start..<x1 {
            let xl = Double(x)
            let next = boundary(x + 1)
            let part = (next - b) - RoundedRectCoverage.overlap(xl, xl + 1, squareStart, squareEnd) * sy
            area[x - x0] += part
            nonzero.note(x, if: part != 0)
            b = next
        }
        return nonzero
    }
}

/// The columns `[start, end)` between the first and the last that a corner gave a non-zero part
/// (empty: `start >= end`).
struct ColumnSpan {
    var start = Int.max, end = Int.min

    @inline(__always)
    mutating func note(_ x: Int, if nonzero: Bool) {
        start = nonzero && x < start ? x : start
        end = nonzero ? x + 1 : end
    }

    @inline(__always)
    func union(_ other: ColumnSpan) -> ColumnSpan {
        ColumnSpan(start: min(start, other.start), end: max(end, other.end))
    }
}

/// Whether the corners' non-zero parts over one row fall on different columns: each pixel's area
/// is then the rectangle's part plus at most one corner's, the same sum in any order of corners.
struct NonzeroParts {
    private var spans: (ColumnSpan, ColumnSpan, ColumnSpan, ColumnSpan) = (ColumnSpan(), ColumnSpan(), ColumnSpan(),
                                                                          ColumnSpan())
    private var count = 0
    private(set) var isDisjoint = true

    @inline(__always)
    mutating func add(_ span: ColumnSpan) {
        guard span.start < span.end else { return }
        @inline(__always) func meets(_ other: ColumnSpan) -> Bool { span.start < other.end && other.start < span.end }
        if count > 0 && meets(spans.0) || count > 1 && meets(spans.1) || count > 2 && meets(spans.2) {
            isDisjoint = false
        }
        switch count {
        case 0: spans.0 = span
        case 1: spans.1 = span
        case 2: spans.2 = span
        default: spans.3 = span
        }
        count += 1
    }
}

/// One corner's `P(u)` at the two ends of the arc over the last row drawn.
///
/// Where two rows meet, the arc's end at the bottom of one is its end at the top of the next
/// (the same `u`, computed from the same height), so `P` there is taken from the row before
/// instead of calling `asin` again: the same value, bit for bit. Kept for one `fill` only.
struct ArcEnds {
    var u0 = Double.nan, p0 = 0.0, u1 = Double.nan, p1 = 0.0

    /// `P(u)` for the corner of radius `r`, from the last row's ends when `u` is one of them, or
    /// from `sibling`'s (the ends of another corner of the same radius `r`: `P` depends on `u`
    /// and `r` only, so an equal `u` gives the same value, bit for bit).
    @inline(__always)
    func primitive(_ u: Double, r: Double, r2: Double, sibling: ArcEnds) -> Double {
        if u == u0 { return p0 }  // false while u0 is NaN
        if u == u1 { return p1 }
        if u == 0 { return 0 }  // ½ (0 · r + r² asin 0), exactly
        if u == sibling.u0 { return sibling.p0 }
        if u == sibling.u1 { return sibling.p1 }
        return CornerRow.primitive(u, r: r, r2: r2)
    }
}

/// The four corners' ``ArcEnds`` while a rounded rect is filled.
struct CornerArcEnds {
    var topLeading = ArcEnds(), topTrailing = ArcEnds(), bottomTrailing = ArcEnds(), bottomLeading = ArcEnds()
}
