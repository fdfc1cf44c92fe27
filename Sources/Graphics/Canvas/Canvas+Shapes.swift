extension Canvas {
    /// The flattening tolerance of curves, in device pixels: chords stay within 1/20 pixel of
    /// the curve, so exact area coverage of the flattened outline is within about 13 levels of
    /// the true curve's at the worst edge pixel (and far closer on average).
    static let tolerance = 0.05

    /// Whether the transform keeps rects axis-aligned with equal x and y scales: circular corners
    /// then stay circular on the device.
    var isConformalAxisAligned: Bool {
        let t = state.transform
        return t.isAxisAligned && abs(abs(t.a) - abs(t.d)) < 1e-9 * max(1, abs(t.a))
    }

    /// Fills a rectangle (in user space).
    public func fill(_ rect: Rect, paint: Paint) {
        guard !rect.isEmpty else { return }
        if state.transform.isAxisAligned {
            let device = state.transform.apply(to: rect)
            if deferFill(device, paint: paint) { return }
            let shape = RoundedRectCoverage(rect: device, radii: .zero)
            forEachClip(paint: paint, bounds: shape.pixelBounds) { shape.fillRect(blitter, clip: $0) }
        } else {
            fill(Path.rect(rect), rule: .nonZero, paint: paint)
        }
    }

    /// Fills a rounded rectangle (in user space) with per-corner radii in points.
    ///
    /// Circular corners under an axis-aligned transform are computed analytically (exact area,
    /// the straight middle as constant spans). Continuous corners are filled as paths, and under
    /// an axis-aligned transform recorded in the ``RasterCache`` like circular ones; rotated
    /// shapes are filled as paths.
    public func fillRoundedRect(_ rect: Rect, radii: CornerRadii, style: CornerStyle = .circular, paint: Paint) {
        guard !rect.isEmpty else { return }
        if style == .circular && isConformalAxisAligned {
            let shape = RoundedRectCoverage(rect: state.transform.apply(to: rect),
                                            radii: mirrored(radii).scaled(by: abs(state.transform.a)))
            if shape.hasOverlappingCorners {
                return fill(Path.roundedRect(rect, radii: radii, style: style), rule: .nonZero, paint: paint)
            }
            elideInterior(of: shape, paint: paint)
            if deferBody(of: shape, paint: paint) { return }
            forEachClip(paint: paint, bounds: shape.pixelBounds) { shape.fill(blitter, clip: $0, cache: cache) }
        } else if style == .continuous && isConformalAxisAligned {
            let device = state.transform.apply(to: rect)
            if !fillContinuousRoundedRect(device, radii: mirrored(radii).scaled(by: abs(state.transform.a)), paint: paint) {
                fill(Path.roundedRect(rect, radii: radii, style: style), rule: .nonZero, paint: paint)
            }
        } else {
            fill(Path.roundedRect(rect, radii: radii, style: style), rule: .nonZero, paint: paint)
        }
    }

    /// Fills a continuous-corner rounded rect given in device pixels through the cache: its path
    /// coverage is recorded once at a canonical sub-pixel position and replayed. Returns false
    /// when the shape is too large to record (the caller fills the path directly).
    private func fillContinuousRoundedRect(_ device: Rect, radii: CornerRadii, paint: Paint) -> Bool {
        let bounds = device.pixelBounds(scale: 1)
        guard !bounds.isEmpty, pathCoverage.fits(width: bounds.width + 2), bounds.height <= 8192 else { return false }
        let q = RasterCache.quantized
        let ix = device.minX.rounded(.down), iy = device.minY.rounded(.down)
        let canonical = Rect(x: q(device.minX - ix), y: q(device.minY - iy), width: q(device.width), height: q(device.height))
        let r = CornerRadii(topLeading: q(radii.topLeading), topTrailing: q(radii.topTrailing),
                            bottomTrailing: q(radii.bottomTrailing), bottomLeading: q(radii.bottomLeading))
        let key = RasterCache.Key(kind: 2, fx: canonical.minX, fy: canonical.minY, width: canonical.width,
                                  height: canonical.height, r0: r.topLeading, r1: r.topTrailing, r2: r.bottomTrailing,
                                  r3: r.bottomLeading, blur: 0)
        let recordBounds = canonical.pixelBounds(scale: 1)
        forEachClip(paint: paint, bounds: bounds) { clip in
            if cache.shouldDrawDirectly(key, bounds: bounds, clip: clip) {
                var lines = Polylines()
                lines.flatten(Path.roundedRect(device, radii: radii, style: .continuous), transform: .identity,
                              tolerance: Canvas.tolerance)
                return pathCoverage.fill(lines, rule: .nonZero, clip: clip, blitter: blitter)
            }
            let recording = cache.recording(for: key, bounds: recordBounds) { recorder in
                var lines = Polylines()
                lines.flatten(Path.roundedRect(canonical, radii: r, style: .continuous), transform: .identity,
                              tolerance: Canvas.tolerance)
                pathCoverage.fill(lines, rule: .nonZero, clip: recordBounds, blitter: recorder)
            }
            recording.replay(into: blitter, dx: Int(ix), dy: Int(iy), clip: clip)
        }
        return true
    }

    /// Fills the ellipse inscribed in `rect` (in user space); circles are exact analytic coverage.
    public func fillEllipse(in rect: Rect, paint: Paint) {
        guard !rect.isEmpty else { return }
        let device = state.transform.apply(to: rect)
        if state.transform.isAxisAligned && abs(device.width - device.height) < 1e-9 {
            let shape = RoundedRectCoverage(rect: device, radii: CornerRadii(device.width / 2))
            forEachClip(paint: paint, bounds: shape.pixelBounds) { shape.fill(blitter, clip: $0, cache: cache) }
        } else {
            fill(Path.ellipse(in: rect), rule: .nonZero, paint: paint)
        }
    }

    /// Fills a path (in user space) with the given fill rule; open subpaths are closed.
    public func fill(_ path: Path, rule: FillRule = .nonZero, paint: Paint) {
        polylines.removeAll()
        polylines.flatten(path, transform: state.transform, tolerance: Canvas.tolerance)
        fillPolylines(rule: rule, paint: paint)
    }

    func fillPolylines(rule: FillRule, paint: Paint) {
        guard !polylines.subpaths.isEmpty else { return }
        let shapes = polylines
        forEachClip(paint: paint, bounds: pending.isEmpty ? nil : pixelBounds(of: shapes)) {
            pathCoverage.fill(shapes, rule: rule, clip: $0, blitter: blitter)
        }
    }

    /// Strokes a path (in user space).
    ///
    /// Under an axis-aligned transform with equal scales the stroke is built in device pixels, and
    /// a straight-edged path stroked one device pixel wide is snapped to pixel centres: a crisp
    /// hairline. Otherwise it is built in user space and transformed, so non-uniform scales
    /// stretch it.
    public func stroke(_ path: Path, style: StrokeStyle, paint: Paint) {
        guard style.width > 0, style.width.isFinite else { return }
        let t = state.transform
        var lines = Polylines()
        let outline: Polylines
        if isConformalAxisAligned {
            let s = abs(t.a)
            let width = style.width * s
            lines.flatten(path, transform: t, tolerance: Canvas.tolerance)
            let straight = path.elements.allSatisfy {
                switch $0 {
                case .quadCurve, .curve: false
                default: true
                }
            }
            if abs(width - 1) < 1e-6 && straight { Canvas.snapHairlines(&lines) }
            if !style.dash.isEmpty {
                lines = Dasher.dash(lines, pattern: style.dash.map { $0 * s }, phase: style.dashPhase * s)
            } else if let (a, b) = Canvas.singleSegment(lines),
                strokeSegmentThroughCache(from: a, to: b, halfWidth: width / 2, style: style, paint: paint)
            {
                return
            }
            outline = Stroker.outline(lines, halfWidth: width / 2, style: style, tolerance: Canvas.tolerance)
            polylines = outline
        } else {
            let k = max(t.maximumScale, 1e-6)
            lines.flatten(path, transform: .identity, tolerance: Canvas.tolerance / k)
            if !style.dash.isEmpty { lines = Dasher.dash(lines, pattern: style.dash, phase: style.dashPhase) }
            outline = Stroker.outline(lines, halfWidth: style.width / 2, style: style, tolerance: Canvas.tolerance / k)
            polylines.removeAll()
            for sub in outline.subpaths {
                polylines.subpaths.append((polylines.points.count, sub.count, true))
                for i in 0..<sub.count { polylines.points.append(t.apply(to: outline.points[sub.start + i])) }
            }
        }
        fillPolylines(rule: .nonZero, paint: paint)
    }

    /// Moves horizontal segments' y and vertical segments' x to pixel centres, so that a
    /// one-pixel stroke covers whole pixels; lengths along the segments are kept.
    static func snapHairlines(_ lines: inout Polylines) {
        func centre(_ v: Double) -> Double { v.rounded(.down) + 0.5 }
        for sub in lines.subpaths where sub.count > 1 {
            let n = sub.closed ? sub.count : sub.count - 1
            var snapped = Array(lines.points[sub.start..<(sub.start + sub.count)])
            for i in 0..<n {
                let a = lines.points[sub.start + i], b = lines.points[sub.start + (i + 1) % sub.count]
                if a.y == b.y {
                    snapped[i].y = centre(a.y)
                    snapped[(i + 1) % sub.count].y = centre(b.y)
                } else if a.x == b.x {
                    snapped[i].x = centre(a.x)
                    snapped[(i + 1) % sub.count].x = centre(b.x)
                }
            }
            for i in 0..<sub.count { lines.points[sub.start + i] = snapped[i] }
        }
    }

    /// Strokes the inside of a rounded rect's edge: a border `width` points wide whose outer edge
    /// is the rect (as CSS borders are), with inner radii shrunk by the width.
    public func strokeRoundedRect(_ rect: Rect, radii: CornerRadii, width: Double, paint: Paint) {
        guard !rect.isEmpty, width > 0 else { return }
        let fitted = radii.fitting(width: rect.width, height: rect.height)
        var path = Path.roundedRect(rect, radii: fitted)
        let inner = rect.insetBy(dx: width, dy: width)
        if !inner.isEmpty {
            let r = CornerRadii(topLeading: max(0, fitted.topLeading - width),
                                topTrailing: max(0, fitted.topTrailing - width),
                                bottomTrailing: max(0, fitted.bottomTrailing - width),
                                bottomLeading: max(0, fitted.bottomLeading - width))
            for e in Path.roundedRect(inner, radii: r).elements {
                switch e {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
                case .closeSubpath: path.closeSubpath()
                }
            }
        }
        fill(path, rule: .evenOdd, paint: paint)
    }

    /// Draws the shadow a rounded rect (in user space) casts: `shadow` offset, spread and blurred,
    /// computed analytically (see ``BoxShadow``). The shape itself is not drawn.
    public func drawShadow(roundedRect rect: Rect, radii: CornerRadii, shadow: BoxShadow) {
        let spread = shadow.spread
        let grown = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).insetBy(dx: -spread, dy: -spread)
        guard !grown.isEmpty else { return }
        let t = state.transform
        let f = isConformalAxisAligned ? abs(t.a) : t.maximumScale
        let grownRadii = CornerRadii(topLeading: max(0, radii.topLeading + spread),
                                     topTrailing: max(0, radii.topTrailing + spread),
                                     bottomTrailing: max(0, radii.bottomTrailing + spread),
                                     bottomLeading: max(0, radii.bottomLeading + spread))
        let blur = shadow.blurRadius * f
        if blur < 0.5 {
            return fillRoundedRect(grown, radii: grownRadii, paint: .color(shadow.color))
        }
        let shape = BoxShadowCoverage(rect: t.apply(to: grown), radii: mirrored(grownRadii).scaled(by: f), blur: blur)
        forEachClip(paint: .color(shadow.color), bounds: shape.pixelBounds) { shape.fill(blitter, clip: $0, cache: cache) }
    }
}
