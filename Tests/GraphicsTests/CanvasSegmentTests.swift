import Foundation
import Testing

@testable import Graphics

/// Straight segments stroked through the raster cache (an activity indicator's spokes): the same
/// pixels as the stroke rasterised directly, recorded once and replayed.
@Suite("Stroked segments through the raster cache")
struct CanvasSegmentTests {
    /// Eight round-capped spokes in a `side`-pixel square at `origin`, spoke `step` brightest,
    /// as an activity indicator draws them.
    private func drawSpokes(_ canvas: Canvas, origin: Point, side: Double, step: Int) {
        let outer = side / 2, inner = outer * 0.45, width = side * 0.1
        let centre = Point(x: origin.x + side / 2, y: origin.y + side / 2)
        for i in 0..<8 {
            let behind = (step - i + 8) % 8
            let alpha = 1 - 0.75 * Double(behind) / 7
            let angle = Double(i) / 8 * 2 * Double.pi
            let dx = sin(angle), dy = -cos(angle)
            let r0 = inner + width / 2, r1 = outer - width / 2
            var path = Path()
            path.move(to: Point(x: centre.x + dx * r0, y: centre.y + dy * r0))
            path.addLine(to: Point(x: centre.x + dx * r1, y: centre.y + dy * r1))
            canvas.stroke(path, style: StrokeStyle(width: width, cap: .round, join: .round),
                          paint: .color(Color(white: 1, alpha: alpha)))
        }
    }

    private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    @Test("Spokes replayed from the cache, turning through every step, equal the spokes stroked directly")
    func spokesEqualDirectStrokes() {
        let cache = RasterCache(), uncached = RasterCache(maximumEntries: 0)
        let background = Color(hex: 0x1C3A5E)
        for (origin, side) in [(Point(x: 13.5, y: 420), 37.0), (Point(x: 10.3, y: 7.6), 37.0), (Point(x: 33.25, y: 5.75), 74.0)] {
            for step in 0..<16 {
                let cached = Bitmap(width: 120, height: 460), direct = Bitmap(width: 120, height: 460)
                let spinner = PixelRect(x: Int(origin.x) - 2, y: Int(origin.y) - 2, width: Int(side) + 5, height: Int(side) + 5)
                for (bitmap, used) in [(cached, cache), (direct, uncached)] {
                    bitmap.fill(bitmap.bounds, color: background)
                    let canvas = Canvas(bitmap: bitmap, damage: [spinner.intersection(bitmap.bounds)], cache: used)
                    drawSpokes(canvas, origin: origin, side: side, step: step % 8)
                }
                #expect(differingPixels(cached, direct) == 0, "origin \(origin), side \(side), step \(step)")
            }
        }
        #expect(cache.count == 24, "eight spokes for each of three spinners, recorded once")
        #expect(uncached.count == 0)
    }

    @Test("Segments of every cap, width and sub-pixel position equal the direct stroke, recorded and replayed")
    func segmentsEqualDirectStrokes() {
        var seed: UInt64 = 0x5EED
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let cache = RasterCache(maximumEntries: 4096, maximumBytes: 16 << 20), uncached = RasterCache(maximumEntries: 0)
        var differing = 0
        for n in 0..<300 {
            let cap: StrokeStyle.LineCap = [.butt, .round, .square][n % 3]
            let a = Point(x: 10 + random() * 60, y: 10 + random() * 60)
            let b = Point(x: 10 + random() * 60, y: 10 + random() * 60)
            let style = StrokeStyle(width: 0.5 + random() * 8, cap: cap, join: .miter)
            let paint = Paint.color(Color(red: random(), green: random(), blue: random(), alpha: 0.2 + random() * 0.8))
            let cached = Bitmap(width: 80, height: 80), direct = Bitmap(width: 80, height: 80)
            for _ in 0..<2 {  // recorded, then replayed over the first drawing
                for (bitmap, used) in [(cached, cache), (direct, uncached)] {
                    var path = Path()
                    path.move(to: a)
                    path.addLine(to: b)
                    Canvas(bitmap: bitmap, cache: used).stroke(path, style: style, paint: paint)
                }
            }
            differing += differingPixels(cached, direct)
        }
        #expect(differing == 0)
        #expect(cache.count == 300)
    }

    @Test("strokeLine draws the pixels of a stroked one-segment path: scaled, rotated, hairline, dashed")
    func strokeLineEqualsPath() {
        let styles = [StrokeStyle(width: 3.7, cap: .round, join: .round), StrokeStyle(width: 1, cap: .butt, join: .miter),
                      StrokeStyle(width: 0.5, cap: .square, join: .miter),
                      StrokeStyle(width: 2, cap: .butt, join: .miter, dash: [3, 2])]
        for (n, style) in styles.enumerated() {
            for scale in [1.0, 2.0] {
                for rotated in [false, true] {
                    let line = Bitmap(width: 70, height: 70), path = Bitmap(width: 70, height: 70)
                    for (bitmap, usesLine) in [(line, true), (path, false)] {
                        let canvas = Canvas(bitmap: bitmap, scale: scale)
                        if rotated { canvas.rotate(by: 0.3) }
                        let a = Point(x: 5.25 + Double(n), y: 4), b = Point(x: 25.5, y: 14.75 + Double(n))
                        if usesLine {
                            canvas.strokeLine(from: a, to: b, style: style, paint: .color(.white))
                        } else {
                            var p = Path()
                            p.move(to: a)
                            p.addLine(to: b)
                            canvas.stroke(p, style: style, paint: .color(.white))
                        }
                    }
                    #expect(differingPixels(line, path) == 0, "style \(n), scale \(scale), rotated \(rotated)")
                    #expect(line[0, 0] == 0 && (0..<70).contains { line[$0, 20] != 0 || line[20, $0] != 0 })
                }
            }
        }
    }

    @Test("A segment mostly outside the damage is stroked directly; drawn whole, it is recorded")
    func partlyDamagedSegment() {
        let cache = RasterCache()
        let bitmap = Bitmap(width: 60, height: 20)
        var path = Path()
        path.move(to: Point(x: 4.5, y: 10.25))
        path.addLine(to: Point(x: 55.5, y: 10.25))
        let style = StrokeStyle(width: 4, cap: .round, join: .round)
        Canvas(bitmap: bitmap, damage: [PixelRect(x: 0, y: 0, width: 8, height: 20)], cache: cache)
            .stroke(path, style: style, paint: .color(.white))
        #expect(cache.count == 0)
        #expect(bitmap[5, 10] == 0xFFFF_FFFF && bitmap[20, 10] == 0)
        Canvas(bitmap: bitmap, cache: cache).stroke(path, style: style, paint: .color(.white))
        #expect(cache.count == 1)
        #expect(bitmap[20, 10] == 0xFFFF_FFFF && bitmap[20, 4] == 0)
    }
}
