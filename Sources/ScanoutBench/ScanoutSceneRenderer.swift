import Glibc
import Graphics

/// The scene drawn with Scanout's ``Canvas``, its text with ``Paragraph``.
final class ScanoutSceneRenderer: SceneRenderer {
    let name = "scanout"
    let frame = Bitmap(size: PixelSize(width: BenchScene.width, height: BenchScene.height))
    /// Retained between frames, as a real display loop keeps it.
    private let cache = RasterCache()
    /// `SCANOUT_BENCH_RASTER_CACHE=0`: the raster cache is emptied before every frame, so that
    /// every anti-aliased edge and shadow is computed anew (docs/benchmark.md reports both).
    private let emptiesCache = getenv("SCANOUT_BENCH_RASTER_CACHE").map { String(cString: $0) == "0" } ?? false
    /// The scene's text, laid out once (fonts opened on first use, inside the first frame).
    private lazy var text = ScanoutSceneText()
    private var damageRegion = DamageRegion(screen: PixelSize(width: BenchScene.width, height: BenchScene.height))

    func renderFull(animationFrame: Int?) {
        if emptiesCache { cache.removeAll() }
        draw(Canvas(bitmap: frame, cache: cache), animationFrame: animationFrame)
    }

    func render(damage: PixelRect, animationFrame: Int) {
        if emptiesCache { cache.removeAll() }
        draw(Canvas(bitmap: frame, damage: [damage], cache: cache), animationFrame: animationFrame)
    }

    /// Scanout's own damage: the animated switch's painted bounds (track, knob and its shadow)
    /// before and after the step, through ``DamageRegion``.
    func damage(animationFrame: Int) -> PixelRect {
        damageRegion.removeAll()
        for f in [animationFrame - 1, animationFrame] {
            for r in switchPaintedBounds(row: BenchScene.animatedRow, frame: f) { damageRegion.add(r, scale: 1) }
        }
        return damageRegion.bounds
    }

    func snapshot() -> Bitmap {
        let copy = Bitmap(size: frame.size)
        frame.copy(frame.bounds, into: copy)
        return copy
    }

    private func switchPaintedBounds(row i: Int, frame f: Int) -> [Rect] {
        let o = BenchScene.switchOrigin(i)
        let state = BenchScene.switchState(row: i, frame: f)
        let knob = Rect(x: o.x + 2 + state.knob, y: o.y + 2, width: 27, height: 27)
        let shadow = knob.offsetBy(dx: 0, dy: 2).insetBy(dx: -Self.knobShadow.blurRadius, dy: -Self.knobShadow.blurRadius)
        return [Rect(x: o.x, y: o.y, width: BenchScene.trackSize.w, height: BenchScene.trackSize.h), shadow]
    }

    // Knob shadow of BENCH.md: 25 % black, centre offset (0, 2), fading from radius 10.5 to 16.5.
    static let knobShadow = BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3)

    private func draw(_ canvas: Canvas, animationFrame: Int?) {
        func color(_ hex: UInt32) -> Paint { .color(Color(hex: hex)) }
        let w = Double(BenchScene.width), h = Double(BenchScene.height)
        canvas.fill(Rect(x: 0, y: 0, width: w, height: h), paint: color(BenchScene.background))
        canvas.fill(Rect(x: 0, y: 0, width: w, height: 44), paint: color(BenchScene.bar))
        canvas.fill(Rect(x: 0, y: 43, width: w, height: 1), paint: color(BenchScene.hairline))
        let s = BenchScene.section
        canvas.fillRoundedRect(Rect(x: s.x, y: s.y, width: s.w, height: s.h), radii: CornerRadii(s.radius),
                               paint: color(BenchScene.white))
        for i in 0..<BenchScene.rowCount {
            let top = BenchScene.rowTop(i)
            if i < BenchScene.rowCount - 1 {
                canvas.fill(Rect(x: 36, y: top + 43, width: 744, height: 1), paint: color(BenchScene.hairline))
            }
            let o = BenchScene.switchOrigin(i)
            let state = BenchScene.switchState(row: i, frame: animationFrame)
            let track = Rect(x: o.x, y: o.y, width: BenchScene.trackSize.w, height: BenchScene.trackSize.h)
            let mixed = BenchScene.mix(BenchScene.offTrack, BenchScene.green, state.on)
            canvas.fillRoundedRect(track, radii: CornerRadii(15.5),
                                   paint: .color(Color(red: mixed.r, green: mixed.g, blue: mixed.b)))
            if state.on < 1 {
                canvas.fillRoundedRect(track.insetBy(dx: 2, dy: 2), radii: CornerRadii(13.5),
                                       paint: .color(Color(white: 1, alpha: 1 - state.on)))
            }
            let knob = Rect(x: o.x + 2 + state.knob, y: o.y + 2, width: 27, height: 27)
            canvas.drawShadow(roundedRect: knob, radii: CornerRadii(13.5), shadow: Self.knobShadow)
            canvas.fillEllipse(in: knob, paint: color(BenchScene.white))
        }
        for b in BenchScene.buttonOrigins {
            canvas.fillRoundedRect(Rect(x: b.x, y: b.y, width: BenchScene.buttonSize.w, height: BenchScene.buttonSize.h),
                                   radii: CornerRadii(BenchScene.buttonSize.radius), paint: color(BenchScene.blue))
        }
        canvas.fill(Rect(x: 0, y: 756, width: w, height: 44), paint: color(BenchScene.bar))
        canvas.fill(Rect(x: 0, y: 756, width: w, height: 1), paint: color(BenchScene.hairline))
        text.draw(on: canvas)
    }
}
