import Glibc
import Graphics
import Text

/// Workload A drawn with Scanout's ``Canvas``, its text with ``Paragraph``.
final class ScanoutSceneRenderer: SceneRenderer {
    let name = "scanout"
    let frame = BenchBuffer.make()
    /// Scratch memory, and recorded coverage when the caches are on.
    private let cache: RasterCache
    private let caches: BenchCaches
    private let hidesText: Bool
    /// The scene's text, laid out once (fonts found and opened on first use, inside the first frame).
    private lazy var text = ScanoutSceneText(fonts: caches.makeFonts())

    init(caches: BenchCaches, hidesText: Bool = false) {
        self.caches = caches
        self.hidesText = hidesText
        cache = caches.makeRasterCache()
    }

    /// Draws the frame as the runtime's frames are drawn (``SceneOwner``): with the canvas's
    /// overdraw elision, flushed before the frame counts as done.
    func renderFull() {
        let canvas = Canvas(bitmap: frame, cache: cache, elidesOverdraw: true)
        draw(canvas)
        canvas.flush()
    }

    // The scene's knob shadow: 25 % black, centre offset (0, 2), fading from radius 10.5 to 16.5.
    static let knobShadow = BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3)

    private func draw(_ canvas: Canvas) {
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
            let pose = BenchScene.switchPose(row: i, animated: nil)
            let track = Rect(x: o.x, y: o.y, width: BenchScene.trackSize.w, height: BenchScene.trackSize.h)
            let mixed = BenchScene.mix(BenchScene.offTrack, BenchScene.green, pose.on)
            canvas.fillRoundedRect(track, radii: CornerRadii(15.5),
                                   paint: .color(Color(red: mixed.r, green: mixed.g, blue: mixed.b)))
            if pose.on < 1 {
                canvas.fillRoundedRect(track.insetBy(dx: 2, dy: 2), radii: CornerRadii(13.5),
                                       paint: .color(Color(white: 1, alpha: 1 - pose.on)))
            }
            let knob = Rect(x: o.x + 2 + pose.knob, y: o.y + 2, width: 27, height: 27)
            canvas.drawShadow(roundedRect: knob, radii: CornerRadii(13.5), shadow: Self.knobShadow)
            canvas.fillEllipse(in: knob, paint: color(BenchScene.white))
        }
        for b in BenchScene.buttonOrigins {
            canvas.fillRoundedRect(Rect(x: b.x, y: b.y, width: BenchScene.buttonSize.w, height: BenchScene.buttonSize.h),
                                   radii: CornerRadii(BenchScene.buttonSize.radius), paint: color(BenchScene.blue))
        }
        canvas.fill(Rect(x: 0, y: 756, width: w, height: 44), paint: color(BenchScene.bar))
        canvas.fill(Rect(x: 0, y: 756, width: w, height: 1), paint: color(BenchScene.hairline))
        if !hidesText { text.draw(on: canvas) }
    }
}
