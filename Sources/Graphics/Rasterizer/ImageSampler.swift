/// Paints coverage spans with a bilinearly sampled image: the sink through which the path
/// accumulator draws an image's (possibly rotated) rect, so that its edges are anti-aliased.
///
/// An image drawn without rotation or shear (every snapshot, launch picture and icon the system
/// draws) has each device column's two image columns and their weight found once per draw, and
/// each row's two image rows once per row: a pixel is then four loads and three blends.
final class ImageSampler: SpanSink {
    private let blitter: SpanBlitter
    private let image: Bitmap
    /// Maps device pixel centres to image pixel coordinates.
    private let deviceToImage: Transform2D
    /// For an axis-aligned mapping, per device column from `columnOrigin`: the two image
    /// columns a sample blends and the second one's weight in 256ths, written into the blitter's
    /// scratch (``SpanBlitter/imageColumns``) on first use.
    private var columns: UnsafeMutablePointer<SpanBlitter.ImageColumn>?
    private var columnOrigin = 0, columnCount = 0

    /// The premultiplied colour each sample is composited over before it is drawn, if any.
    private let backdrop: UInt32?
    /// The draw's opacity, 0…255, applied with the coverage.
    private let opacity: UInt32

    /// A sampler of `image` through `deviceToImage` into `blitter`'s target; `columns`: the
    /// device columns the draw can reach (its bounds), for the column table. Each sample is
    /// composited over `backdrop` (premultiplied) when there is one, then weighted by `opacity`
    /// (0…255) and the coverage: the picture and the colour under it drawn as one group.
    init(blitter: SpanBlitter, image: Bitmap, deviceToImage: Transform2D, columns: Range<Int>? = nil,
         backdrop: UInt32? = nil, opacity: UInt32 = 255) {
        self.blitter = blitter
        self.image = image
        self.deviceToImage = deviceToImage
        self.backdrop = backdrop
        self.opacity = min(opacity, 255)
        if let columns { columnOrigin = columns.lowerBound; columnCount = columns.count }
    }

