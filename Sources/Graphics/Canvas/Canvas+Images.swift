extension Canvas {
    /// Draws `image` scaled into `rect` (in user space) with bilinear filtering.
    ///
    /// The image's pixels are premultiplied and its edges are clamped; the rect's edges are
    /// anti-aliased (exact area coverage of the transformed rect), rotated or not.
    ///
    /// With a `backdrop`, the image is drawn over that colour first, pixel by pixel (where the
    /// image is transparent the colour shows), and the two go onto the canvas as one picture
    /// with `opacity`: the result of drawing them into a layer and compositing the layer, without
    /// the layer. A snapshot fading over what is beneath is drawn this way.
    public func draw(_ image: Bitmap, in rect: Rect, over backdrop: Color? = nil, opacity: Double = 1) {
        guard !rect.isEmpty, image.width > 0, image.height > 0, opacity > 0 else { return }
        let toImage = Transform2D(translationX: -rect.minX, y: -rect.minY)
            .concatenating(Transform2D(scaleX: Double(image.width) / rect.width, y: Double(image.height) / rect.height))
        guard let inverse = state.transform.inverted() else { return }
        let bounds = state.transform.pixelBounds(of: rect)
        let reach = bounds.intersection(state.clipRect)
        guard !reach.isEmpty else { return }
        let alpha = UInt32((min(1, opacity) * 255).rounded())
        let sampler = ImageSampler(blitter: blitter, image: image, deviceToImage: inverse.concatenating(toImage),
                                   columns: reach.x..<reach.maxX, backdrop: backdrop?.premultipliedPixel, opacity: alpha)
        polylines.removeAll()
        polylines.flatten(Path.rect(rect), transform: state.transform, tolerance: Canvas.tolerance)
        let outline = polylines
        forEachClip(paint: .color(.black), bounds: bounds) { clip in
            pathCoverage.fill(outline, rule: .nonZero, clip: clip, blitter: sampler)
        }
    }

    /// Blends `color`, weighted by `mask`, with the mask's top-left at device pixel `origin`:
    /// how glyphs are drawn. The transform does not apply; the clip and damage do.
    public func draw(_ mask: CoverageMask, atPixel origin: (x: Int, y: Int), color: Color) {
        let target = PixelRect(x: origin.x, y: origin.y, width: mask.size.width, height: mask.size.height)
        let w = mask.size.width
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            forEachClip(paint: .color(color), bounds: target) { clip in
                let area = target.intersection(clip)
                guard !area.isEmpty else { return }
                if case .solid(let pixel) = blitter.shader, blitter.shapeClips.isEmpty {
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

    /// Blends `color` through the glyph masks of one line of text, each with its top-left at its
    /// device pixel: how text is drawn. Where glyph boxes share columns their coverage is added
    /// (saturating) before it is blended, so a pixel two glyphs touch is blended once; every
    /// other glyph goes straight from its mask into the target. The transform does not apply;
    /// the clip and damage do.
    public func draw(_ glyphs: [PlacedCoverage], color: Color) {
        guard !glyphs.isEmpty else { return }
        PlacedCoverage.withBorrowed(glyphs) { draw(borrowed: $0, color: color) }
    }

    /// Blends `color` through glyphs read in place from their owner's memory, as
    /// ``draw(_:color:)`` does: how the text engine draws a line from its glyph cache without
    /// touching a reference count per glyph. The rows must stay valid until this returns.
    package func draw(borrowed glyphs: UnsafeBufferPointer<BorrowedCoverage>, color: Color) {
        guard !glyphs.isEmpty else { return }
        forEachClip(paint: .color(color), bounds: pending.isEmpty ? nil : Canvas.pixelBounds(of: glyphs)) { clip in
            let scratch = blitter.maskScratch
            if case .solid(let pixel) = blitter.shader, blitter.shapeClips.isEmpty {
                let target = (blitter.base, blitter.stride, blitter.originX, blitter.originY)
                GlyphRunBlender.forEachCluster(glyphs, clip: clip, scratch: scratch) { rows in
                    GlyphRunBlender.blendSolid(pixel, rows, clipMaxX: clip.maxX, target: target)
                }
                return
            }
            let buffer = blitter.rowCoverage
            GlyphRunBlender.forEachCluster(glyphs, clip: clip, scratch: scratch) { rows in
                for r in 0..<rows.area.height {
                    buffer.update(from: rows.start + r * rows.stride, count: rows.area.width)
                    blitter.span(y: rows.area.y + r, x: rows.area.x, count: rows.area.width, coverage: buffer)
                }
            }
        }
    }
}
