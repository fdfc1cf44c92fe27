import Glibc
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
        let transform = Transform2D(a: scale, b: 0, c: 0, d: scale, tx: origin.x * scale, ty: origin.y * scale)
        forEachLine(transform: transform, pixelScale: scale, visible: bounds) { glyphs in
            bitmap.blend(borrowed: glyphs, color: color, clip: bounds)
        } color: { pixels, at in
            Self.composite(pixels, at: at, opacity: opacity, into: bitmap, clip: bounds)
            return true
        }
    }

    /// Draws the text in `color` on `canvas` with the paragraph's top-left corner at `origin`, in
    /// the canvas's user space (points).
    ///
    /// The canvas's transform places the glyphs: each glyph's pen position goes through it, and
    /// glyphs are rasterised at `pointSize ×` the transform's scale (its square-root determinant).
    /// Glyphs stay upright under a rotation. The canvas's clip and damage apply: a frame that
    /// repaints a small damage rect rasterises and blends only the glyphs that reach it.
    public func draw(in canvas: Canvas, at origin: Point, color: Color) {
        let user = canvas.currentTransform
        let scale = abs(user.a * user.d - user.b * user.c).squareRoot()
        guard scale.isFinite, scale > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let visible = canvas.deviceClipBounds
        guard !visible.isEmpty else { return }
        let transform = Transform2D(translationX: origin.x, y: origin.y).concatenating(user)
        forEachLine(transform: transform, pixelScale: scale, visible: visible) { glyphs in
            canvas.draw(borrowed: glyphs, color: color)
        } color: { glyph, at in
                // Colour glyphs (emoji) go through the canvas as images, in device pixels.
                let size = glyph.size, pixels = glyph.base
                // An image of the glyph's size: without the memory for it the glyph is left out
                // and counted, as a fill that ran out.
                guard let image = Bitmap(temporarySizeIfAvailable: size) else { return false }
                image.withUnsafeMutableBytes { bytes, stride in
                    guard let base = bytes.baseAddress else { return }
                    for y in 0..<size.height {
                        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<size.width {
                            let p = pixels[y * size.width + x]
                            row[x] = color.alpha >= 1 ? p : Self.scalePixel(p, by: UInt32((max(0, color.alpha) * 255).rounded()))
                        }
                    }
                }
                canvas.save()
                if let inverse = canvas.currentTransform.inverted() { canvas.concatenate(inverse) }
                canvas.draw(image, in: Rect(x: Double(at.x), y: Double(at.y), width: Double(size.width),
                                            height: Double(size.height)))
                canvas.restore()
                return true
        }
    }

    /// Walks the lines that can reach `visible` and hands each one's glyphs over in two kinds:
    /// the coverage glyphs of a line placed in device pixels, all at once (the blender adds the
    /// coverage of glyphs that share pixels before blending, and draws the others straight from
    /// their masks), then its colour glyphs one by one. `transform` maps paragraph points to
    /// device pixels.
    ///
    /// Coverage glyphs are borrowed: a cached glyph's rows are read in place from the glyph
    /// cache, which keeps every glyph placed until the draw ends (``GlyphCache/beginDrawing()``),
    /// even if a later glyph's miss evicts it; a glyph the cache does not keep is copied into
    /// memory freed once its line is drawn. Nothing is retained or released per glyph. `drawColor`
    /// answers false when it had no memory for the glyph (it is then counted as a fill that ran out).
    private func forEachLine(transform: Transform2D, pixelScale: Double, visible: PixelRect,
                             coverage drawCoverage: (UnsafeBufferPointer<BorrowedCoverage>) -> Void,
                             color drawColor: (GlyphPixels<UInt32>, (x: Int, y: Int)) -> Bool) {
        let axisAligned = transform.b == 0 && transform.c == 0
        var colored: [PlacedColorGlyph] = []
        fonts.lock.withLock {
            // The font system's array, emptied but with its capacity: no allocation per draw.
            var placed = fonts.placedGlyphs
            fonts.placedGlyphs = []
            let cache = fonts.glyphCache
            cache.beginDrawing()
            // Copies of the glyphs the cache did not keep (none while it has room), per line.
            var copies: [UnsafeMutablePointer<UInt8>] = []
            defer {
                for copy in copies { free(copy) }
                cache.endDrawing()
                placed.removeAll(keepingCapacity: true)
                fonts.placedGlyphs = placed
            }
            for line in lines {
                if axisAligned {
                    // Lines whose box (with generous room for ascenders and marks) misses the visible rows.
                    let top = transform.d * (line.top - line.height) + transform.ty
                    let bottom = transform.d * (line.top + 2 * line.height) + transform.ty
                    if max(top, bottom) < Double(visible.y) || min(top, bottom) > Double(visible.maxY) { continue }
                }
                placed.removeAll(keepingCapacity: true)
                colored.removeAll(keepingCapacity: true)
                for copy in copies { free(copy) }
                copies.removeAll(keepingCapacity: true)
                // One allocation per line, not a doubling series while appending.
                var glyphCount = 0
                for run in line.runs { glyphCount += run.glyphs.count }
                placed.reserveCapacity(glyphCount)
                let left = Double(visible.x), right = Double(visible.maxX)
                for run in line.runs {
                    let pixelSize = run.pointSize * pixelScale
                    let strike = fonts.strike(face: run.face, pixelSize: pixelSize)
                    for glyph in run.glyphs {
                        let pen = transform.apply(to: Point(x: line.x + glyph.x, y: line.baseline))
                        guard abs(pen.x) < 1e9, abs(pen.y) < 1e9 else { continue }  // also false for NaN
                        // Glyphs far left or right of what is visible are not even rasterised.
                        if pen.x < left - 2 * pixelSize || pen.x > right + pixelSize { continue }
                        let quarters = Self.floor(pen.x * 4 + 0.5)
                        let x = quarters >> 2, subpixel = quarters & 3
                        let y = Self.floor(pen.y + 0.5) - (glyph.y == 0 ? 0 : Self.floor(glyph.y * pixelScale + 0.5))
                        let uncached: GlyphMask?
                        switch fonts.drawableGlyph(face: run.face, glyph: glyph.id, strike: strike,
                                                   subpixel: subpixel) {
                        case .cached(let slot):
                            // An outline glyph is read in place from the cache: its box first, then
                            // its rows borrowed (a pointer) into `placed`, only when it is visible.
                            let box = cache.coverageBox(at: slot)
                            if box.hasCoverage {
                                let target = PixelRect(x: x + box.offsetX, y: y + box.offsetY,
                                                       width: box.width, height: box.height)
                                // `intersects`, spelled out (both rects are non-empty): the call was not inlined.
                                if target.x < visible.maxX, visible.x < target.maxX, target.y < visible.maxY,
                                   visible.y < target.maxY, let rows = cache.coverageRows(at: slot) {
                                    placed.append(BorrowedCoverage(unsafeRows: rows,
                                                                   rowBytes: GlyphCache.paddedRowBytes(width: box.width),
                                                                   width: box.width, height: box.height,
                                                                   x: target.x, y: target.y))
                                }
                                continue
                            }
                            uncached = cache.mask(at: slot)  // empty, or a colour glyph
                        case .uncached(let mask):
                            uncached = mask
                        }
                        guard let mask = uncached else { continue }
                        let target = PixelRect(x: x + mask.offset.x, y: y + mask.offset.y,
                                               width: mask.size.width, height: mask.size.height)
                        guard target.intersects(visible) else { continue }
                        switch mask.pixels {
                        case .coverage(let coverage):
                            // Not kept by the cache: a padded copy that lives until the line is drawn
                            // (out of memory for it: the glyph is left out and counted, as a fill).
                            guard let rows = GlyphCache.paddedRows(coverage, memory: fonts.glyphMemory) else {
                                fonts.countGlyphOutOfMemory()
                                continue
                            }
                            copies.append(rows)
                            placed.append(BorrowedCoverage(unsafeRows: rows,
                                                           rowBytes: GlyphCache.paddedRowBytes(width: coverage.size.width),
                                                           width: coverage.size.width, height: coverage.size.height,
                                                           x: target.x, y: target.y))
                        case .color(let pixels):
                            colored.append(PlacedColorGlyph(pixels: pixels, x: target.x, y: target.y))
                        }
                    }
                }
                if !placed.isEmpty { placed.withUnsafeBufferPointer { drawCoverage($0) } }
                // A colour glyph that could not be drawn for want of memory is counted as a fill.
                for glyph in colored where !drawColor(glyph.pixels, (glyph.x, glyph.y)) { fonts.countGlyphOutOfMemory() }
            }
        }
    }

    /// A colour glyph placed on a line, in device pixels.
    struct PlacedColorGlyph {
        var pixels: GlyphPixels<UInt32>
        var x: Int, y: Int
    }

    /// ⌊v⌋ for |v| < 2⁶², without a libm call.
    @inline(__always)
    static func floor(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }

    /// Source-over of premultiplied pixels, scaled by `opacity` (0…255).
    static func composite(_ glyph: GlyphPixels<UInt32>, at origin: (x: Int, y: Int), opacity: UInt32,
                          into bitmap: Bitmap, clip: PixelRect) {
        let size = glyph.size, pixels = glyph.base
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

    static func scalePixel(_ p: UInt32, by k: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        let ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        let rb2 = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let ag2 = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return rb2 | (ag2 << 8)
    }
}
