public import Scanout

/// The demo's still parts: a HIG Settings screen (top bar, grouped list section of six rows with
/// separators, two rounded filled buttons, bottom toolbar), drawn with ``Canvas`` as the root's
/// background. The switches in the rows are real ``Switch`` controls (``DemoSceneNodes``).
///
/// The scene has no text: it is the VM suite's picture of the display path (every pixel equal
/// between the real display and the headless rendering), small and fast to compare.
public enum DemoScene {
    /// Draws the still parts on `canvas` (user space in points) for a screen of `size` points at
    /// `scale`.
    static func draw(on canvas: Canvas, size: Size, scale s: Double) {
        let width = size.width, height = size.height
        func paint(_ hex: UInt32) -> Paint { .color(Color(hex: hex)) }
        let hairline = 1 / s  // HIG separators are one device pixel

        canvas.fill(Rect(x: 0, y: 0, width: width, height: height), paint: paint(0xF2F2F7))      // grouped background
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 44), paint: paint(0xF9F9F9))          // top bar
        canvas.fill(Rect(x: 0, y: 44 - hairline, width: width, height: hairline), paint: paint(0xC6C6C8))

        let list = listFrame(screenWidth: width)
        canvas.fillRoundedRect(list, radii: CornerRadii(10), paint: paint(0xFFFFFF))
        for row in 0..<5 {
            let top = list.minY + 44 * Double(row)
            canvas.fill(Rect(x: list.minX + 16, y: top + 44 - hairline, width: list.width - 16, height: hairline),
                        paint: paint(0xC6C6C8))
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

    /// The list section: six rows of 44 pt, 20 pt from the leading edge, at most 760 pt wide.
    static func listFrame(screenWidth: Double) -> Rect {
        Rect(x: 20, y: 64, width: min(760, screenWidth - 40), height: 44 * 6)
    }

    /// Where switch `row` (0–5) sits, in points, on a screen `screenWidth` points wide: the
    /// HIG's 51 × 31 pt switch, 16 pt from the row's trailing end, centred in its 44 pt row.
    public static func switchFrame(row: Int, screenWidth: Double) -> Rect {
        let list = listFrame(screenWidth: screenWidth)
        return Rect(x: list.maxX - 16 - 51, y: list.minY + 44 * Double(row) + 6.5, width: 51, height: 31)
    }
}
