import Graphics

/// The keyboard's own glyphs (Shift, Backspace, the globe), drawn as paths so that they never
/// depend on a font having them.
enum KeyboardGlyphs {
    /// The Shift arrow in a square `box`: an outline when off, filled when on, filled over a bar
    /// when locked.
    static func shift(in box: Rect, state: Keyboard.ShiftState, on canvas: Canvas, color: Color, lineWidth: Double) {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        var arrow = Path()
        arrow.move(to: p(0.5, 0.08))
        arrow.addLine(to: p(0.92, 0.5))
        arrow.addLine(to: p(0.69, 0.5))
        arrow.addLine(to: p(0.69, state == .locked ? 0.74 : 0.86))
        arrow.addLine(to: p(0.31, state == .locked ? 0.74 : 0.86))
        arrow.addLine(to: p(0.31, 0.5))
        arrow.addLine(to: p(0.08, 0.5))
        arrow.closeSubpath()
        let stroke = StrokeStyle(width: lineWidth, cap: .round, join: .round)
        if state == .off {
            canvas.stroke(arrow, style: stroke, paint: .color(color))
        } else {
            canvas.fill(arrow, paint: .color(color))
            canvas.stroke(arrow, style: stroke, paint: .color(color))
        }
        if state == .locked {
            canvas.fill(Rect(x: p(0.31, 0).x, y: p(0, 0.82).y, width: 0.38 * box.width, height: 0.1 * box.height),
                        paint: .color(color))
        }
    }

    /// Backspace (`delete.left`) in a `box` wider than tall: a tag pointing left with an ✕.
    static func backspace(in box: Rect, on canvas: Canvas, color: Color, lineWidth: Double) {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        var tag = Path()
        tag.move(to: p(0.04, 0.5))
        tag.addLine(to: p(0.34, 0.14))
        tag.addLine(to: p(0.96, 0.14))
        tag.addLine(to: p(0.96, 0.86))
        tag.addLine(to: p(0.34, 0.86))
        tag.closeSubpath()
        let stroke = StrokeStyle(width: lineWidth, cap: .round, join: .round)
        canvas.stroke(tag, style: stroke, paint: .color(color))
        var cross = Path()
        cross.move(to: p(0.5, 0.34))
        cross.addLine(to: p(0.74, 0.66))
        cross.move(to: p(0.74, 0.34))
        cross.addLine(to: p(0.5, 0.66))
        canvas.stroke(cross, style: stroke, paint: .color(color))
    }

    /// The globe in a square `box`: a circle with a meridian, the equator and two parallels.
    static func globe(in box: Rect, on canvas: Canvas, color: Color, lineWidth: Double) {
        let stroke = StrokeStyle(width: lineWidth, cap: .round, join: .round)
        let r = box.width / 2
        let c = Point(x: box.midX, y: box.midY)
        var lines = Path()
        lines.addArc(center: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        lines.closeSubpath()
        // The meridians: an ellipse half as wide as the globe, one cubic per half.
        let w = r * 0.5 * 4 / 3
        for side in [-1.0, 1.0] {
            lines.move(to: Point(x: c.x, y: c.y - r))
            lines.addCurve(to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + side * w, y: c.y - r),
                           control2: Point(x: c.x + side * w, y: c.y + r))
        }
        lines.move(to: Point(x: c.x - r, y: c.y))
        lines.addLine(to: Point(x: c.x + r, y: c.y))
        lines.move(to: Point(x: c.x, y: c.y - r))
        lines.addLine(to: Point(x: c.x, y: c.y + r))
        let h = r * 0.5, half = (r * r - h * h).squareRoot()
        lines.move(to: Point(x: c.x - half, y: c.y - h))
        lines.addLine(to: Point(x: c.x + half, y: c.y - h))
        lines.move(to: Point(x: c.x - half, y: c.y + h))
        lines.addLine(to: Point(x: c.x + half, y: c.y + h))
        canvas.stroke(lines, style: stroke, paint: .color(color))
    }
}
