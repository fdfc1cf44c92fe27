extension Path {
    /// A closed rectangle, clockwise on screen from the top-leading corner.
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: r.origin)
        p.addLine(to: Point(x: r.maxX, y: r.minY))
        p.addLine(to: Point(x: r.maxX, y: r.maxY))
        p.addLine(to: Point(x: r.minX, y: r.maxY))
        p.closeSubpath()
        return p
    }

    /// An ellipse inscribed in `r`, as four cubic Béziers.
    public static func ellipse(in r: Rect) -> Path {
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
                   control2: Point(x: cx + k * rx, y: cy + ry))
        p.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
                   control2: Point(x: cx - rx, y: cy + k * ry))
        p.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
                   control2: Point(x: cx - k * rx, y: cy - ry))
        p.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
                   control2: Point(x: cx + rx, y: cy - k * ry))
        p.closeSubpath()
        return p
    }

    /// A capsule: a rounded rectangle whose shorter side is a half circle.
    public static func capsule(in r: Rect) -> Path {
        roundedRect(r, radii: CornerRadii(min(r.width, r.height) / 2), style: .circular)
    }

    /// A rounded rectangle with per-corner radii (fitted with ``CornerRadii/fitting(width:height:)``).
    ///
    /// `.circular` corners are quarter circles; `.continuous` corners follow the iOS curve, which
    /// starts 1.528 radii from the corner (radii shrink so that the curves fit).
    public static func roundedRect(_ r: Rect, radii: CornerRadii, style: CornerStyle = .circular) -> Path {
        guard !r.isEmpty else { return Path() }
        switch style {
        case .circular: return circularRoundedRect(r, radii: radii.fitting(width: r.width, height: r.height))
        case .continuous: return continuousRoundedRect(r, radii: radii)
        }
    }

    private static func circularRoundedRect(_ r: Rect, radii q: CornerRadii) -> Path {
        let k = 0.5522847498307936
        var p = Path()
        p.move(to: Point(x: r.minX + q.topLeading, y: r.minY))
        p.addLine(to: Point(x: r.maxX - q.topTrailing, y: r.minY))
        if q.topTrailing > 0 {
            let t = q.topTrailing
            p.addCurve(to: Point(x: r.maxX, y: r.minY + t), control1: Point(x: r.maxX - t + k * t, y: r.minY),
                       control2: Point(x: r.maxX, y: r.minY + t - k * t))
        }
        p.addLine(to: Point(x: r.maxX, y: r.maxY - q.bottomTrailing))
        if q.bottomTrailing > 0 {
            let t = q.bottomTrailing
            p.addCurve(to: Point(x: r.maxX - t, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - t + k * t),
                       control2: Point(x: r.maxX - t + k * t, y: r.maxY))
        }
        p.addLine(to: Point(x: r.minX + q.bottomLeading, y: r.maxY))
        if q.bottomLeading > 0 {
            let t = q.bottomLeading
            p.addCurve(to: Point(x: r.minX, y: r.maxY - t), control1: Point(x: r.minX + t - k * t, y: r.maxY),
                       control2: Point(x: r.minX, y: r.maxY - t + k * t))
        }
        p.addLine(to: Point(x: r.minX, y: r.minY + q.topLeading))
        if q.topLeading > 0 {
            let t = q.topLeading
            p.addCurve(to: Point(x: r.minX + t, y: r.minY), control1: Point(x: r.minX, y: r.minY + t - k * t),
                       control2: Point(x: r.minX + t - k * t, y: r.minY))
        }
        p.closeSubpath()
        return p
    }

    /// The continuous corner as Bézier control points in units of the radius, measured from the
    /// corner along the edge it leaves (`u`) and into the shape (`v`): the widely used
    /// reconstruction of UIKit's curve.
    private static let continuousCorner: [(Double, Double)] = [
        (1.52866471, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100),
        (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399),
        (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
    ]

    private static func continuousRoundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        let reach = 1.52866483
        let limit = min(r.width, r.height) / 2 / reach
        func clamp(_ v: Double) -> Double { v > 0 ? min(v, limit) : 0 }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let br = clamp(radii.bottomTrailing), bl = clamp(radii.bottomLeading)
        // Each corner maps (u along the incoming edge from the corner, v along the outgoing edge).
        var p = Path()
        p.move(to: Point(x: r.minX + tl * reach, y: r.minY))
        func corner(_ radius: Double, _ map: (Double, Double) -> Point, end: Point) {
            guard radius > 0 else { p.addLine(to: end); return }
            let c = continuousCorner.map { map($0.0 * radius, $0.1 * radius) }
            p.addLine(to: c[0])
            p.addCurve(to: c[3], control1: c[1], control2: c[2])
            p.addLine(to: c[4])
            p.addCurve(to: c[7], control1: c[5], control2: c[6])
            p.addCurve(to: c[10], control1: c[8], control2: c[9])
        }
        corner(tr, { u, v in Point(x: r.maxX - u, y: r.minY + v) }, end: Point(x: r.maxX, y: r.minY))
        corner(br, { u, v in Point(x: r.maxX - v, y: r.maxY - u) }, end: Point(x: r.maxX, y: r.maxY))
        corner(bl, { u, v in Point(x: r.minX + u, y: r.maxY - v) }, end: Point(x: r.minX, y: r.maxY))
        corner(tl, { u, v in Point(x: r.minX + v, y: r.minY + u) }, end: Point(x: r.minX, y: r.minY))
        p.closeSubpath()
        return p
    }
}
