public import Graphics

/// The scene `scripts/demo` and `scanout screenshot` show until the gallery app exists: a HIG
/// Settings screen (top bar, grouped list with separators, switches, buttons, bottom toolbar).
///
/// It draws with whatever the engine offers; today that is pixel-aligned fills, so corners are
/// square and there is no text. Later layers replace it with the gallery.
public enum DemoScene {
    /// Renders the scene into `bitmap`, laid out in points for a screen of
    /// `bitmap.size / scale` points.
    public static func render(into bitmap: Bitmap, scale: Double) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let width = Double(bitmap.width) / s, height = Double(bitmap.height) / s
        func fill(_ rect: Rect, _ hex: UInt32) { bitmap.fill(rect.pixelBounds(scale: s), color: Color(hex: hex)) }

        fill(Rect(x: 0, y: 0, width: width, height: height), 0xF2F2F7)        // grouped background
        fill(Rect(x: 0, y: 0, width: width, height: 44), 0xF9F9F9)            // top bar
        fill(Rect(x: 0, y: 43.5, width: width, height: 0.5), 0xC6C6C8)        // its hairline
        let list = Rect(x: 20, y: 64, width: min(760, width - 40), height: 44 * 6)
        fill(list, 0xFFFFFF)
        for row in 0..<6 {
            let top = list.minY + 44 * Double(row)
            if row < 5 { fill(Rect(x: list.minX + 16, y: top + 43.5, width: list.width - 16, height: 0.5), 0xC6C6C8) }
            let track = Rect(x: list.maxX - 16 - 51, y: top + 6.5, width: 51, height: 31)
            let isOn = row % 2 == 0
            fill(track, isOn ? 0x34C759 : 0xE5E5EA)
            let knob = Rect(x: track.minX + 2 + (isOn ? 20 : 0), y: track.minY + 2, width: 27, height: 27)
            fill(knob, 0xFFFFFF)
        }
        fill(Rect(x: 0, y: height - 44, width: width, height: 44), 0xF9F9F9)  // bottom toolbar
        fill(Rect(x: 0, y: height - 44, width: width, height: 0.5), 0xC6C6C8)
        let buttonsX = list.maxX + 20
        if buttonsX + 120 <= width {
            for (i, y) in [64.0, 128.0].enumerated() {
                fill(Rect(x: buttonsX, y: y, width: 120, height: 44), i == 0 ? 0x007AFF : 0xFF3B30)
            }
        }
    }
}
