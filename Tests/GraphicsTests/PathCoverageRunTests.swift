import Testing
@testable import Graphics

/// The path rasterizer sums only the cells edges touch and sends the runs between them as
/// constant spans: these shapes have long runs (a ring's two walls, shapes side by side, a body
/// wider than the canvas), each checked against the exact area, pixel by pixel.
@Suite("Path coverage runs")
struct PathCoverageRunTests {
    /// A path of closed polygons, one subpath each.
    private func polygons(_ shapes: [Point]...) -> Path {
        var path = Path()
        for points in shapes {
            path.move(to: points[0])
            for p in points.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
        }
        return path
    }

    /// The worst difference (in 1/255) between the drawn alpha and `exact` over the canvas.
    private func worstError(_ image: Bitmap, exact: (Int, Int) -> Double) -> Double {
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                worst = max(worst, abs(Double(image[x, y] >> 24) / 255 - min(1, exact(x, y))))
            }
        }
        return worst * 255
    }

    @Test("Wide runs between edges (a ring, shapes side by side, a body past the canvas) cover the exact area")
    func wideRuns() {
        var rng = SplitMix(state: 7)
        for _ in 0..<6 {
            let jitter = { Double.random(in: 0..<1, using: &rng) }
            // An even-odd ring: outer and inner quadrilaterals, slanted so edges cross rows.
            let outer = [Point(x: 4 + jitter(), y: 3 + jitter()), Point(x: 190 + jitter(), y: 5 + jitter()),
                         Point(x: 186 + jitter(), y: 55 + jitter()), Point(x: 7 + jitter(), y: 52 + jitter())]
            let inner = [Point(x: 40 + jitter(), y: 15 + jitter()), Point(x: 150 + jitter(), y: 17 + jitter()),
                         Point(x: 148 + jitter(), y: 40 + jitter()), Point(x: 42 + jitter(), y: 38 + jitter())]
            let ring = polygons(outer, inner)
            let image = coverage(width: 200, height: 60) { $0.fill(ring, rule: .evenOdd, paint: .color(.white)) }
            let worst = worstError(image) { x, y in
                ExactCoverage.polygon(outer, pixelX: x, y: y) - ExactCoverage.polygon(inner, pixelX: x, y: y)
            }
            #expect(worst <= 1, "ring: worst error \(worst)/255")

            // Two shapes on the same rows, 60 pixels apart, and a third whose body runs past the
            // canvas's trailing side (the canvas clips it).
            let first = [Point(x: 3 + jitter(), y: 4 + jitter()), Point(x: 50 + jitter(), y: 2 + jitter()),
                         Point(x: 45 + jitter(), y: 56 + jitter())]
            let second = [Point(x: 110 + jitter(), y: 10 + jitter()), Point(x: 170 + jitter(), y: 12 + jitter()),
                          Point(x: 168 + jitter(), y: 30 + jitter()), Point(x: 112 + jitter(), y: 28 + jitter())]
            let past = [Point(x: 120 + jitter(), y: 36 + jitter()), Point(x: 260 + jitter(), y: 34 + jitter()),
                        Point(x: 250 + jitter(), y: 58 + jitter()), Point(x: 118 + jitter(), y: 57 + jitter())]
            let shapes = polygons(first, second, past)
            for rule in [FillRule.nonZero, .evenOdd] {
                let drawn = coverage(width: 200, height: 60) { $0.fill(shapes, rule: rule, paint: .color(.white)) }
                let worst = worstError(drawn) { x, y in
                    ExactCoverage.polygon(first, pixelX: x, y: y) + ExactCoverage.polygon(second, pixelX: x, y: y)
                        + ExactCoverage.polygon(past, pixelX: x, y: y)
                }
                #expect(worst <= 1, "side by side, \(rule): worst error \(worst)/255")
            }
        }
    }
}
