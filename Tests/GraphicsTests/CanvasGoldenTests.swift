import Glibc
import ScanoutTesting
import Testing
@testable import Graphics

/// One golden per primitive. Each renders on the grouped-list background so that
/// anti-aliasing against a light colour is visible.
@Suite("Canvas goldens")
struct CanvasGoldenTests {
    static let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func render(width: Int = 200, height: Int = 120, scale: Double = 1, _ draw: (Canvas) -> Void) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale),
                    paint: .color(Color(hex: 0xF2F2F7)))
        draw(canvas)
        return bitmap
    }

    static let blue = Paint.color(Color(hex: 0x007AFF))
    static let green = Paint.color(Color(hex: 0x34C759))
    static let red = Paint.color(Color(hex: 0xFF3B30))
    static let black = Paint.color(.black)

    @Test("Rects at whole and fractional positions, opaque and translucent")
    func rects() throws {
        let image = render { c in
            c.fill(Rect(x: 10, y: 10, width: 60, height: 40), paint: Self.blue)
            c.fill(Rect(x: 80.5, y: 10.25, width: 50.3, height: 40.5), paint: Self.green)
            c.fill(Rect(x: 40, y: 30, width: 120, height: 60), paint: .color(Color(hex: 0xFF3B30, alpha: 0.5)))
            c.fill(Rect(x: 150.75, y: 95.5, width: 0.5, height: 20), paint: Self.black)
        }
        try expectGolden(image, "Canvas/rects", tolerance: Self.tolerance)
    }

    @Test("Rounded rects with per-corner circular radii at sub-pixel positions")
    func roundedRects() throws {
        let image = render { c in
            c.fillRoundedRect(Rect(x: 10, y: 10, width: 80, height: 44), radii: CornerRadii(10), paint: Self.blue)
            c.fillRoundedRect(Rect(x: 100.3, y: 10.6, width: 90, height: 50),
                              radii: CornerRadii(topLeading: 0, topTrailing: 20, bottomTrailing: 4, bottomLeading: 12),
                              paint: Self.green)
            c.fillRoundedRect(Rect(x: 10.5, y: 64.5, width: 51, height: 31), radii: CornerRadii(15.5), paint: Self.red)
            c.fillRoundedRect(Rect(x: 70, y: 70, width: 120, height: 40), radii: CornerRadii(100), paint: Self.black)
        }
        try expectGolden(image, "Canvas/rounded-rects", tolerance: Self.tolerance)
    }

    @Test("Continuous corners beside circular ones of the same radius")
    func continuousCorners() throws {
        let image = render(scale: 2) { c in
            c.fillRoundedRect(Rect(x: 5, y: 5, width: 40, height: 40), radii: CornerRadii(12), style: .circular,
                              paint: Self.blue)
            c.fillRoundedRect(Rect(x: 55, y: 5, width: 40, height: 40), radii: CornerRadii(12), style: .continuous,
                              paint: Self.blue)
            c.clip(toRoundedRect: Rect(x: 5, y: 50, width: 90, height: 8), radii: CornerRadii(4), style: .continuous)
            c.fill(Rect(x: 0, y: 0, width: 100, height: 60), paint: Self.green)
        }
        try expectGolden(image, "Canvas/continuous-corners@2x", tolerance: Self.tolerance)
    }

    @Test("Circles and ellipses, exact and as paths")
    func ellipses() throws {
        let image = render { c in
            c.fillEllipse(in: Rect(x: 10, y: 10, width: 27, height: 27), paint: Self.blue)
            c.fillEllipse(in: Rect(x: 45.3, y: 10.7, width: 60, height: 60), paint: Self.green)
            c.fillEllipse(in: Rect(x: 115, y: 20, width: 75, height: 35), paint: Self.red)
            c.fillEllipse(in: Rect(x: 20, y: 80, width: 4, height: 4), paint: Self.black)
            c.fillEllipse(in: Rect(x: 40.5, y: 80.5, width: 1.5, height: 1.5), paint: Self.black)
        }
        try expectGolden(image, "Canvas/ellipses", tolerance: Self.tolerance)
    }

    @Test("Capsules, horizontal and vertical")
    func capsules() throws {
        let image = render { c in
            c.fill(Path.capsule(in: Rect(x: 10, y: 10, width: 120, height: 30)), paint: Self.blue)
            c.fillRoundedRect(Rect(x: 150, y: 10, width: 24, height: 100), radii: CornerRadii(12), paint: Self.green)
            c.fill(Path.capsule(in: Rect(x: 10.5, y: 60.5, width: 51, height: 31)), paint: Self.red)
        }
        try expectGolden(image, "Canvas/capsules", tolerance: Self.tolerance)
    }

    static func star(center: Point, radius: Double) -> Path {
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    @Test("Paths: non-zero and even-odd stars, quadratic and cubic curves, arcs")
    func paths() throws {
        let image = render { c in
            c.fill(Self.star(center: Point(x: 35, y: 40), radius: 30), rule: .nonZero, paint: Self.blue)
            c.fill(Self.star(center: Point(x: 105, y: 40), radius: 30), rule: .evenOdd, paint: Self.blue)
            var curves = Path()
            curves.move(to: Point(x: 140, y: 70))
            curves.addQuadCurve(to: Point(x: 190, y: 70), control: Point(x: 165, y: 10))
            curves.addCurve(to: Point(x: 140, y: 70), control1: Point(x: 190, y: 110), control2: Point(x: 140, y: 110))
            curves.closeSubpath()
            c.fill(curves, paint: Self.green)
            var pie = Path()
            pie.move(to: Point(x: 60, y: 95))
            pie.addArc(center: Point(x: 60, y: 95), radius: 22, startAngle: 0, endAngle: 1.5 * Double.pi, clockwise: true)
            pie.closeSubpath()
            c.fill(pie, paint: Self.red)
        }
        try expectGolden(image, "Canvas/paths", tolerance: Self.tolerance)
    }

    @Test("Strokes: butt, round and square caps with miter, round and bevel joins")
    func strokeCapsAndJoins() throws {
        let image = render { c in
            let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
            let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
            for i in 0..<3 {
                var zigzag = Path()
                let x = 15 + Double(i) * 62
                zigzag.move(to: Point(x: x, y: 95))
                zigzag.addLine(to: Point(x: x + 15, y: 25))
                zigzag.addLine(to: Point(x: x + 30, y: 80))
                zigzag.addLine(to: Point(x: x + 45, y: 30))
                c.stroke(zigzag, style: StrokeStyle(width: 9, cap: caps[i], join: joins[i]), paint: Self.blue)
                c.stroke(zigzag, style: StrokeStyle(width: 1), paint: .color(.white))
            }
        }
        try expectGolden(image, "Canvas/stroke-caps-joins", tolerance: Self.tolerance)
    }

    @Test("Strokes: dashes, hairlines snapped to pixel centres, curves and a rounded-rect border")
    func strokeDashesAndHairlines() throws {
        let image = render { c in
            var line = Path()
            line.move(to: Point(x: 10, y: 15))
            line.addLine(to: Point(x: 190, y: 15))
            c.stroke(line, style: StrokeStyle(width: 4, cap: .round, dash: [12, 8]), paint: Self.blue)
            var hair = Path()
            hair.move(to: Point(x: 10, y: 30))
            hair.addLine(to: Point(x: 190, y: 30))
            hair.move(to: Point(x: 10, y: 35))
            hair.addLine(to: Point(x: 190, y: 35))
            hair.move(to: Point(x: 100, y: 40))
            hair.addLine(to: Point(x: 100, y: 60))
            c.stroke(hair, style: StrokeStyle(width: 1), paint: .color(Color(hex: 0xC6C6C8)))
            var circle = Path()
            circle.addArc(center: Point(x: 45, y: 80), radius: 25, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
            circle.closeSubpath()
            c.stroke(circle, style: StrokeStyle(width: 3, dash: [6, 4], dashPhase: 2), paint: Self.red)
            c.strokeRoundedRect(Rect(x: 110, y: 50, width: 80, height: 60), radii: CornerRadii(12), width: 2,
                                paint: Self.green)
        }
        try expectGolden(image, "Canvas/stroke-dashes-hairlines", tolerance: Self.tolerance)
    }

    @Test("Linear and radial gradients in user space, including transparency")
    func gradients() throws {
        let image = render { c in
            let stops = [GradientStop(Color(hex: 0x007AFF), at: 0), GradientStop(Color(hex: 0xAF52DE), at: 0.5),
                         GradientStop(Color(hex: 0xFF9500), at: 1)]
            c.fillRoundedRect(Rect(x: 10, y: 10, width: 180, height: 40), radii: CornerRadii(10),
                              paint: .linearGradient(LinearGradient(stops: stops, start: Point(x: 10, y: 0),
                                                                    end: Point(x: 190, y: 0))))
            c.fillEllipse(in: Rect(x: 10, y: 55, width: 60, height: 60),
                          paint: .radialGradient(RadialGradient(stops: [GradientStop(.white, at: 0),
                                                                        GradientStop(Color(hex: 0x34C759), at: 1)],
                                                                center: Point(x: 30, y: 75), radius: 40)))
            c.fill(Rect(x: 80, y: 55, width: 110, height: 60),
                   paint: .linearGradient(LinearGradient(stops: [GradientStop(.black, at: 0), GradientStop(.clear, at: 1)],
                                                         start: Point(x: 80, y: 55), end: Point(x: 80, y: 115))))
        }
        try expectGolden(image, "Canvas/gradients", tolerance: Self.tolerance)
    }

    @Test("Box shadows: a card, a spread shadow and a switch knob's")
    func shadows() throws {
        let image = render { c in
            let card = Rect(x: 15, y: 15, width: 90, height: 60)
            c.drawShadow(roundedRect: card, radii: CornerRadii(12),
                         shadow: BoxShadow(color: Color(white: 0, alpha: 0.3), offset: Point(x: 0, y: 6), blurRadius: 10))
            c.fillRoundedRect(card, radii: CornerRadii(12), paint: .color(.white))
            c.drawShadow(roundedRect: Rect(x: 130, y: 20, width: 50, height: 30), radii: CornerRadii(4),
                         shadow: BoxShadow(color: Color(hex: 0xFF3B30, alpha: 0.6), blurRadius: 3, spread: 4))
            let knob = Rect(x: 140.5, y: 75.5, width: 27, height: 27)
            c.drawShadow(roundedRect: knob, radii: CornerRadii(13.5),
                         shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3))
            c.fillEllipse(in: knob, paint: .color(.white))
        }
        try expectGolden(image, "Canvas/shadows", tolerance: Self.tolerance)
    }

    @Test("Clips: a fractional rect clip and a nested anti-aliased rounded-rect clip, restored after")
    func clips() throws {
        let image = render { c in
            c.save()
            c.clip(toRoundedRect: Rect(x: 10.5, y: 10.5, width: 120, height: 80), radii: CornerRadii(24))
            for i in 0..<14 {
                c.fill(Rect(x: Double(i) * 10, y: 0, width: 5, height: 120), paint: Self.blue)
            }
            c.clip(to: Rect(x: 60.5, y: 0, width: 100, height: 50.5))
            c.fillEllipse(in: Rect(x: 50, y: 20, width: 100, height: 100), paint: Self.red)
            c.restore()
            c.fill(Rect(x: 140, y: 10, width: 50, height: 100), paint: Self.green)
        }
        try expectGolden(image, "Canvas/clips", tolerance: Self.tolerance)
    }

    @Test("Path clips: an even-odd star and a continuous-corner rect, nested")
    func pathClips() throws {
        let image = render { c in
            c.save()
            c.clip(to: Self.star(center: Point(x: 60, y: 60), radius: 55), rule: .evenOdd)
            for i in 0..<12 {
                c.fill(Rect(x: 0, y: Double(i) * 10, width: 120, height: 5), paint: Self.blue)
            }
            c.restore()
            c.save()
            c.clip(toRoundedRect: Rect(x: 125.5, y: 10.5, width: 65, height: 100), radii: CornerRadii(22), style: .continuous)
            c.fill(Rect(x: 0, y: 0, width: 200, height: 120),
                   paint: .linearGradient(LinearGradient(stops: [GradientStop(Color(hex: 0x34C759), at: 0),
                                                                 GradientStop(Color(hex: 0x007AFF), at: 1)],
                                                         start: Point(x: 125, y: 10), end: Point(x: 190, y: 110))))
            c.clip(to: Path.ellipse(in: Rect(x: 140, y: 40, width: 60, height: 40)))
            c.fill(Rect(x: 0, y: 0, width: 200, height: 120), paint: Self.red)
            c.restore()
        }
        try expectGolden(image, "Canvas/clip-paths", tolerance: Self.tolerance)
    }

    @Test("Opacity layers: group opacity, nested")
    func layers() throws {
        let image = render { c in
            c.beginLayer(opacity: 0.5)
            c.fillEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80), paint: Self.blue)
            c.fillEllipse(in: Rect(x: 50, y: 30, width: 80, height: 80), paint: Self.red)
            c.beginLayer(opacity: 0.5)
            c.fill(Rect(x: 100, y: 20, width: 90, height: 40), paint: Self.green)
            c.endLayer()
            c.endLayer()
        }
        try expectGolden(image, "Canvas/layers", tolerance: Self.tolerance)
    }

    @Test("Affine transforms: a rotated rounded rect, a scaled stroke and a translated circle")
    func transforms() throws {
        let image = render { c in
            c.save()
            c.translate(x: 60, y: 60)
            c.rotate(by: Double.pi / 7)
            c.fillRoundedRect(Rect(x: -40, y: -25, width: 80, height: 50), radii: CornerRadii(10), paint: Self.blue)
            c.restore()
            c.save()
            c.translate(x: 120, y: 20)
            c.scale(x: 3, y: 1)
            var p = Path()
            p.move(to: Point(x: 0, y: 10))
            p.addLine(to: Point(x: 20, y: 10))
            c.stroke(p, style: StrokeStyle(width: 6, cap: .round), paint: Self.green)
            c.restore()
            c.save()
            c.translate(x: 150.25, y: 80.5)
            c.fillEllipse(in: Rect(x: -20, y: -20, width: 40, height: 40), paint: Self.red)
            c.restore()
        }
        try expectGolden(image, "Canvas/transforms", tolerance: Self.tolerance)
    }

    @Test("Images scaled with bilinear filtering, under a rounded clip")
    func images() throws {
        let checker = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { checker[x, y] = (x + y) % 2 == 0 ? 0xFF00_7AFF : 0xFFFF_FFFF } }
        checker[0, 0] = 0x8000_0000
        let image = render { c in
            c.draw(checker, in: Rect(x: 10, y: 10, width: 80, height: 80))
            c.save()
            c.clip(toRoundedRect: Rect(x: 100, y: 10, width: 90, height: 100), radii: CornerRadii(20))
            c.draw(checker, in: Rect(x: 100, y: 10, width: 90, height: 100))
            c.restore()
        }
        try expectGolden(image, "Canvas/images", tolerance: Self.tolerance)
    }

    @Test("Images at a fractional position (anti-aliased edges) and rotated")
    func imagesTransformed() throws {
        let checker = Bitmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { checker[x, y] = (x + y) % 2 == 0 ? 0xFF34_C759 : 0xFF00_0000 } }
        let image = render { c in
            c.draw(checker, in: Rect(x: 10.4, y: 10.7, width: 70.5, height: 60.25))
            c.save()
            c.translate(x: 145, y: 60)
            c.rotate(by: 0.4)
            c.draw(checker, in: Rect(x: -35, y: -35, width: 70, height: 70))
            c.restore()
        }
        try expectGolden(image, "Canvas/images-transformed", tolerance: Self.tolerance)
    }

    @Test("Coverage masks tinted with a colour, clipped by a rounded clip")
    func masks() throws {
        var mask = CoverageMask(size: PixelSize(width: 64, height: 32))
        for y in 0..<32 { for x in 0..<64 { mask[x, y] = UInt8((x * 4 + y * 2) % 256) } }
        let image = render { c in
            c.draw(mask, atPixel: (x: 10, y: 10), color: .black)
            c.draw(mask, atPixel: (x: 10, y: 50), color: Color(hex: 0xFF3B30))
            c.save()
            c.clip(toRoundedRect: Rect(x: 100, y: 20, width: 64, height: 64), radii: CornerRadii(32))
            c.draw(mask, atPixel: (x: 100, y: 20), color: Color(hex: 0x007AFF))
            c.draw(mask, atPixel: (x: 100, y: 52), color: Color(hex: 0x007AFF))
            c.restore()
        }
        try expectGolden(image, "Canvas/masks", tolerance: Self.tolerance)
    }

    @Test("Drawing restricted to two damage rects leaves the rest of the frame alone")
    func damage() throws {
        let bitmap = Bitmap(width: 200, height: 120)
        bitmap.clear(Color(hex: 0xF2F2F7))
        let canvas = Canvas(bitmap: bitmap, damage: [PixelRect(x: 20, y: 20, width: 60, height: 40),
                                                     PixelRect(x: 110, y: 50, width: 70, height: 60)])
        canvas.fill(Rect(x: 0, y: 0, width: 200, height: 120), paint: .color(.white))
        canvas.fillRoundedRect(Rect(x: 30, y: 30, width: 140, height: 70), radii: CornerRadii(20), paint: Self.blue)
        try expectGolden(bitmap, "Canvas/damage", tolerance: Self.tolerance)
    }
}
