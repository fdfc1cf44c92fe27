extension Canvas {
    /// Draws `image` scaled into `rect` (in user space) with bilinear filtering.
    ///
    /// The image's pixels are premultiplied; edges are clamped, and a device pixel is drawn when
    /// its centre falls inside the rect.
    public func draw(_ image: Bitmap, in rect: Rect) {
        guard !rect.isEmpty, image.width > 0, image.height > 0 else { return }
        let toImage = AffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(AffineTransform(scaleX: Double(image.width) / rect.width, y: Double(image.height) / rect.height))
        guard let inverse = state.transform.inverted() else { return }
        let deviceToImage = inverse.concatenating(toImage)
        let bounds = state.transform.apply(to: rect).pixelBounds(scale: 1)
        let iw = Double(image.width), ih = Double(image.height)
        let maxX = image.width - 1, maxY = image.height - 1
        let row = blitter.colorRow
        forEachClip(paint: .color(.black)) { clip in
            let area = bounds.intersection(clip)
            guard !area.isEmpty else { return }
            for y in area.y..<area.maxY {
                let py = Double(y) + 0.5
                for i in 0..<area.width {
                    let px = Double(area.x + i) + 0.5
                    let u = deviceToImage.a * px + deviceToImage.c * py + deviceToImage.tx
                    let v = deviceToImage.b * px + deviceToImage.d * py + deviceToImage.ty
                    guard u >= 0, v >= 0, u < iw, v < ih else { row[i] = 0; continue }
                    let fx = u - 0.5, fy = v - 0.5
                    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                    let wx = UInt32((fx - Double(x0)) * 256), wy = UInt32((fy - Double(y0)) * 256)
                    let xa = min(max(x0, 0), maxX), xb = min(max(x0 + 1, 0), maxX)
                    let ya = min(max(y0, 0), maxY), yb = min(max(y0 + 1, 0), maxY)
                    let top = Canvas.lerp(image.row(ya)[xa], image.row(ya)[xb], wx)
                    let bottom = Canvas.lerp(image.row(yb)[xa], image.row(yb)[xb], wx)
                    row[i] = Canvas.lerp(top, bottom, wy)
                }
                // Pixels outside the image got zero colour, which blends as nothing.
                blitter.colorSpan(y: y, x: area.x, count: area.width, colors: row)
            }
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

    /// Blends `color`, weighted by `mask`, with the mask's top-left at device pixel `origin`:
    /// how glyphs are drawn. The transform does not apply; the clip and damage do.
    public func draw(_ mask: CoverageMask, atPixel origin: (x: Int, y: Int), color: Color) {
        let target = PixelRect(x: origin.x, y: origin.y, width: mask.size.width, height: mask.size.height)
        let w = mask.size.width
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            forEachClip(paint: .color(color)) { clip in
                let area = target.intersection(clip)
                guard !area.isEmpty else { return }
                if case .solid(let pixel) = blitter.shader, blitter.roundedClips.isEmpty {
                    for y in area.y..<area.maxY {
                        Blend.solid(pixel, coverage: base + ((y - origin.y) * w + area.x - origin.x),
                                    into: blitter.row(y) + area.x, count: area.width)
                    }
                    return
                }
                let buffer = blitter.rowCoverage
                for y in area.y..<area.maxY {
                    buffer.update(from: base + ((y - origin.y) * w + area.x - origin.x), count: area.width)
                    blitter.span(y: y, x: area.x, count: area.width, coverage: buffer)
                }
            }
        }
    }
}
