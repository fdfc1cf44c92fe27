import Testing
@testable import Graphics

@Suite("Box shadow columns two at a time")
struct BoxShadowColumnsTests {
    static let width = 72, height = 56

    /// Every byte of `shape` filled under `clip` (with or without mirror rows) against the one-pixel
    /// formula; returns the pixels that differ and those written more than once.
    static func check(_ shape: BoxShadowCoverage, clip: PixelRect, mirrored: Bool) -> (wrong: Int, twice: Int) {
        let grid = CoverageGrid(width: width, height: height, mirrored: mirrored)
        shape.fill(grid, clip: clip)
        let area = shape.pixelBounds.intersection(clip)
        var wrong = 0, twice = 0
        for y in 0..<height {
            for x in 0..<width {
                let inside = x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
                let expected = inside ? Blend.byte(shape.value(shape.distance(Double(x) + 0.5, Double(y) + 0.5))) : 0
                if grid.bytes[y * width + x] != expected { wrong += 1 }
                if grid.written[y * width + x] > 1 { twice += 1 }
            }
        }
        return (wrong, twice)
    }

    @Test("Shadows at sub-pixel positions, any radii, blur and clip: each byte the formula's, bit for bit")
    func everyColumnBitForBit() {
        let all = PixelRect(x: 0, y: 0, width: Self.width, height: Self.height)
        // Whole; cut on the leading side at an odd column; on the trailing side; a one-column and
        // a three-column strip (spans of one, two and three pixels); a damage rect inside.
        let clips = [all, PixelRect(x: 21, y: 0, width: 51, height: 56), PixelRect(x: 0, y: 4, width: 30, height: 40),
                     PixelRect(x: 17, y: 0, width: 1, height: 56), PixelRect(x: 40, y: 0, width: 3, height: 56),
                     PixelRect(x: 15, y: 12, width: 25, height: 17)]
        let shapes: [(size: (Double, Double), radii: CornerRadii, blur: Double)] = [
            ((27, 27), CornerRadii(13.5), 3),  // the switch's knob shadow
            ((40, 20), CornerRadii(6), 4),
            ((31, 30), CornerRadii(topLeading: 4, topTrailing: 12, bottomTrailing: 2, bottomLeading: 9), 2.5),
            ((24, 16), CornerRadii(0), 0.5),
            ((9, 30), CornerRadii(4.5), 7),
        ]
        var pixels = 0
        for (index, s) in shapes.enumerated() {
            for i in 0..<19 {
                let dx = Double(i) * 0.37 + Double(i % 4) / 256, dy = Double(i % 5) * 0.29
                let rect = Rect(x: 12 + dx, y: 9 + dy, width: s.size.0, height: s.size.1)
                let shape = BoxShadowCoverage(rect: rect, radii: s.radii, blur: s.blur)
                for clip in clips {
                    for mirrored in [false, true] {
                        let result = Self.check(shape, clip: clip, mirrored: mirrored)
                        #expect(result.wrong == 0,
                                "shape \(index) at \(rect) clipped to \(clip), mirror rows \(mirrored)")
                        #expect(result.twice == 0, "shape \(index) at \(rect) clipped to \(clip)")
                    }
                }
                pixels += shape.pixelBounds.intersection(all).width * shape.pixelBounds.intersection(all).height
            }
        }
        #expect(pixels > 20_000)
    }
}
