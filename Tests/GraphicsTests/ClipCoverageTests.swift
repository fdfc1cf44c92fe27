import Testing
@testable import Graphics

/// Wide spans inside an anti-aliased clip skip the clip's per-pixel coverage where the clip
/// covers them fully: a fill clipped to a shape (a rounded rect, or its path) must still equal
/// that shape filled.
@Suite("Clip coverage")
struct ClipCoverageTests {
    /// The largest alpha difference between two images of the same size.
    private func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width { worst = max(worst, abs(Int(a[x, y] >> 24) - Int(b[x, y] >> 24))) }
        }
        return worst
    }

    @Test("A canvas-wide fill clipped to a rounded rect, circular or continuous, equals the shape filled")
    func clippedFillEqualsShape() {
        var rng = SplitMix(state: 11)
        for _ in 0..<4 {
            let rect = Rect(x: 6 + Double.random(in: 0..<1, using: &rng), y: 5 + Double.random(in: 0..<1, using: &rng),
                            width: Double.random(in: 120...180, using: &rng), height: Double.random(in: 60...90, using: &rng))
            let radii = CornerRadii(Double.random(in: 4...24, using: &rng))
            for style in [CornerStyle.circular, .continuous] {
                let shape = coverage(width: 200, height: 100) {
                    $0.fillRoundedRect(rect, radii: radii, style: style, paint: .color(.white))
                }
                let clippedToShape = coverage(width: 200, height: 100) { canvas in
                    canvas.clip(toRoundedRect: rect, radii: radii, style: style)
                    canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), paint: .color(.white))
                }
                // A path's curves are flattened (within 1/20 pixel), so the path clip is compared
                // with the path filled.
                let path = coverage(width: 200, height: 100) {
                    $0.fill(Path.roundedRect(rect, radii: radii, style: style), paint: .color(.white))
                }
                let clippedToPath = coverage(width: 200, height: 100) { canvas in
                    canvas.clip(to: Path.roundedRect(rect, radii: radii, style: style))
                    canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), paint: .color(.white))
                }
                #expect(largestDifference(shape, clippedToShape) <= 1, "\(style) \(rect) clipped to the rounded rect")
                #expect(largestDifference(path, clippedToPath) <= 1, "\(style) \(rect) clipped to its path")
            }
        }
    }
}
