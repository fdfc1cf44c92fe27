/// Paints coverage spans with a bilinearly sampled image: the sink through which the path
/// accumulator draws an image's (possibly rotated) rect, so that its edges are anti-aliased.
final class ImageSampler: SpanSink {
    private let blitter: SpanBlitter
    private let image: Bitmap
    /// Maps device pixel centres to image pixel coordinates.
    private let deviceToImage: Transform2D

    init(blitter: SpanBlitter, image: Bitmap, deviceToImage: Transform2D) {
        self.blitter = blitter
        self.image = image
        self.deviceToImage = deviceToImage
    }

    var rowCoverage: UnsafeMutablePointer<UInt8> { blitter.rowCoverage }
    var rowArea: UnsafeMutablePointer<Double> { blitter.rowArea }

    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        guard constant != 0, count > 0 else { return }
        let row = blitter.colorRow
        sample(y: y, x: x, count: count, into: row)
        if constant != 255 { for i in 0..<count { row[i] = PixelMath.scale(row[i], by: UInt32(constant)) } }
        blitter.colorSpan(y: y, x: x, count: count, colors: row)
    }

    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        let row = blitter.colorRow
        sample(y: y, x: x, count: count, into: row)
        for i in 0..<count where coverage[i] != 255 { row[i] = PixelMath.scale(row[i], by: UInt32(coverage[i])) }
        blitter.colorSpan(y: y, x: x, count: count, colors: row)
    }

    /// Bilinear samples at the centres of `count` device pixels of row `y` from column `x`,
    /// clamped to the image's edges.
    private func sample(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let t = deviceToImage
        let iw = Double(image.width), ih = Double(image.height)
        let maxX = image.width - 1, maxY = image.height - 1
        let py = Double(y) + 0.5
        for i in 0..<count {
            let px = Double(x + i) + 0.5
            let u = t.a * px + t.c * py + t.tx, v = t.b * px + t.d * py + t.ty
            let fx = (u.isNaN ? 0 : min(max(u, 0), iw)) - 0.5, fy = (v.isNaN ? 0 : min(max(v, 0), ih)) - 0.5
            let fx0 = fx.rounded(.down), fy0 = fy.rounded(.down)
            let x0 = Int(fx0), y0 = Int(fy0)
            let wx = UInt32((fx - fx0) * 256), wy = UInt32((fy - fy0) * 256)
            let xa = min(max(x0, 0), maxX), xb = min(max(x0 + 1, 0), maxX)
            let ya = min(max(y0, 0), maxY), yb = min(max(y0 + 1, 0), maxY)
            let top = Self.lerp(image.row(ya)[xa], image.row(ya)[xb], wx)
            let bottom = Self.lerp(image.row(yb)[xa], image.row(yb)[xb], wx)
            out[i] = Self.lerp(top, bottom, wy)
        }
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
