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
    /// columns a sample blends and the second one's weight in 256ths (found on first use).
    private var columns: UnsafeMutablePointer<(first: Int32, second: Int32, weight: UInt32)>?
    private var columnOrigin = 0, columnCount = 0

    /// A sampler of `image` through `deviceToImage` into `blitter`'s target; `columns`: the
    /// device columns the draw can reach (its bounds), for the column table.
    init(blitter: SpanBlitter, image: Bitmap, deviceToImage: Transform2D, columns: Range<Int>? = nil) {
        self.blitter = blitter
        self.image = image
        self.deviceToImage = deviceToImage
        if let columns { columnOrigin = columns.lowerBound; columnCount = columns.count }
    }

    deinit { columns?.deallocate() }

    var rowCoverage: UnsafeMutablePointer<UInt8> { blitter.rowCoverage }
    var rowArea: UnsafeMutablePointer<Double> { blitter.rowArea }

    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        guard constant != 0, let (x0, n) = visible(y: y, x: x, count: count) else { return }
        let row = blitter.colorRow
        sample(y: y, x: x0, count: n, into: row)
        if constant != 255 { for i in 0..<n { row[i] = PixelMath.scale(row[i], by: UInt32(constant)) } }
        blitter.colorSpan(y: y, x: x0, count: n, colors: row)
    }

    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard let (x0, n) = visible(y: y, x: x, count: count) else { return }
        let row = blitter.colorRow
        sample(y: y, x: x0, count: n, into: row)
        let weights = coverage + (x0 - x)
        for i in 0..<n where weights[i] != 255 { row[i] = PixelMath.scale(row[i], by: UInt32(weights[i])) }
        blitter.colorSpan(y: y, x: x0, count: n, colors: row)
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
    private func column(_ x: Int, iw: Double, maxX: Int) -> (first: Int32, second: Int32, weight: UInt32) {
        let t = deviceToImage
        let u = t.a * (Double(x) + 0.5) + t.tx
        let (x0, wx) = Self.split(u.isNaN ? 0 : min(max(u, 0), iw))
        return (Int32(min(max(x0, 0), maxX)), Int32(min(max(x0 + 1, 0), maxX)), wx)
    }

    /// The column table over the draw's columns, made on first use (nil without room for it).
    private func columnTable() -> UnsafeMutablePointer<(first: Int32, second: Int32, weight: UInt32)>? {
        if let columns { return columns }
        guard columnCount > 0, columnCount <= blitter.capacity, image.width <= Int(Int32.max) else { return nil }
        let table = UnsafeMutablePointer<(first: Int32, second: Int32, weight: UInt32)>.allocate(capacity: columnCount)
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

    /// Per-channel `a + (b − a) × w / 256` of two premultiplied pixels.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 - w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w)) & 0xFF00_FF00
        return rb | ag
    }
}
