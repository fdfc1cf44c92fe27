public import Graphics

extension Paragraph {
    /// Draws the text in `color` into `bitmap`, with the paragraph's top-left corner at `origin`
    /// (in points) and `scale` pixels per point, touching only pixels inside `clip`.
    ///
    /// Glyphs are rasterised at `pointSize × scale` pixels per em (grayscale, light hinting), placed
    /// on a quarter-pixel grid horizontally and whole pixels vertically, and kept in the font
    /// system's glyph cache. Colour glyphs (emoji) keep their colours and take `color`'s opacity.
    public func draw(in bitmap: Bitmap, at origin: Point, scale: Double = 1, color: Color, clip: PixelRect? = nil) {
        guard scale.isFinite, scale > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let bounds = (clip ?? bitmap.bounds).intersection(bitmap.bounds)
        guard !bounds.isEmpty else { return }
        let opacity = UInt32(max(0, min(255, (color.alpha * 255).rounded())))
        fonts.lock.withLock {
            for line in lines {
                let baselineY = Int(((origin.y + line.baseline) * scale).rounded())
                let lineTop = Int(((origin.y + line.top) * scale).rounded(.down)) - Int(line.height * scale)
                let lineBottom = Int(((origin.y + line.top + line.height) * scale).rounded(.up)) + Int(line.height * scale)
                if lineBottom < bounds.y || lineTop > bounds.maxY { continue }
                for run in line.runs {
                    let pixelSize = run.pointSize * scale
                    for glyph in run.glyphs {
                        let penX = (origin.x + line.x + glyph.x) * scale
                        let quarters = Int((penX * 4).rounded())
                        let x = quarters >> 2, subpixel = quarters & 3
                        let y = baselineY - Int((glyph.y * scale).rounded())
                        guard let mask = fonts.glyphMask(face: run.face, glyph: glyph.id, pixelSize: pixelSize,
                                                         subpixel: subpixel) else { continue }
                        let at = (x: x + mask.offset.x, y: y + mask.offset.y)
                        let target = PixelRect(x: at.x, y: at.y, width: mask.size.width, height: mask.size.height)
                        guard target.intersects(bounds) else { continue }
                        switch mask.content {
                        case .coverage(let coverage):
                            bitmap.blend(coverage, at: at, color: color, clip: bounds)
                        case .color(let size, let pixels):
                            Self.composite(pixels, size: size, at: at, opacity: opacity, into: bitmap, clip: bounds)
                        }
                    }
                }
            }
        }
    }

    /// Source-over of premultiplied pixels, scaled by `opacity` (0…255).
    static func composite(_ pixels: [UInt32], size: PixelSize, at origin: (x: Int, y: Int), opacity: UInt32,
                          into bitmap: Bitmap, clip: PixelRect) {
        let r = PixelRect(x: origin.x, y: origin.y, width: size.width, height: size.height).intersection(clip)
        guard !r.isEmpty, opacity > 0 else { return }
        bitmap.withUnsafeMutableBytes { bytes, stride in
            guard let base = bytes.baseAddress else { return }
            for y in r.y..<r.maxY {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                let source = (y - origin.y) * size.width - origin.x
                for x in r.x..<r.maxX {
                    var s = pixels[source + x]
                    if opacity < 255 { s = scalePixel(s, by: opacity) }
                    let alpha = s >> 24
                    if alpha == 0 { continue }
                    row[x] = alpha == 255 ? s : s &+ scalePixel(row[x], by: 255 - alpha)
                }
            }
        }
    }

    private static func scalePixel(_ p: UInt32, by k: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        let ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        let rb2 = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let ag2 = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return rb2 | (ag2 << 8)
    }
}
