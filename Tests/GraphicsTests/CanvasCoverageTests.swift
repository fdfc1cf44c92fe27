import Glibc
import Testing
@testable import Graphics

/// A deterministic generator, so that failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws white on transparent black: each pixel's alpha is the drawn coverage.
func coverage(width: Int, height: Int, _ draw: (Canvas) -> Void) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)
    draw(Canvas(bitmap: bitmap))
    return bitmap
}

@Suite("Canvas coverage")
struct CanvasCoverageTests {
    @Test("Circles at random sub-pixel offsets cover every pixel within 1/255 of the exact area")
    func circles() {
        var rng = SplitMix(state: 1)
        for _ in 0..<6 {
            let radius = Double.random(in: 2...14, using: &rng)
            let cx = 16 + Double.random(in: 0..<1, using: &rng), cy = 16 + Double.random(in: 0..<1, using: &rng)
            let rect = Rect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius)
            let image = coverage(width: 32, height: 32) { $0.fillEllipse(in: rect, paint: .color(.white)) }
            let span = ExactCoverage.roundedRectSpan(rect, CornerRadii(radius))
            var worst = 0.0
            for y in 0..<32 {
                for x in 0..<32 {
                    let exact = ExactCoverage.columnShape(pixelX: x, y: y, span: span)
                    worst = max(worst, abs(Double(image[x, y] >> 24) / 255 - exact))
                }
            }
            #expect(worst <= 1.0 / 255, "radius \(radius) at (\(cx), \(cy)): worst error \(worst * 255)/255")
        }
    }

    @Test("Rounded rects with per-corner radii at random offsets cover within 1/255 of the exact area")
    func roundedRects() {
        var rng = SplitMix(state: 2)
        for _ in 0..<6 {
            let rect = Rect(x: 2 + Double.random(in: 0..<1, using: &rng), y: 3 + Double.random(in: 0..<1, using: &rng),
                            width: Double.random(in: 12...30, using: &rng), height: Double.random(in: 10...24, using: &rng))
            let radii = CornerRadii(topLeading: Double.random(in: 0...6, using: &rng),
                                    topTrailing: Double.random(in: 0...9, using: &rng),
                                    bottomTrailing: Double.random(in: 0...5, using: &rng),
                                    bottomLeading: Double.random(in: 0...8, using: &rng))
            let image = coverage(width: 36, height: 30) { $0.fillRoundedRect(rect, radii: radii, paint: .color(.white)) }
            let span = ExactCoverage.roundedRectSpan(rect, radii.fitting(width: rect.width, height: rect.height))
            var worst = 0.0
            for y in 0..<30 {
                for x in 0..<36 {
                    let exact = ExactCoverage.columnShape(pixelX: x, y: y, span: span)
                    worst = max(worst, abs(Double(image[x, y] >> 24) / 255 - exact))
                }
            }
            #expect(worst <= 1.0 / 255, "\(rect) \(radii): worst error \(worst * 255)/255")
        }
    }

    @Test("Thin pills (corners sharing rows) and large shallow corners cover within 1/255 of the exact area")
    func pillsAndLargeCorners() {
        var rng = SplitMix(state: 7)
        for i in 0..<8 {
            let w = i < 4 ? Double.random(in: 6...30, using: &rng) : Double.random(in: 40...60, using: &rng)
            let h = i < 4 ? Double.random(in: 1.2...3.5, using: &rng) : Double.random(in: 40...56, using: &rng)
            let rect = Rect(x: 2 + Double.random(in: 0..<1, using: &rng), y: 2 + Double.random(in: 0..<1, using: &rng),
                            width: w, height: h)
            // Pills: radius half the height; large corners: up to half the shorter side.
            let radii = i < 4 ? CornerRadii(h / 2) : CornerRadii(Double.random(in: 15...(min(w, h) / 2), using: &rng))
            let image = coverage(width: 64, height: 60) { $0.fillRoundedRect(rect, radii: radii, paint: .color(.white)) }
            let span = ExactCoverage.roundedRectSpan(rect, radii.fitting(width: rect.width, height: rect.height))
            var worst = 0.0
            for y in 0..<60 {
                for x in 0..<64 {
                    let exact = ExactCoverage.columnShape(pixelX: x, y: y, span: span)
                    worst = max(worst, abs(Double(image[x, y] >> 24) / 255 - exact))
                }
            }
            #expect(worst <= 1.0 / 255, "\(rect) \(radii): worst error \(worst * 255)/255")
        }
    }

    @Test("Random polygons at random offsets cover every pixel within 1/255 of the exact area")
    func polygons() {
        var rng = SplitMix(state: 3)
        for _ in 0..<8 {
            // A star-shaped polygon around a random sub-pixel centre: simple, often concave.
            let c = Point(x: 20 + Double.random(in: 0..<1, using: &rng), y: 20 + Double.random(in: 0..<1, using: &rng))
            let n = Int.random(in: 3...11, using: &rng)
            var pts: [Point] = []
            for i in 0..<n {
                let angle = 2 * Double.pi * (Double(i) + Double.random(in: 0..<0.8, using: &rng)) / Double(n)
                let r = Double.random(in: 4...18, using: &rng)
                pts.append(Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            }
            var path = Path()
            path.move(to: pts[0])
            for p in pts.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
            for rule in [FillRule.nonZero, .evenOdd] {
                let image = coverage(width: 40, height: 40) { $0.fill(path, rule: rule, paint: .color(.white)) }
                var worst = 0.0
                for y in 0..<40 {
                    for x in 0..<40 {
                        let exact = ExactCoverage.polygon(pts, pixelX: x, y: y)
                        worst = max(worst, abs(Double(image[x, y] >> 24) / 255 - exact))
                    }
                }
                #expect(worst <= 1.0 / 255, "\(n)-gon, \(rule): worst error \(worst * 255)/255")
            }
        }
    }

    @Test("Two shapes sharing an edge have complementary coverage: no gap and no overlap")
    func sharedEdges() {
        var rng = SplitMix(state: 4)
        for _ in 0..<5 {
            let split = 10 + Double.random(in: 0..<1, using: &rng)
            let a = Point(x: split, y: 1.3), b = Point(x: split + Double.random(in: -6...6, using: &rng), y: 18.6)
            var left = Path(), right = Path()
            left.move(to: Point(x: 1.2, y: 1.3)); left.addLine(to: a); left.addLine(to: b)
            left.addLine(to: Point(x: 1.2, y: 18.6)); left.closeSubpath()
            right.move(to: a); right.addLine(to: Point(x: 22.7, y: 1.3)); right.addLine(to: Point(x: 22.7, y: 18.6))
            right.addLine(to: b); right.closeSubpath()
            let l = coverage(width: 24, height: 20) { $0.fill(left, paint: .color(.white)) }
            let r = coverage(width: 24, height: 20) { $0.fill(right, paint: .color(.white)) }
            let whole = coverage(width: 24, height: 20) { $0.fill(Rect(x: 1.2, y: 1.3, width: 21.5, height: 17.3), paint: .color(.white)) }
            for y in 0..<20 {
                for x in 0..<24 {
                    let sum = Int(l[x, y] >> 24) + Int(r[x, y] >> 24)
                    #expect(abs(sum - Int(whole[x, y] >> 24)) <= 1, "pixel \(x),\(y)")
                }
            }
        }
        // Rects meeting on a pixel boundary paint the boundary with no seam at all.
        let image = Bitmap(width: 20, height: 4)
        let canvas = Canvas(bitmap: image)
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 4), paint: .color(.white))
        canvas.fill(Rect(x: 2, y: 0, width: 8, height: 4), paint: .color(.black))
        canvas.fill(Rect(x: 10, y: 0, width: 8, height: 4), paint: .color(.black))
        for x in 2..<18 { #expect(image[x, 1] == 0xFF00_0000) }
    }
}
