import Testing
@testable import Graphics

/// A shadow without a column mirror (at a sub-pixel x) computes its per-pixel columns two at a
/// time (`BoxShadowCoverage.values(pairAt:py:)`, vector square roots and divisions). Every byte
/// must be the per-pixel formula's, exactly as one column at a time gives it.
@Suite("Box shadow columns two at a time")
struct BoxShadowPairTests {
    @Test("Both lanes equal the scalar formula at every column, row and sub-pixel x")
    func pairEqualsScalar() {
        let radii: [CornerRadii] = [
            CornerRadii(13.5), CornerRadii(6), .zero,
            CornerRadii(topLeading: 4, topTrailing: 9, bottomTrailing: 2, bottomLeading: 7),
        ]
        var compared = 0, differing = 0
        for (i, r) in radii.enumerated() {
            for step in 0..<24 {
                let dx = Double(step) / 24 + 0.013 * Double(i)
                for blur in [0.5, 3, 4.25] {
                    let shape = BoxShadowCoverage(rect: Rect(x: 8 + dx, y: 6.25, width: 27, height: 27 - Double(i)),
                                                  radii: r, blur: blur)
                    for y in 0..<44 {
                        let py = Double(y) + 0.5
                        for x in 0..<52 {
                            let pair = shape.values(pairAt: x, py: py)
                            let a = shape.value(shape.distance(Double(x) + 0.5, py))
                            let b = shape.value(shape.distance(Double(x + 1) + 0.5, py))
                            if pair[0] != a || pair[1] != b { differing += 1 }
                            if Blend.byte(pair[0]) != Blend.byte(a) || Blend.byte(pair[1]) != Blend.byte(b) {
                                differing += 1
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 4 * 24 * 3 * 44 * 52)
        #expect(differing == 0)
    }

    @Test("A shadow at a sub-pixel x fills every byte with the per-pixel formula's, once, under clips")
    func fillEqualsFormula() {
        let all = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let clips = [all, PixelRect(x: 13, y: 0, width: 40, height: 48), PixelRect(x: 0, y: 5, width: 31, height: 30),
                     PixelRect(x: 20, y: 0, width: 1, height: 48)]
        var checkedInside = 0
        for step in 0..<16 {
            let x = 10 + Double(step) * 0.37
            let shape = BoxShadowCoverage(rect: Rect(x: x, y: 8.5, width: 27, height: 27), radii: CornerRadii(13.5),
                                          blur: 3)
            for clip in clips {
                let grid = CoverageGrid(width: 64, height: 48)
                shape.fill(grid, clip: clip)
                let area = shape.pixelBounds.intersection(clip)
                var wrong = 0, twice = 0
                for y in 0..<48 {
                    for x in 0..<64 {
                        let inside = x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
                        let formula = shape.value(shape.distance(Double(x) + 0.5, Double(y) + 0.5))
                        let expected = inside ? Blend.byte(formula) : 0
                        if grid.bytes[y * 64 + x] != expected { wrong += 1 }
                        if grid.written[y * 64 + x] > 1 { twice += 1 }
                        if inside && expected > 0 && expected < 255 { checkedInside += 1 }
                    }
                }
                #expect(wrong == 0, "x \(x), clip \(clip)")
                #expect(twice == 0)
            }
        }
        #expect(checkedInside > 5000)  // the partial ring was really exercised
    }
}
