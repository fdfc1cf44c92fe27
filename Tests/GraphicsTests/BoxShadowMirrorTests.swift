import Testing
@testable import Graphics

@Suite("Box shadow mirror columns")
struct BoxShadowMirrorTests {
    @Test("A shadow centred on a whole or half pixel mirrors its columns: every byte the per-pixel formula's, once")
    func mirroredColumns() {
        let all = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let knob = Rect(x: 10, y: 8.5, width: 27, height: 27), card = Rect(x: 10.5, y: 6, width: 40, height: 20)
        let cases: [(rect: Rect, radii: CornerRadii, blur: Double, clip: PixelRect)] = [
            (knob, CornerRadii(13.5), 3, all),
            (card, CornerRadii(6), 4, all),
            (Rect(x: 12, y: 5.25, width: 31, height: 30), CornerRadii(15.5), 2.5, all),
            // Clipped on the leading side: mirrors of clipped columns are computed.
            (knob, CornerRadii(13.5), 3, PixelRect(x: 14, y: 0, width: 50, height: 48)),
            // Clipped on the trailing side.
            (card, CornerRadii(6), 4, PixelRect(x: 0, y: 3, width: 33, height: 40)),
        ]
        for c in cases {
            let shape = BoxShadowCoverage(rect: c.rect, radii: c.radii, blur: c.blur)
            #expect(shape.mirrorAxis != Int.min)
            let grid = CoverageGrid(width: 64, height: 48)
            shape.fill(grid, clip: c.clip)
            let area = shape.pixelBounds.intersection(c.clip)
            var wrong = 0, twice = 0
            for y in 0..<48 {
                for x in 0..<64 {
                    let inside = x >= area.x && x < area.maxX && y >= area.y && y < area.maxY
                    let formula = shape.value(shape.distance(Double(x) + 0.5, Double(y) + 0.5))
                    let expected = inside ? Blend.byte(formula) : 0
                    if grid.bytes[y * 64 + x] != expected { wrong += 1 }
                    if grid.written[y * 64 + x] > 1 { twice += 1 }
                }
            }
            #expect(wrong == 0, "\(c.rect) clipped to \(c.clip)")
            #expect(twice == 0)
        }
    }

    @Test("Unequal leading and trailing radii, or a centre off the half-pixel grid, are not mirrored")
    func notMirrored() {
        let radii = CornerRadii(topLeading: 4, topTrailing: 8, bottomTrailing: 8, bottomLeading: 4)
        let unequal = BoxShadowCoverage(rect: Rect(x: 10, y: 8, width: 27, height: 27), radii: radii, blur: 3)
        #expect(unequal.mirrorAxis == Int.min)
        let offGrid = BoxShadowCoverage(rect: Rect(x: 10.3, y: 8, width: 27, height: 27), radii: CornerRadii(13.5),
                                        blur: 3)
        #expect(offGrid.mirrorAxis == Int.min)
    }
}
