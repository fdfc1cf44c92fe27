import Glibc

extension Canvas {
    /// The one straight segment of `lines` (device pixels), when that is all they are: an open
    /// subpath of two points.
    static func singleSegment(_ lines: Polylines) -> (Point, Point)? {
        guard lines.subpaths.count == 1, let sub = lines.subpaths.first, sub.count == 2, !sub.closed else { return nil }
        return (lines.points[sub.start], lines.points[sub.start + 1])
    }

    /// Strokes the segment from `a` to `b` (device pixels) through the ``RasterCache``: its
    /// outline's coverage is recorded once at the segment's sub-pixel position and replayed at
    /// whole-pixel offsets, as rounded rects are. An activity indicator draws the same eight
    /// spokes in every frame, only their alphas change; a spoke then costs a replay of its spans
    /// instead of its outline built and rasterised again. Returns false when the cache keeps no
    /// shapes, or the segment is too large to record (the caller strokes it directly).
    ///
    /// The recording is made from the segment moved by whole pixels (exactly, on the screen:
    /// subtracting a whole number from a coordinate at least as large loses no bit), so the
    /// replayed coverage is the direct stroke's up to rounding in the last bits of the outline's
    /// points (`CanvasSegmentTests` compares them).
    func strokeSegmentThroughCache(from a: Point, to b: Point, halfWidth hw: Double, style: StrokeStyle,
                                   paint: Paint) -> Bool {
        guard cache.maximumEntries > 0, hw > 0, hw.isFinite, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
            abs(a.x) <= 1e6, abs(a.y) <= 1e6, abs(b.x) <= 1e6, abs(b.y) <= 1e6
        else { return false }
        // Caps reach hw beyond the ends (a square cap's corners hw·√2): 1.5 hw holds them all.
        let reach = hw * 1.5
        let device = Rect(x: min(a.x, b.x) - reach, y: min(a.y, b.y) - reach,
                          width: abs(b.x - a.x) + 2 * reach, height: abs(b.y - a.y) + 2 * reach)
        let bounds = device.pixelBounds(scale: 1)
        guard !bounds.isEmpty, pathCoverage.fits(width: bounds.width + 2), bounds.height <= 8192 else { return false }
        let ix = device.minX.rounded(.down), iy = device.minY.rounded(.down)
        let a0 = Point(x: a.x - ix, y: a.y - iy), b0 = Point(x: b.x - ix, y: b.y - iy)
        let cap: Double =
            switch style.cap {
            case .butt: 0
            case .round: 1
            case .square: 2
            }
        let key = RasterCache.Key(kind: 3, fx: a0.x, fy: a0.y, width: b0.x, height: b0.y, r0: hw, r1: cap, r2: 0, r3: 0,
                                  blur: 0)
        let recordBounds = Rect(x: device.minX - ix, y: device.minY - iy, width: device.width, height: device.height)
            .pixelBounds(scale: 1)
        forEachClip(paint: paint, bounds: bounds) { clip in
            if cache.shouldDrawDirectly(key, bounds: bounds, clip: clip) {
                var segment = Polylines()
                segment.begin(a)
                segment.append(b)
                let outline = Stroker.outline(segment, halfWidth: hw, style: style, tolerance: Canvas.tolerance)
                return pathCoverage.fill(outline, rule: .nonZero, clip: clip, blitter: blitter)
            }
            let recording = cache.recording(for: key, bounds: recordBounds) { recorder in
                var segment = Polylines()
                segment.begin(a0)
                segment.append(b0)
                let outline = Stroker.outline(segment, halfWidth: hw, style: style, tolerance: Canvas.tolerance)
                pathCoverage.fill(outline, rule: .nonZero, clip: recordBounds, blitter: recorder)
            }
            recording.replay(into: blitter, dx: Int(ix), dy: Int(iy), clip: clip)
        }
        return true
    }
}

extension Canvas {
    /// Strokes the straight line from `a` to `b` (in user space): the same pixels as stroking a
    /// path of that one segment, without building the path and its flattening — an activity
    /// indicator strokes eight such spokes in every frame it turns.
    public func strokeLine(from a: Point, to b: Point, style: StrokeStyle, paint: Paint) {
        guard style.width > 0, style.width.isFinite else { return }
        let t = state.transform
        // A one-pixel hairline is snapped to pixel centres by the path's stroke (``stroke(_:style:paint:)``).
        if style.dash.isEmpty, isConformalAxisAligned {
            let width = style.width * abs(t.a)
            if abs(width - 1) >= 1e-6,
                strokeSegmentThroughCache(from: t.apply(to: a), to: t.apply(to: b), halfWidth: width / 2, style: style,
                                          paint: paint)
            {
                return
            }
        }
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        stroke(path, style: style, paint: paint)
    }
}
