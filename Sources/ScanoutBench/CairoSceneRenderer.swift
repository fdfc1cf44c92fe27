import CCairoPango
import Graphics

/// The scene drawn with cairo, the peer: same geometry, same colours, gray anti-aliasing, into
/// a ``BenchBuffer`` (XRGB8888, stride 5120); text with pango. It is workload A's peer and,
/// clipped to workload B's rect (docs/benchmark.md).
final class CairoSceneRenderer: SceneRenderer, SwitchAnimationRenderer {
    let name = "cairo"
    let frame = BenchBuffer.make()
    nonisolated(unsafe) private let surface: OpaquePointer
    nonisolated(unsafe) private let cr: OpaquePointer
    /// Whether the text is left out (the geometry-only parity check).
    private let hidesText: Bool
    /// The scene's text: pango layouts made once (fonts found through fontconfig on first use,
    /// inside the first frame).
    private lazy var text = CairoSceneText(cr: cr)

    init(hidesText: Bool = false) {
        self.hidesText = hidesText
        surface = cairo_image_surface_create_for_data(BenchBuffer.pixels(of: frame), CAIRO_FORMAT_RGB24,
                                                      Int32(BenchScene.width), Int32(BenchScene.height),
                                                      Int32(BenchBuffer.stride))
        cr = cairo_create(surface)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func renderFull() {
        draw(animated: nil)
        cairo_surface_flush(surface)
    }

    func prepare() { renderFull() }

    /// A rectangle the peer repaints: what lies outside it is skipped, not only clipped.
    struct Clip {
        let x: Double, y: Double, w: Double, h: Double

        /// Whether the box `x, y, w, h` (device pixels) has any pixel inside the clip.
        func meets(_ bx: Double, _ by: Double, _ bw: Double, _ bh: Double) -> Bool {
            bx < x + w && bx + bw > x && by < y + h && by + bh > y
        }
    }

    /// cairo has no damage tracking of its own: it repaints workload B's rect, clipped to it and
    /// skipping every object whose bounds miss it, as a toolkit with a widget tree culls.
    func renderFrame(_ i: Int) -> PixelRect {
        let d = BenchScene.benchDamage
        let clip = Clip(x: Double(d.x), y: Double(d.y), w: Double(d.w), h: Double(d.h))
        cairo_save(cr)
        cairo_rectangle(cr, clip.x, clip.y, clip.w, clip.h)
        cairo_clip(cr)
        draw(animated: SwitchSpring.pose(frame: i), within: clip)
        cairo_restore(cr)
        cairo_surface_flush(surface)
        return PixelRect(x: d.x, y: d.y, width: d.w, height: d.h)
    }

    private func setColor(_ hex: UInt32, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
                              Double(hex & 0xFF) / 255, alpha)
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        cairo_rectangle(cr, x, y, w, h)
        cairo_fill(cr)
    }

    private func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    private func draw(animated: SwitchPose?, within clip: Clip? = nil) {
        let w = Double(BenchScene.width)
        func shows(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
            clip?.meets(x, y, width, height) ?? true
        }
        setColor(BenchScene.background)
        cairo_paint(cr)
        if shows(0, 0, w, 44) {
            setColor(BenchScene.bar); rect(0, 0, w, 44)
            setColor(BenchScene.hairline); rect(0, 43, w, 1)
        }
        let s = BenchScene.section
        if shows(s.x, s.y, s.w, s.h) { setColor(BenchScene.white); roundedRect(s.x, s.y, s.w, s.h, s.radius) }
        for i in 0..<BenchScene.rowCount {
            let top = BenchScene.rowTop(i)
            if i < BenchScene.rowCount - 1, shows(36, top + 43, 744, 1) {
                setColor(BenchScene.hairline); rect(36, top + 43, 744, 1)
            }
            let o = BenchScene.switchOrigin(i)
            // The switch with its knob's shadow (up to 16.5 px around the knob's centre, 2 px down).
            guard shows(o.x - 4, o.y - 4, BenchScene.trackSize.w + 8, BenchScene.trackSize.h + 10) else { continue }
            let pose = BenchScene.switchPose(row: i, animated: animated)
            let mixed = BenchScene.mix(BenchScene.offTrack, BenchScene.green, pose.on)
            cairo_set_source_rgb(cr, mixed.r, mixed.g, mixed.b)
            roundedRect(o.x, o.y, BenchScene.trackSize.w, BenchScene.trackSize.h, 15.5)
            if pose.on < 1 {
                setColor(BenchScene.white, alpha: 1 - pose.on)
                roundedRect(o.x + 2, o.y + 2, BenchScene.trackSize.w - 4, BenchScene.trackSize.h - 4, 13.5)
            }
            let cx = o.x + 2 + pose.knob + 13.5, cy = o.y + 2 + 13.5
            // Knob shadow: 25 % black, centre (0, +2), fading from radius 10.5 to 16.5.
            let shadow = cairo_pattern_create_radial(cx, cy + 2, 10.5, cx, cy + 2, 16.5)
            cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.25)
            cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
            cairo_set_source(cr, shadow)
            cairo_arc(cr, cx, cy + 2, 16.5, 0, 2 * Double.pi)
            cairo_fill(cr)
            cairo_pattern_destroy(shadow)
            setColor(BenchScene.white)
            cairo_arc(cr, cx, cy, 13.5, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        setColor(BenchScene.blue)
        for b in BenchScene.buttonOrigins where shows(b.x, b.y, BenchScene.buttonSize.w, BenchScene.buttonSize.h) {
            roundedRect(b.x, b.y, BenchScene.buttonSize.w, BenchScene.buttonSize.h, BenchScene.buttonSize.radius)
        }
        if shows(0, 756, w, 44) {
            setColor(BenchScene.bar); rect(0, 756, w, 44)
            setColor(BenchScene.hairline); rect(0, 756, w, 1)
        }
        if !hidesText { text.draw(within: clip) }
    }
}
