public import Scanout

/// The scene `scripts/demo` and `scanout screenshot` show until the gallery app exists: a HIG
/// Settings screen (top bar, grouped list section with separators, switches, buttons, bottom
/// toolbar), drawn with ``Canvas``.
///
/// There is no text yet (the Text module draws it later); shapes follow the HIG: a rounded
/// list section, pill-shaped switches with shadowed knobs, rounded filled buttons and one-pixel
/// hairlines.
public enum DemoScene {
    /// Renders the scene into `bitmap`, laid out in points for a screen of
    /// `bitmap.size / scale` points.
    public static func render(into bitmap: Bitmap, scale: Double) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        draw(on: Canvas(bitmap: bitmap, scale: s), size: Size(width: Double(bitmap.width) / s, height: Double(bitmap.height) / s),
             scale: s, drawsSwitches: true)
    }

    /// Draws the scene on `canvas` (user space in points) for a screen of `size` points at
    /// `scale`; without `drawsSwitches` the switches are left out (``DemoSceneNodes`` draws them
    /// as nodes of their own).
    static func draw(on canvas: Canvas, size: Size, scale s: Double, drawsSwitches: Bool) {
        let width = size.width, height = size.height
        func paint(_ hex: UInt32) -> Paint { .color(Color(hex: hex)) }
        let hairline = 1 / s  // HIG separators are one device pixel

        canvas.fill(Rect(x: 0, y: 0, width: width, height: height), paint: paint(0xF2F2F7))      // grouped background
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 44), paint: paint(0xF9F9F9))          // top bar
        canvas.fill(Rect(x: 0, y: 44 - hairline, width: width, height: hairline), paint: paint(0xC6C6C8))

        let list = Rect(x: 20, y: 64, width: min(760, width - 40), height: 44 * 6)
        canvas.fillRoundedRect(list, radii: CornerRadii(10), paint: paint(0xFFFFFF))
        for row in 0..<6 {
            let top = list.minY + 44 * Double(row)
            if row < 5 {
                canvas.fill(Rect(x: list.minX + 16, y: top + 44 - hairline, width: list.width - 16, height: hairline),
                            paint: paint(0xC6C6C8))
            }
            if drawsSwitches { drawSwitch(canvas, origin: Point(x: list.maxX - 16 - 51, y: top + 6.5), isOn: row % 2 == 0) }
        }

        canvas.fill(Rect(x: 0, y: height - 44, width: width, height: 44), paint: paint(0xF9F9F9))  // bottom toolbar
        canvas.fill(Rect(x: 0, y: height - 44, width: width, height: hairline), paint: paint(0xC6C6C8))

        let buttonsX = list.maxX + 20
        if buttonsX + 120 <= width {
            for (i, y) in [64.0, 128.0].enumerated() {
                canvas.fillRoundedRect(Rect(x: buttonsX, y: y, width: 120, height: 44), radii: CornerRadii(10),
                                       style: .continuous, paint: paint(i == 0 ? 0x007AFF : 0xFF3B30))
            }
        }
    }

    /// Where switch `row` (0–5) sits, in points, on a screen `screenWidth` points wide.
    public static func switchFrame(row: Int, screenWidth: Double) -> Rect {
        let list = Rect(x: 20, y: 64, width: min(760, screenWidth - 40), height: 44 * 6)
        return Rect(x: list.maxX - 16 - 51, y: list.minY + 44 * Double(row) + 6.5, width: 51, height: 31)
    }

    /// A HIG switch: a 51×31 pill, green when on, a gray outline when off; a white knob of 27 pt
    /// with a soft shadow, at the trailing end when on.
    static func drawSwitch(_ canvas: Canvas, origin: Point, isOn: Bool) {
        drawSwitch(canvas, origin: origin, progress: isOn ? 1 : 0)
    }

    /// A switch part-way between off (`progress` 0) and on (1): the knob slides, the track's
    /// white interior shrinks away as the green fills in.
    static func drawSwitch(_ canvas: Canvas, origin: Point, progress: Double) {
        let p = min(max(progress, 0), 1)
        let isOn = p >= 1
        let track = Rect(x: origin.x, y: origin.y, width: 51, height: 31)
        canvas.fillRoundedRect(track, radii: CornerRadii(15.5), paint: .color(Color(hex: p > 0 ? 0x34C759 : 0xE5E5EA)))
        if !isOn {
            let inset = 2 + 13.5 * p
            canvas.fillRoundedRect(track.insetBy(dx: inset, dy: min(inset, 15.5)), radii: CornerRadii(max(0, 13.5 - 13.5 * p)),
                                   paint: .color(.white))
        }
        // HIG Toggles: the knob sits at the trailing end when on.
        let knob = Rect(x: track.minX + 2 + 20 * p, y: track.minY + 2, width: 27, height: 27)
        canvas.drawShadow(roundedRect: knob, radii: CornerRadii(13.5),
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3))
        canvas.fillEllipse(in: knob, paint: .color(.white))
    }
}