    var rowCoverage: UnsafeMutablePointer<UInt8> { blitter.rowCoverage }
    var rowArea: UnsafeMutablePointer<Double> { blitter.rowArea }

    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        let k = weight(UInt32(constant))
        guard k != 0, let (x0, n) = visible(y: y, x: x, count: count) else { return }
        let row = blitter.colorRow
        sample(y: y, x: x0, count: n, into: row)
        composite(row, count: n)
        if k != 255 { for i in 0..<n { row[i] = PixelMath.scale(row[i], by: k) } }
        blitter.colorSpan(y: y, x: x0, count: n, colors: row)
    }

    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard opacity != 0, let (x0, n) = visible(y: y, x: x, count: count) else { return }
        let row = blitter.colorRow
        sample(y: y, x: x0, count: n, into: row)
        composite(row, count: n)
        let weights = coverage + (x0 - x)
        for i in 0..<n where weights[i] != 255 || opacity != 255 {
            row[i] = PixelMath.scale(row[i], by: weight(UInt32(weights[i])))
        }
        blitter.colorSpan(y: y, x: x0, count: n, colors: row)
    }

    /// Coverage `k` (0…255) times the draw's opacity, rounded as ``PixelMath`` scales.
    @inline(__always)
    private func weight(_ k: UInt32) -> UInt32 {
        guard opacity != 255 else { return k }
        let t = k * opacity + 128
        return (t + (t >> 8)) >> 8
    }

    /// The samples composited over the backdrop colour, when there is one.
    @inline(__always)
    private func composite(_ row: UnsafeMutablePointer<UInt32>, count: Int) {
        guard let backdrop else { return }
        for i in 0..<count {
            let s = row[i]
            row[i] = s >> 24 == 255 ? s : PixelMath.over(s, backdrop)
        }
    }

    /// The part of a span inside the blitter's clip (first column and count): pixels outside it
    /// are not sampled.
    @inline(__always)
    private func visible(y: Int, x: Int, count: Int) -> (Int, Int)? {
        let clip = blitter.clip
        guard count > 0, y >= clip.y, y < clip.maxY else { return nil }
        let x0 = max(x, clip.x), x1 = min(x + count, clip.maxX)
        return x1 > x0 ? (x0, x1 - x0) : nil
    }

    /// Bilinear samples at the centres of `count` device pixels of row `y` from column `x`,
    /// clamped to the image's edges.
    private func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let t = deviceToImage
        if t.b == 0, t.c == 0 { return sampleAxisAligned(y: y, x: x, count: count, into: out) }
        if sampleTurned(y: y, x: x, count: count, into: out) { return }
        let iw = Double(image.width), ih = Double(image.height)
        let maxX = image.width - 1, maxY = image.height - 1
        let py = Double(y) + 0.5
        for i in 0..<count {
            let px = Double(x + i) + 0.5
            let u = t.a * px + t.c * py + t.tx, v = t.b * px + t.d * py + t.ty
            let (x0, wx) = Self.split(u.isNaN ? 0 : min(max(u, 0), iw))
            let (y0, wy) = Self.split(v.isNaN ? 0 : min(max(v, 0), ih))
            let xa = min(max(x0, 0), maxX), xb = min(max(x0 + 1, 0), maxX)
            let ya = min(max(y0, 0), maxY), yb = min(max(y0 + 1, 0), maxY)
            let top = Self.lerp(image.row(ya)[xa], image.row(ya)[xb], wx)
            let bottom = Self.lerp(image.row(yb)[xa], image.row(yb)[xb], wx)
            out[i] = Self.lerp(top, bottom, wy)
        }
    }

    /// ``sample(y:x:count:into:)`` for a turned or sheared mapping (a picture turning with the
    /// screen): each pixel's image position is stepped from the span's first in fixed point (24
    /// fractional bits, within 2⁻¹⁴ px of the exact position over the longest span), its weights
    /// in 256ths as ``split(_:)`` gives them. False, sampling nothing, where positions reach past
    /// ±2²⁰ pixels or are not numbers: then each pixel is computed on its own.
    private func sampleTurned(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) -> Bool {
        let t = deviceToImage
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u0 = t.a * px + t.c * py + t.tx, v0 = t.b * px + t.d * py + t.ty
        let last = Double(count - 1)
        let u1 = u0 + t.a * last, v1 = v0 + t.b * last
        let limit = 1_048_576.0
        // Also false for NaN.
        guard abs(u0) < limit, abs(v0) < limit, abs(u1) < limit, abs(v1) < limit,
              image.width < 1 << 20, image.height < 1 << 20 else { return false }
        let one = 16_777_216.0
        let pu = Int64((u0 * one).rounded()), pv = Int64((v0 * one).rounded())
        let du = Int64((t.a * one).rounded()), dv = Int64((t.b * one).rounded())
        // Positions in 256ths of a pixel, clamped to the image, less half a pixel: pixel centres.
        let uLimit = image.width << 8, vLimit = image.height << 8
        // Where both of a pixel's columns and both rows lie inside the image, nothing needs
        // clamping: those pixels (all but a span's ends, for a picture filling its rect) are
        // sampled four at a time.
        let inside = Self.steps(from: pu, by: du, within: 128, uLimit - 128, count: count)
        let within = Self.steps(from: pv, by: dv, within: 128, vLimit - 128, count: count)
        let start = max(inside.lowerBound, within.lowerBound)
        // Whole steps of four; the few interior pixels after them go with the span's end.
        let end = start + max(0, min(inside.upperBound, within.upperBound) - start) / 4 * 4
        stepClamped(from: pu, pv, by: du, dv, into: out, 0..<start)
        stepInterior(from: pu &+ Int64(start) &* du, pv &+ Int64(start) &* dv, by: du, dv,
                     into: out + start, count: end - start)
        stepClamped(from: pu &+ Int64(end) &* du, pv &+ Int64(end) &* dv, by: du, dv, into: out + end,
                    0..<(count - end))
        return true
    }

    /// Samples at positions `pu`, `pv` (24 fractional bits) stepped by `du`, `dv`, clamped to
    /// the image, into `out[range]`.
    @inline(__always)
    private func stepClamped(from pu: Int64, _ pv: Int64, by du: Int64, _ dv: Int64,
                             into out: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) {
        let uLimit = image.width << 8, vLimit = image.height << 8
        let maxX = image.width - 1, maxY = image.height - 1
        var pu = pu, pv = pv
        for i in range {
            let fu = min(max(Int(truncatingIfNeeded: pu >> 16), 0), uLimit) - 128
            let fv = min(max(Int(truncatingIfNeeded: pv >> 16), 0), vLimit) - 128
            let x0 = fu >> 8, y0 = fv >> 8
            let wx = UInt32(truncatingIfNeeded: fu & 255), wy = UInt32(truncatingIfNeeded: fv & 255)
            let xa = max(x0, 0), xb = min(x0 + 1, maxX)
            let top = image.row(max(y0, 0)), bottom = image.row(min(y0 + 1, maxY))
            out[i] = Self.lerp(Self.lerp(top[xa], top[xb], wx), Self.lerp(bottom[xa], bottom[xb], wx), wy)
            pu &+= du
            pv &+= dv
        }
    }

    /// ``stepClamped(from:_:by:_:into:_:)`` where every sample's two columns and two rows lie
    /// inside the image: four pixels per step (`count` is a multiple of four), their channels
    /// blended in 16-bit lanes (the same arithmetic as ``lerp(_:_:_:)``, so the same pixels).
    @inline(__always)
    private func stepInterior(from pu: Int64, _ pv: Int64, by du: Int64, _ dv: Int64,
                              into out: UnsafeMutablePointer<UInt32>, count: Int) {
        let base = image.row(0), rowPixels = image.stride / 4
        var pu = pu, pv = pv
        @inline(__always) func next() -> (index: Int, wx: UInt32, wy: UInt32) {
            let fu = Int(truncatingIfNeeded: pu >> 16) - 128, fv = Int(truncatingIfNeeded: pv >> 16) - 128
            pu &+= du
            pv &+= dv
            return ((fv >> 8) &* rowPixels &+ (fu >> 8), UInt32(truncatingIfNeeded: fu & 255),
                    UInt32(truncatingIfNeeded: fv & 255))
        }
        var i = 0
        while i + 4 <= count {
            let p0 = next(), p1 = next(), p2 = next(), p3 = next()
            let i0 = p0.index, i1 = p1.index, i2 = p2.index, i3 = p3.index
            let wx = SIMD4(p0.wx, p1.wx, p2.wx, p3.wx), wy = SIMD4(p0.wy, p1.wy, p2.wy, p3.wy)
            // Each sample's two columns are neighbours: one 8-byte load per row.
            let top = Self.lerpPairs(Self.pairs(base, i0, i1), Self.pairs(base, i2, i3), wx)
            let below = base + rowPixels
            let bottom = Self.lerpPairs(Self.pairs(below, i0, i1), Self.pairs(below, i2, i3), wx)
            UnsafeMutableRawPointer(out + i).storeBytes(of: Self.lerp(top, bottom, wy), as: SIMD4<UInt32>.self)
            i += 4
        }
    }

    /// The steps `i` in `0..<count` at which `p + i × d`, taken in 256ths of a pixel
    /// (`>> 16`), lies in `lower..<upper`: a range, as the position moves one way.
    static func steps(from p: Int64, by d: Int64, within lower: Int, _ upper: Int, count: Int) -> Range<Int> {
        let lo = Int64(lower) << 16, hi = Int64(upper) << 16
        guard lo < hi, count > 0 else { return 0..<0 }
        if d == 0 { return p >= lo && p < hi ? 0..<count : 0..<0 }
        // p + i·d ≥ lo and p + i·d < hi.
        let first: Int64, end: Int64
        if d > 0 {
            first = ceilDivide(lo - p, d)
            end = ceilDivide(hi - p, d)
        } else {
            first = floorDivide(p - hi, -d) + 1
            end = floorDivide(p - lo, -d) + 1
        }
        let a = Int(clamping: max(first, 0)), b = Int(clamping: min(end, Int64(count)))
        return a < b ? a..<b : 0..<0
    }

    private static func floorDivide(_ n: Int64, _ d: Int64) -> Int64 {
        let q = n / d
        return (n % d != 0 && (n < 0) != (d < 0)) ? q - 1 : q
    }

    private static func ceilDivide(_ n: Int64, _ d: Int64) -> Int64 { -floorDivide(-n, d) }

    /// ``sample(y:x:count:into:)`` for a mapping without rotation or shear (every snapshot, launch
    /// image and icon the system draws): the row's two image rows and their weight are found once,
    /// and an image drawn at its own size on whole pixels is copied. Same samples, pixel for pixel.
    private func sampleAxisAligned(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let t = deviceToImage
        let iw = Double(image.width), ih = Double(image.height)
        let maxX = image.width - 1, maxY = image.height - 1
        let v = t.d * (Double(y) + 0.5) + t.ty
        let (y0, wy) = Self.split(v.isNaN ? 0 : min(max(v, 0), ih))
        let top = image.row(min(max(y0, 0), maxY)), bottom = image.row(min(max(y0 + 1, 0), maxY))
        if t.a == 1, t.tx == t.tx.rounded(.down), abs(t.tx) < 1e9 {
            // One image pixel per device pixel, on whole pixels: every column's weight is 0 (at a
            // clamped edge both columns are the edge's, the same pixel).
            let shift = Int(t.tx)
            for i in 0..<count {
                let column = min(max(x + i + shift, 0), maxX)
                out[i] = wy == 0 ? top[column] : Self.lerp(top[column], bottom[column], wy)
            }
            return
        }
        if let table = columnTable(), x >= columnOrigin, x + count <= columnOrigin + columnCount {
            let columns = table + (x - columnOrigin)
            if wy == 0 {
                for i in 0..<count {
                    let c = columns[i]
                    out[i] = Self.lerp(top[Int(c.first)], top[Int(c.second)], c.weight)
                }
            } else {
                for i in 0..<count {
                    let c = columns[i]
                    let xa = Int(c.first), xb = Int(c.second)
                    out[i] = Self.lerp(Self.lerp(top[xa], top[xb], c.weight), Self.lerp(bottom[xa], bottom[xb], c.weight), wy)
                }
            }
            return
        }
        for i in 0..<count {
            let c = column(x + i, iw: iw, maxX: maxX)
            let xa = Int(c.first), xb = Int(c.second)
            let upper = Self.lerp(top[xa], top[xb], c.weight)
            out[i] = wy == 0 ? upper : Self.lerp(upper, Self.lerp(bottom[xa], bottom[xb], c.weight), wy)
        }
    }

    /// Device column `x`'s two image columns and the second one's weight (axis-aligned mapping).
    @inline(__always)
    private func column(_ x: Int, iw: Double, maxX: Int) -> SpanBlitter.ImageColumn {
        let t = deviceToImage
        let u = t.a * (Double(x) + 0.5) + t.tx
        let (x0, wx) = Self.split(u.isNaN ? 0 : min(max(u, 0), iw))
        return (Int32(min(max(x0, 0), maxX)), Int32(min(max(x0 + 1, 0), maxX)), wx)
    }

    /// The column table over the draw's columns, made on first use in the blitter's scratch (one
    /// image is drawn at a time; nil where the draw's columns outnumber the scratch).
    private func columnTable() -> UnsafeMutablePointer<SpanBlitter.ImageColumn>? {
        if let columns { return columns }
        guard columnCount > 0, columnCount <= blitter.capacity, image.width <= Int(Int32.max) else { return nil }
        let table = blitter.imageColumns
        let iw = Double(image.width), maxX = image.width - 1
        for i in 0..<columnCount { table[i] = column(columnOrigin + i, iw: iw, maxX: maxX) }
        columns = table
        return table
    }

    /// The image pixel at or before `coordinate − 0.5` (a pixel centre's coordinate, clamped to
    /// the image) and the weight of the next one, in 256ths.
    @inline(__always)
    private static func split(_ coordinate: Double) -> (Int, UInt32) {
        let f = coordinate - 0.5
        let truncated = Int(f)
        let whole = Double(truncated) > f ? truncated - 1 : truncated
        return (whole, UInt32((f - Double(whole)) * 256))
    }

    /// The pixels at `row[i]`, `row[i + 1]`, `row[j]` and `row[j + 1]`, in that order (two 8-byte
    /// loads; the lanes' order is memory order on a little-endian machine, as x86-64 and arm64
    /// Linux are).
    @inline(__always)
    private static func pairs(_ row: UnsafeMutablePointer<UInt32>, _ i: Int, _ j: Int) -> SIMD4<UInt32> {
        let first = UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self)
        let second = UnsafeRawPointer(row + j).loadUnaligned(as: UInt64.self)
        return unsafeBitCast(SIMD2(first, second), to: SIMD4<UInt32>.self)
    }

    /// ``lerp(_:_:_:)`` of four neighbour pairs given as ``pairs(_:_:_:)`` gives them (two
    /// pairs in each vector), each pair with its own weight.
    @inline(__always)
    static func lerpPairs(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>, _ w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        lerp(SIMD4(p[0], p[2], q[0], q[2]), SIMD4(p[1], p[3], q[1], q[3]), w)
    }

    /// ``lerp(_:_:_:)`` of four pairs of pixels, each with its own weight, in 16-bit lanes.
    @inline(__always)
    static func lerp(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let wb = unsafeBitCast(w | w &<< 16, to: SIMD8<UInt16>.self)
        let wa = SIMD8<UInt16>(repeating: 256) &- wb
        let rb = (unsafeBitCast(a & low, to: SIMD8<UInt16>.self) &* wa
            &+ unsafeBitCast(b & low, to: SIMD8<UInt16>.self) &* wb) &>> 8
        let ag = (unsafeBitCast((a &>> 8) & low, to: SIMD8<UInt16>.self) &* wa
            &+ unsafeBitCast((b &>> 8) & low, to: SIMD8<UInt16>.self) &* wb) &>> 8
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8
    }

    /// Per-channel `a + (b − a) × w / 256` of two premultiplied pixels.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw: UInt32 = 256 - w
        let mask: UInt32 = 0x00FF_00FF
        let aRB: UInt32 = a & mask, bRB: UInt32 = b & mask
        let aAG: UInt32 = (a >> 8) & mask, bAG: UInt32 = (b >> 8) & mask
        let rb: UInt32 = ((aRB &* iw &+ bRB &* w) >> 8) & mask
        let ag: UInt32 = (aAG &* iw &+ bAG &* w) & 0xFF00_FF00
        return rb | ag
    }
}
