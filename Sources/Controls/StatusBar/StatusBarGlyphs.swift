import Graphics

/// The status bar's glyphs, drawn as paths in the colour given (iOS 17/18's shapes at the 20 pt
/// bar's size): Wi-Fi's three wedges, Ethernet's `<···>`, the battery with its fill and nub, the
/// charging bolt.
@MainActor
enum StatusBarGlyphs {
    /// The alpha of what is not lit: Wi-Fi's missing bars, the battery's outline and nub.
    static let faintAlpha = 0.35

    /// Wi-Fi: a fan of three bands opening upwards from the bottom centre, `bars` of them lit.
    static func drawWiFi(in rect: Rect, bars: Int, color: Color, canvas: Canvas) {
        let center = Point(x: rect.midX, y: rect.maxY - 0.3)
        let outer = min(rect.width / 2 * 2.0.squareRoot(), rect.height)  // half the width over sin 45°
        let bands: [(Double, Double)] = [(0, outer * 0.33), (outer * 0.45, outer * 0.66), (outer * 0.78, outer)]
        let start = -Double.pi * 3 / 4, end = -Double.pi / 4
        for (index, band) in bands.enumerated() {
            var path = Path()
            if band.0 == 0 {
                path.move(to: center)
                path.addArc(center: center, radius: band.1, startAngle: start, endAngle: end, clockwise: true)
            } else {
                path.addArc(center: center, radius: band.1, startAngle: start, endAngle: end, clockwise: true)
                path.addArc(center: center, radius: band.0, startAngle: end, endAngle: start, clockwise: false)
            }
            path.closeSubpath()
            let lit = index < max(0, min(3, bars))
            canvas.fill(path, paint: .color(lit ? color : color.withAlphaMultiplied(by: faintAlpha)))
        }
    }

    /// Ethernet: two chevrons facing out with three dots between them.
    static func drawEthernet(in rect: Rect, color: Color, canvas: Canvas) {
        let style = StrokeStyle(width: 1.6, cap: .round, join: .round)
        let h = rect.height * 0.8, top = rect.midY - h / 2, arm = h * 0.45
        var left = Path()
        left.move(to: Point(x: rect.minX + 1 + arm, y: top))
        left.addLine(to: Point(x: rect.minX + 1, y: rect.midY))
        left.addLine(to: Point(x: rect.minX + 1 + arm, y: top + h))
        var right = Path()
        right.move(to: Point(x: rect.maxX - 1 - arm, y: top))
        right.addLine(to: Point(x: rect.maxX - 1, y: rect.midY))
        right.addLine(to: Point(x: rect.maxX - 1 - arm, y: top + h))
        canvas.stroke(left, style: style, paint: .color(color))
        canvas.stroke(right, style: style, paint: .color(color))
        let dot = 2.0
        for i in -1...1 {
            let x = rect.midX + Double(i) * 3.4
            canvas.fillEllipse(in: Rect(x: x - dot / 2, y: rect.midY - dot / 2, width: dot, height: dot), paint: .color(color))
        }
    }

    /// The battery: a rounded body outlined faintly, filled from its left by `level` percent with
    /// a 2 pt gap, and its nub at the right.
    static func drawBattery(in rect: Rect, level: Int, fill: Color, outline: Color, canvas: Canvas) {
        let size = ControlMetrics.statusBarBatterySize, nub = ControlMetrics.statusBarBatteryNubSize
        let body = Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height)
        let faint = outline.withAlphaMultiplied(by: faintAlpha)
        let radius = ControlMetrics.statusBarBatteryCornerRadius
        canvas.strokeRoundedRect(body.insetBy(dx: 0.5, dy: 0.5), radii: CornerRadii(radius - 0.5), width: 1, paint: .color(faint))
        let nubRect = Rect(x: body.maxX + 1, y: body.midY - nub.height / 2, width: nub.width, height: nub.height)
        canvas.fillRoundedRect(nubRect, radii: CornerRadii(topLeading: 0, topTrailing: nub.width, bottomTrailing: nub.width, bottomLeading: 0),
                               paint: .color(faint))
        let inner = body.insetBy(dx: 2, dy: 2)
        let width = (inner.width * Double(max(0, min(100, level))) / 100).rounded(.toNearestOrEven)
        guard width > 0 else { return }
        let filled = Rect(x: inner.minX, y: inner.minY, width: width, height: inner.height)
        canvas.fillRoundedRect(filled, radii: CornerRadii(radius - 2).fitting(width: filled.width, height: filled.height),
                               paint: .color(fill))
    }

    /// The charging bolt.
    static func drawBolt(in rect: Rect, color: Color, canvas: Canvas) {
        var path = Path()
        let w = rect.width, h = rect.height, x = rect.minX, y = rect.minY
        path.move(to: Point(x: x + w * 0.62, y: y))
        path.addLine(to: Point(x: x, y: y + h * 0.58))
        path.addLine(to: Point(x: x + w * 0.45, y: y + h * 0.58))
        path.addLine(to: Point(x: x + w * 0.38, y: y + h))
        path.addLine(to: Point(x: x + w, y: y + h * 0.42))
        path.addLine(to: Point(x: x + w * 0.55, y: y + h * 0.42))
        path.closeSubpath()
        canvas.fill(path, paint: .color(color))
    }
}
