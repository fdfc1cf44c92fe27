/// Draws anti-aliased shapes, paths, gradients, shadows, images and glyph masks into a
/// ``Bitmap``: Scanout's rasterizer.
///
/// ## Background
/// Coordinates are points in the current user space; ``currentTransform`` maps them to device
/// pixels and starts as a scale by ``scale``. Every draw is clipped to the clip stack (pixel
/// rects, anti-aliased rounded rects and paths) and to the damage the canvas was created with, so a
/// frame that repaints a small damage rect touches only those pixels. Coverage is exact area
/// coverage: analytic for rects, rounded rects and circles, a scanline accumulator for general
/// paths; colours blend premultiplied source-over with SIMD spans.
///
/// <!-- example context: let frame = Bitmap(width: 200, height: 88) -->
/// ```swift
/// let canvas = Canvas(bitmap: frame, scale: 2, damage: [PixelRect(x: 0, y: 0, width: 200, height: 88)])
/// canvas.fill(Rect(x: 0, y: 0, width: 100, height: 44), paint: .color(Color(hex: 0xF2F2F7)))
/// canvas.fillRoundedRect(Rect(x: 8, y: 6, width: 51, height: 31), radii: CornerRadii(15.5),
///                        paint: .color(Color(hex: 0x34C759)))
/// ```
///
/// A canvas is not `Sendable`; use it on one thread (the main actor) for one frame.
///
/// A canvas created with `elidesOverdraw: true` defers opaque fills of whole-pixel rects (and
/// ``clear(to:)``, and the body rows of opaque rounded rects drawn directly) and skips them where a
/// later opaque fill replaces them; what is deferred is written in whole rows as later draws reach
/// them: see ``flush()`` and `PendingFills`. Its pixels are the same as without, once flushed.
public final class Canvas {
    /// The bitmap drawn into. Reading it writes any fills still pending first (``flush()``), so
    /// what is read through it is up to date.
    public var bitmap: Bitmap {
        flush()
        return surface
    }
    /// The bitmap drawn into, as it is: pending fills not written yet.
    let surface: Bitmap
    /// Whether opaque fills may be deferred and skipped where later opaque fills replace them.
    public let elidesOverdraw: Bool
    /// The fills deferred by overdraw elision (empty when it is off).
    @exclusivity(unchecked) var pending = PendingFills()
    /// Device pixels per point.
    public let scale: Double

    /// What ``save()`` keeps: plain values, so that saving and restoring (twice per node drawn)
    /// copies no array and counts no reference.
    struct State {
        var transform: Transform2D
        var clipRect: PixelRect
        /// How many of ``Canvas/shapeClips`` apply: the first ones.
        var shapeClipCount: Int
    }

    struct Layer {
        let bitmap: Bitmap
        let origin: (x: Int, y: Int)
        let opacity: Double
        let state: State
    }

    /// The damage rects, clipped to the bitmap and disjoint; drawing happens only inside them.
    /// Effects that read back what was drawn (a backdrop blur) use them to tell this frame's
    /// pixels from last frame's.
    public let damage: [PixelRect]
    // Read and written for every node drawn. A canvas is not `Sendable` (one thread) and no
    // method holds an access to these across a call, so Swift's dynamic exclusivity checks on
    // them are left out (as on `Node`'s per-frame storage).
    @exclusivity(unchecked) var state: State
    @exclusivity(unchecked) var stack: [State] = []
    /// The anti-aliased clips in force, innermost last: always `state.shapeClipCount` of them
    /// (a restore drops the ones added since its save).
    @exclusivity(unchecked) var shapeClips: [ClipShape] = []
    @exclusivity(unchecked) var layers: [Layer] = []
    let blitter: SpanBlitter
    let pathCoverage: PathCoverage
    /// Shapes and scratch memory kept between frames.
    let cache: RasterCache
    var polylines = Polylines()

