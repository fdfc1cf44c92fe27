import Testing
@testable import Graphics

/// Images drawn without rotation take the sampler's per-column table, and at their own size on
/// whole pixels a straight copy; a vertical gradient is blended a row at a time. These check that
/// each shortcut gives the pixels the per-pixel definition gives.
@Suite("Image sampling and row-constant paints")
struct ImageSamplingTests {
    /// An opaque image of `width × height` pixels, every pixel different (a fixed sequence).
    static func noise(width: Int, height: Int) -> Bitmap {
        let image = Bitmap(width: width, height: height)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                image[x, y] = 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 40) & 0x00FF_FFFF
            }
        }
        return image
    }

    /// The bilinear sample at device pixel (`x`, `y`) of `image` drawn into `rect` by an identity
    /// canvas, by the definition: the pixel centre mapped into the image, clamped to it, the two
    /// columns and two rows around it weighted in 256ths.
    static func expected(_ image: Bitmap, in rect: Rect, x: Int, y: Int) -> UInt32 {
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        let u = sx * (Double(x) + 0.5) + sx * -rect.minX
        let v = sy * (Double(y) + 0.5) + sy * -rect.minY
        func split(_ c: Double, _ size: Int) -> (Int, Int, UInt32) {
            let f = min(max(c, 0), Double(size)) - 0.5
            let whole = f.rounded(.down)
            let i = Int(whole)
            return (min(max(i, 0), size - 1), min(max(i + 1, 0), size - 1), UInt32((f - whole) * 256))
        }
        let (xa, xb, wx) = split(u, image.width)
        let (ya, yb, wy) = split(v, image.height)
        let top = ImageSampler.lerp(image[xa, ya], image[xb, ya], wx)
        let bottom = ImageSampler.lerp(image[xa, yb], image[xb, yb], wx)
        return ImageSampler.lerp(top, bottom, wy)
    }

    @Test("An image scaled without rotation gives the defined bilinear sample at every pixel it covers fully",
          arguments: [
              Rect(x: 8, y: 6, width: 96, height: 72),      // up, 1.5×
              Rect(x: 4, y: 2, width: 41, height: 29),      // down, uneven
              Rect(x: 10, y: 7, width: 64, height: 48),     // its own size on whole pixels: a copy
              Rect(x: 10, y: 7.5, width: 64, height: 48),   // its own size, half a row down
              Rect(x: -30, y: -20, width: 128, height: 96), // 2×, hanging off the top-leading corner
          ])
    func axisAligned(rect: Rect) {
        let image = Self.noise(width: 64, height: 48)
        let bitmap = Bitmap(width: 120, height: 90)
        Canvas(bitmap: bitmap).draw(image, in: rect)
        var checked = 0, wrong = 0
        for y in 0..<bitmap.height where Double(y) >= rect.minY && Double(y + 1) <= rect.maxY {
            for x in 0..<bitmap.width where Double(x) >= rect.minX && Double(x + 1) <= rect.maxX {
                checked += 1
                if bitmap[x, y] != Self.expected(image, in: rect, x: x, y: y) { wrong += 1 }
            }
        }
        #expect(checked > 1_000)
        #expect(wrong == 0)
    }

    @Test("Under a clip rect only the clipped pixels change, with the same samples as unclipped")
    func clipped() {
        let image = Self.noise(width: 64, height: 48)
        let rect = Rect(x: 5, y: 5, width: 100, height: 75)
        let whole = Bitmap(width: 120, height: 90)
        Canvas(bitmap: whole).draw(image, in: rect)
        let part = Bitmap(width: 120, height: 90)
        let canvas = Canvas(bitmap: part)
        canvas.clip(to: Rect(x: 30, y: 20, width: 25, height: 30))
        canvas.draw(image, in: rect)
        for y in 0..<90 {
            for x in 0..<120 {
                let inside = x >= 30 && x < 55 && y >= 20 && y < 50
                if part[x, y] != (inside ? whole[x, y] : 0) {
                    Issue.record("pixel (\(x), \(y)): \(part[x, y]) against \(inside ? whole[x, y] : 0)")
                    return
                }
            }
        }
    }

    @Test("A rotated image still samples per pixel: a quarter turn of a 2×1 image is its column")
    func rotated() {
        let image = Bitmap(width: 2, height: 1)
        image[0, 0] = 0xFF00_0000
        image[1, 0] = 0xFFFF_FFFF
        let bitmap = Bitmap(width: 4, height: 12)
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: 4, y: 0)
        canvas.rotate(by: Double.pi / 2)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: 12, height: 4))
        // The image's leading edge is at the top now: black above, white below, rising between.
        #expect(bitmap[2, 0] == 0xFF00_0000)
        #expect(bitmap[2, 11] == 0xFFFF_FFFF)
        for y in 1..<12 { #expect(bitmap[2, y] & 0xFF >= bitmap[2, y - 1] & 0xFF) }
    }

    /// A turn, and the rect the 64×48 image is drawn into (its size sets the scale).
    struct Turn: Sendable, CustomTestStringConvertible {
        var angle: Double, width: Double, height: Double
        var testDescription: String { "\(angle) rad into \(width)×\(height)" }
    }

    @Test("A turned image steps each pixel's position in fixed point: within one level of the defined sample",
          arguments: [
              Turn(angle: 0.6, width: 80, height: 60),      // up, 1.25×
              Turn(angle: -0.09, width: 64, height: 48),    // nearly upright, its own size
              Turn(angle: 1.48, width: 50, height: 70),     // nearly a quarter, down and stretched
              Turn(angle: -2.3, width: 96, height: 40),     // past a quarter the other way
              Turn(angle: 3.1, width: 70, height: 52),      // nearly upside down
          ])
    func turnedMatchesDefinition(turn: Turn) throws {
        let image = Self.noise(width: 64, height: 48)
        let bitmap = Bitmap(width: 120, height: 120)
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: 60, y: 60)
        canvas.rotate(by: turn.angle)
        let rect = Rect(x: -turn.width / 2, y: -turn.height / 2, width: turn.width, height: turn.height)
        canvas.draw(image, in: rect)
        let toImage = Transform2D(translationX: -rect.minX, y: -rect.minY)
            .concatenating(Transform2D(scaleX: Double(image.width) / rect.width, y: Double(image.height) / rect.height))
        let inverse = try #require(canvas.currentTransform.inverted()).concatenating(toImage)
        var checked = 0, worst: UInt32 = 0
        for y in 0..<120 {
            for x in 0..<120 {
                // Pixels whose whole square maps inside the image (no anti-aliased edge).
                let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map {
                    inverse.apply(to: Point(x: Double(x) + $0.0, y: Double(y) + $0.1))
                }
                guard corners.allSatisfy({ $0.x > 0 && $0.x < 64 && $0.y > 0 && $0.y < 48 }) else { continue }
                let c = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                func split(_ v: Double, _ size: Int) -> (Int, Int, UInt32) {
                    let f = min(max(v, 0), Double(size)) - 0.5, whole = f.rounded(.down)
                    return (min(max(Int(whole), 0), size - 1), min(Int(whole) + 1, size - 1), UInt32((f - whole) * 256))
                }
                let (xa, xb, wx) = split(c.x, 64), (ya, yb, wy) = split(c.y, 48)
                let expected = ImageSampler.lerp(ImageSampler.lerp(image[xa, ya], image[xb, ya], wx),
                                                 ImageSampler.lerp(image[xa, yb], image[xb, yb], wx), wy)
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let a = (bitmap[x, y] >> shift) & 0xFF, b = (expected >> shift) & 0xFF
                    worst = max(worst, a > b ? a - b : b - a)
                }
                checked += 1
            }
        }
        #expect(checked > 1_500)
        #expect(worst <= 1)
    }

    @Test("The steps at which a stepped position lies in a range are found exactly, moving either way")
    func stepsInRange() {
        // Positions in 2⁻²⁴ px; the range in 256ths (`>> 16`), as the turned sampler asks.
        let cases: [(Int64, Int64)] = [(0, 70_000), (5_000_000, -65_537), (-300_000, 1 << 20), (8_388_608, 0),
                                       (1 << 24, -(1 << 22)), (123_456_789, 33_333), (-1, -1)]
        for (p, d) in cases {
            for (lower, upper) in [(128, 1_000), (0, 40), (500, 500), (-64, 64)] {
                let count = 300
                let found = ImageSampler.steps(from: p, by: d, within: lower, upper, count: count)
                let inside = (0..<count).filter {
                    let q = (p + Int64($0) * d) >> 16
                    return q >= Int64(lower) && q < Int64(upper)
                }
                #expect(Array(found) == inside, "p \(p), d \(d), \(lower)..<\(upper)")
            }
        }
    }

    @Test("A gradient running straight down gives each row the colour a horizontal one gives that column")
    func verticalGradient() {
        let stops = [GradientStop(Color(hex: 0x1B3A6B), at: 0), GradientStop(Color(hex: 0xFF9500), at: 0.4),
                     GradientStop(Color(hex: 0x0B1830), at: 1)]
        let across = Bitmap(width: 200, height: 3)
        Canvas(bitmap: across).fill(Rect(x: 0, y: 0, width: 200, height: 3),
                                    paint: .linearGradient(LinearGradient(stops: stops, start: Point(x: 10, y: 0),
                                                                          end: Point(x: 190, y: 0))))
        let down = Bitmap(width: 50, height: 200)
        let canvas = Canvas(bitmap: down)
        // A rounded rect too: its edges go through the per-pixel coverage path.
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 50, height: 200), radii: CornerRadii(8),
                               paint: .linearGradient(LinearGradient(stops: stops, start: Point(x: 0, y: 10),
                                                                     end: Point(x: 0, y: 190))))
        for y in 0..<200 {
            // Columns 10…39 are clear of the corners.
            for x in 10..<40 where down[x, y] != across[y, 1] {
                Issue.record("row \(y), column \(x): \(down[x, y]) against \(across[y, 1])")
                return
            }
        }
        #expect(down[0, 100] == across[100, 1])
        #expect(down[0, 0] != across[0, 1])  // the corner, anti-aliased
    }
}
