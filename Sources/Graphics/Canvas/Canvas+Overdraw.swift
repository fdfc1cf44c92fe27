extension Canvas {
    /// Writes every fill still pending (overdraw elision): after it the bitmap holds exactly the
    /// picture drawn so far. A frame's owner calls it before the frame is read or shown; the
    /// canvas also flushes when it goes away. Without elision it does nothing.
    public func flush() {
        if !pending.isEmpty { pending.flush(into: surface) }
    }

    /// Sets every pixel the canvas may draw, the damage inside the current clip rect, to `color`
    /// without blending: a frame's background. The transform and anti-aliased clips do not
    /// apply. Inside a layer it sets the layer's pixels.
    public func clear(to color: Color) {
        let pixel = color.premultipliedPixel
        let area = state.clipRect
        if let layer = layers.last {
            for d in damage {
                let r = area.intersection(d)
                layer.bitmap.fill(PixelRect(x: r.x - layer.origin.x, y: r.y - layer.origin.y, width: r.width,
                                            height: r.height), pixel: pixel)
            }
            return
        }
        for d in damage {
            let r = area.intersection(d)
            if elidesOverdraw { pending.add(r, pixel: pixel, bitmap: surface) } else { surface.fill(r, pixel: pixel) }
        }
    }

    /// The premultiplied pixel of `paint` when it replaces what it covers fully: an opaque colour
    /// drawn straight onto the bitmap (no layer, no anti-aliased clip) by an eliding canvas.
    private func replacingPixel(_ paint: Paint) -> UInt32? {
        guard elidesOverdraw, layers.isEmpty, state.shapeClipCount == 0, case .color = paint,
            case .solid(let pixel) = Shader.make(paint, transform: state.transform, opacity: 1, ramp: blitter.ramp),
            pixel >> 24 == 255
        else { return nil }
        return pixel
    }

    /// Overdraw elision for a fill of the axis-aligned device rect `device` with `paint`.
    ///
    /// An opaque colour replaces the rect's whole pixels: when they are many
    /// (``PendingFills/minimumArea``), what was pending there is forgotten, and when the rect's
    /// edges are whole pixels (all it draws) it becomes pending itself and this returns true
    /// (the caller draws nothing). Otherwise the caller draws it.
    func deferFill(_ device: Rect, paint: Paint) -> Bool {
        guard let pixel = replacingPixel(paint) else { return false }
        let x0 = device.minX.rounded(.up), y0 = device.minY.rounded(.up)
        let x1 = device.maxX.rounded(.down), y1 = device.maxY.rounded(.down)
        let limit = Double(Int32.max)
        guard x1 > x0, y1 > y0, abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return false }
        let interior = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
            .intersection(state.clipRect).intersection(surface.bounds)
        guard interior.area >= pending.minimumArea else { return false }
        if x0 == device.minX, y0 == device.minY, x1 == device.maxX, y1 == device.maxY {
            for d in damage { pending.add(interior.intersection(d), pixel: pixel, bitmap: surface) }
            return true
        }
        pending.remove(interior)
        return false
    }

    /// Overdraw elision for an opaque fill of `shape` (device pixels) with `paint`: the pixels
    /// it surely covers whole — at least a pixel inside its straight edges and clear of its corner
    /// squares, so that no rounding of its geometry can leave them partly covered — are
    /// forgotten from what is pending when they are many (``PendingFills/minimumArea``); the
    /// caller draws the shape.
    func elideInterior(of shape: RoundedRectCoverage, paint: Paint) {
        guard !pending.isEmpty, replacingPixel(paint) != nil else { return }
        let limit = Double(Int32.max)
        func inner(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> PixelRect {
            let x0 = a.rounded(.up) + 1, y0 = b.rounded(.up) + 1, x1 = c.rounded(.down) - 1, y1 = d.rounded(.down) - 1
            guard x1 > x0, y1 > y0, abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else {
                return .zero
            }
            let r = PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
                .intersection(state.clipRect)
            return r.area >= pending.minimumArea ? r : .zero
        }
        let s = shape
        // The body between the corner bands, full width; the middle between the corner columns,
        // full height.
        pending.remove(inner(s.left, s.top + max(s.rtl, s.rtr), s.right, s.bottom - max(s.rbl, s.rbr)))
        pending.remove(inner(s.left + max(s.rtl, s.rbl), s.top, s.right - max(s.rtr, s.rbr), s.bottom))
    }

    /// Overdraw elision for an opaque fill of `shape` (device pixels) with `paint`: draws it with the
    /// block of its body rows that it covers at 255 (``RoundedRectCoverage/opaqueBody(area:)``: a
    /// section's or a card's rows between its corners, when its sides are whole pixels) recorded as
    /// pending instead of written, so that it is written with what is pending beside it, row by
    /// row, when a later draw needs those rows or at ``flush()``. The rows above and below the
    /// body are drawn now, over what is pending there, through the cache (which draws a part under
    /// a quarter of a shape it has not recorded directly, recording nothing). The same whether the
    /// cache keeps shapes (the runtime's frames) or none (the benchmark's headline). Returns false
    /// (and draws nothing) when the paint is not an opaque colour or the block is small
    /// (``PendingFills/minimumArea``); the caller then draws the shape.
    func deferBody(of shape: RoundedRectCoverage, paint: Paint) -> Bool {
        guard let pixel = replacingPixel(paint) else { return false }
        let bounds = shape.pixelBounds
        let visible = bounds.intersection(state.clipRect).intersection(surface.bounds)
        guard let whole = shape.opaqueBody(area: visible), whole.area >= pending.minimumArea else { return false }
        forEachClip(paint: paint, bounds: bounds, materializes: false) { clip in
            let area = bounds.intersection(clip)
            guard let block = shape.opaqueBody(area: area) else {
                pending.materialize(area, into: surface)
                return shape.fill(blitter, clip: clip, cache: cache)
            }
            let above = PixelRect(x: area.x, y: area.y, width: area.width, height: block.y - area.y)
            let below = PixelRect(x: area.x, y: block.maxY, width: area.width, height: area.maxY - block.maxY)
            pending.materialize(above, into: surface)
            pending.materialize(below, into: surface)
            pending.add(block, pixel: pixel, bitmap: surface)
            // Through the cache's entry point, which keeps nothing here: it draws directly.
            if !above.isEmpty { shape.fill(blitter, clip: above, cache: cache) }
            if !below.isEmpty { shape.fill(blitter, clip: below, cache: cache) }
        }
        return true
    }

    /// The device pixels `lines` can touch (with a pixel to spare), for what a path fill must
    /// find written before it blends.
    func pixelBounds(of lines: Polylines) -> PixelRect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in lines.points {
            guard p.x.isFinite, p.y.isFinite else { return state.clipRect }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        guard x0 <= x1, y0 <= y1 else { return .zero }
        let r = Rect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2).pixelBounds(scale: 1)
        // Coordinates too large for pixel bounds: everything the clip allows.
        return r.isEmpty ? state.clipRect : r
    }

    /// The device pixels the glyphs cover.
    static func pixelBounds(of glyphs: UnsafeBufferPointer<BorrowedCoverage>) -> PixelRect {
        // Corners compared directly: a line's glyphs are read once per draw over pending fills,
        // and a union per glyph (its empty checks, a rect built each time) cost four times as much.
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for g in glyphs where g.width > 0 && g.height > 0 {
            x0 = min(x0, g.x)
            y0 = min(y0, g.y)
            x1 = max(x1, g.x + g.width)
            y1 = max(y1, g.y + g.height)
        }
        guard x0 < x1, y0 < y1 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