    /// Creates a canvas over `bitmap`.
    ///
    /// - Parameters:
    ///   - scale: Device pixels per point (1, 2, …); non-positive or non-finite values become 1.
    ///   - damage: The pixel rects that may change; `nil` means the whole bitmap. Drawing
    ///     outside them is skipped.
    ///   - cache: Coverage and scratch memory to reuse; pass the same cache every frame (a new,
    ///     private one when nil).
    ///   - elidesOverdraw: Whether opaque fills of whole-pixel rects are deferred, so that a later
    ///     opaque fill over them writes their pixels once (a frame's background under its bars
    ///     and sections). The bitmap then holds the picture only after ``flush()`` (or reading
    ///     ``bitmap``, or the canvas's end); the owner flushes before the frame is read.
    public init(bitmap: Bitmap, scale: Double = 1, damage: [PixelRect]? = nil, cache: RasterCache? = nil,
                elidesOverdraw: Bool = false) {
        surface = bitmap
        self.elidesOverdraw = elidesOverdraw
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.scale = s
        self.damage = Canvas.disjoint((damage ?? [bitmap.bounds]).map { $0.intersection(bitmap.bounds) })
        let bounds = self.damage.reduce(PixelRect.zero) { $0.union($1) }
        state = State(transform: Transform2D(scaleX: s, y: s), clipRect: bounds, shapeClipCount: 0)
        let cache = cache ?? RasterCache()
        self.cache = cache
        if let reused = cache.blitter, reused.capacity == bitmap.width + 64 {
            blitter = reused
            blitter.base = bitmap.base
            blitter.stride = bitmap.stride
            blitter.originX = 0
            blitter.originY = 0
        } else {
            blitter = SpanBlitter(bitmap: bitmap)
            cache.blitter = blitter
        }
        if let reused = cache.pathCoverage, reused.width == bitmap.width {
            pathCoverage = reused
        } else {
            pathCoverage = PathCoverage(width: bitmap.width)
            cache.pathCoverage = pathCoverage
        }
    }

    deinit { flush() }

    /// The same pixels as `rects`, as rects that do not overlap, so that no pixel is drawn twice
    /// (a translucent paint would darken where damage rects overlap).
    static func disjoint(_ rects: [PixelRect]) -> [PixelRect] {
        var out: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var pieces = [rect]
            for existing in out {
                pieces = pieces.flatMap { piece -> [PixelRect] in
                    let i = piece.intersection(existing)
                    guard !i.isEmpty else { return [piece] }
                    return [PixelRect(x: piece.x, y: piece.y, width: piece.width, height: i.y - piece.y),
                            PixelRect(x: piece.x, y: i.maxY, width: piece.width, height: piece.maxY - i.maxY),
                            PixelRect(x: piece.x, y: i.y, width: i.x - piece.x, height: i.height),
                            PixelRect(x: i.maxX, y: i.y, width: piece.maxX - i.maxX, height: i.height)]
                        .filter { !$0.isEmpty }
                }
            }
            out.append(contentsOf: pieces)
        }
        return out
    }

    /// The transform from user points to device pixels.
    public var currentTransform: Transform2D { state.transform }

    /// The pixels a draw can touch now: the clip rect within the damage, in device pixels.
    public var deviceClipBounds: PixelRect { state.clipRect }

    /// Saves the transform and clip; ``restore()`` brings them back.
    public func save() { stack.append(state) }

    /// Restores the transform and clip of the matching ``save()``; without one it does nothing.
    public func restore() {
        if let last = stack.popLast() {
            state = last
            dropShapeClipsPastState()
        }
    }

    /// Drops the anti-aliased clips added since `state` was saved.
    func dropShapeClipsPastState() {
        if shapeClips.count > state.shapeClipCount { shapeClips.removeSubrange(state.shapeClipCount...) }
    }

    /// Adds an anti-aliased clip to those in force.
    private func addShapeClip(_ clip: ClipShape) {
        shapeClips.append(clip)
        state.shapeClipCount += 1
    }

    /// Moves the user-space origin by `x`, `y` points.
    public func translate(x: Double, y: Double) { concatenate(Transform2D(translationX: x, y: y)) }

    /// Scales user space about its origin.
    public func scale(x: Double, y: Double) { concatenate(Transform2D(scaleX: x, y: y)) }

    /// Rotates user space about its origin; positive angles turn clockwise on screen.
    public func rotate(by radians: Double) { concatenate(Transform2D(rotationAngle: radians)) }

    /// Applies `t` in user space, before the current transform.
    public func concatenate(_ t: Transform2D) { state.transform = t.concatenating(state.transform) }

    /// Narrows the clip to `rect` (in user space).
    ///
    /// A rect with whole-pixel device edges clips exactly; other edges clip anti-aliased. Under a
    /// rotation the clip is the rect's device bounding box.
    public func clip(to rect: Rect) {
        let device = state.transform.apply(to: rect)
        state.clipRect = state.clipRect.intersection(device.pixelBounds(scale: 1))
        let aligned = [device.minX, device.minY, device.maxX, device.maxY].allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
        if !aligned && state.transform.isAxisAligned {
            addShapeClip(.roundedRect(RoundedRectCoverage(rect: device, radii: .zero)))
        }
    }

    /// Narrows the clip to an anti-aliased rounded rect (in user space).
    ///
    /// Circular corners under an axis-aligned transform with equal scales clip analytically;
    /// continuous corners, stretched and rotated rects clip to their path (see ``clip(to:rule:)``).
    public func clip(toRoundedRect rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        let t = state.transform
        guard style == .circular, t.isAxisAligned, abs(abs(t.a) - abs(t.d)) < 1e-9 * max(1, abs(t.a)) else {
            return clip(to: Path.roundedRect(rect, radii: radii, style: style))
        }
        let device = t.apply(to: rect)
        state.clipRect = state.clipRect.intersection(device.pixelBounds(scale: 1))
        addShapeClip(.roundedRect(RoundedRectCoverage(rect: device, radii: mirrored(radii).scaled(by: abs(t.a)))))
    }

    /// Narrows the clip to an anti-aliased path (in user space), filled with `rule`.
    ///
    /// The path's coverage inside the current clip is computed once, when the clip is set, and
    /// kept (sparsely, as spans) until the matching ``restore()``.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        var lines = Polylines()
        lines.flatten(path, transform: state.transform, tolerance: Canvas.tolerance)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in lines.points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        let bounds = x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).pixelBounds(scale: 1) : .zero
        state.clipRect = state.clipRect.intersection(bounds)
        let area = state.clipRect
        guard !area.isEmpty, pathCoverage.fits(width: area.width) else { return }
        let recorder = SpanRecorder(width: area.width, origin: (area.x, area.y), rows: area.height)
        pathCoverage.fill(lines, rule: rule, clip: area, blitter: recorder)
        addShapeClip(.recorded(recorder.finish(), dx: 0, dy: 0))
    }

    /// The radii as they land on the device when the transform flips an axis.
    func mirrored(_ r: CornerRadii) -> CornerRadii {
        var r = r
        if state.transform.a < 0 {
            r = CornerRadii(topLeading: r.topTrailing, topTrailing: r.topLeading, bottomTrailing: r.bottomLeading,
                            bottomLeading: r.bottomTrailing)
        }
        if state.transform.d < 0 {
            r = CornerRadii(topLeading: r.bottomLeading, topTrailing: r.bottomTrailing, bottomTrailing: r.topTrailing,
                            bottomLeading: r.topLeading)
        }
        return r
    }

    /// Runs `body` once per damage rect with the blitter clipped to it, for a draw with `paint`.
    /// With `materializes` false the caller writes what is pending under the draw itself.
    @inline(__always)
    func forEachClip(paint: Paint, bounds: PixelRect? = nil, materializes: Bool = true, _ body: (PixelRect) -> Void) {
        if let bounds, !bounds.intersects(state.clipRect) { return }
        retarget()  // the blitter may be shared, through the cache, with another canvas
        let target = layers.last.map { PixelRect(x: $0.origin.x, y: $0.origin.y, width: $0.bitmap.width,
                                                 height: $0.bitmap.height) } ?? surface.bounds
        let clip = state.clipRect.intersection(target)
        guard !clip.isEmpty else { return }
        blitter.shader = Shader.make(paint, transform: state.transform, opacity: 1, ramp: blitter.ramp)
        if case .solid(0) = blitter.shader { return }
        // Whatever this draw may blend over must hold its value (overdraw elision).
        if materializes && !pending.isEmpty && layers.isEmpty {
            pending.materialize((bounds ?? clip).intersection(clip), into: surface)
        }
        // Most draws have no anti-aliased clip: the blitter's empty list is then left as it is.
        if !shapeClips.isEmpty || !blitter.shapeClips.isEmpty { blitter.shapeClips = shapeClips }
        for d in damage {
            let c = clip.intersection(d)
            guard !c.isEmpty else { continue }
            blitter.clip = c
            body(c)
        }
    }

    /// Points the blitter at the current target (the top layer or the bitmap).
    func retarget() {
        if let layer = layers.last {
            blitter.base = layer.bitmap.base
            blitter.stride = layer.bitmap.stride
            blitter.originX = layer.origin.x
            blitter.originY = layer.origin.y
        } else {
            blitter.base = surface.base
            blitter.stride = surface.stride
            blitter.originX = 0
            blitter.originY = 0
        }
    }
}
