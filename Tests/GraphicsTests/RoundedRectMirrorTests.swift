import Testing
@testable import Graphics

@Suite("Rounded rect mirror columns")
struct RoundedRectMirrorTests {
    /// Shapes centred on whole or half pixels with equal leading and trailing radii, in points.
    static let shapes: [(rect: Rect, radii: CornerRadii)] = [
        (Rect(x: 10, y: 4, width: 27, height: 27), CornerRadii(13.5)),  // a knob
        (Rect(x: 8, y: 3.5, width: 51, height: 31), CornerRadii(15.5)),  // a switch's track
        (Rect(x: 6.5, y: 2.25, width: 48, height: 30), CornerRadii(topLeading: 10, topTrailing: 10,
                                                                    bottomTrailing: 4, bottomLeading: 4)),
        (Rect(x: 4, y: 5, width: 56, height: 24), CornerRadii(7.75)),  // a long middle: separate edge spans
    ]

    @Test("Mirrored columns have the bytes computed without the mirror, bit for bit")
    func mirroredEqualsComputed() {
        for shape in Self.shapes {
            let device = RoundedRectCoverage(rect: shape.rect, radii: shape.radii)
            #expect(device.mirrorAxis != Int.min)
            let whole = Bitmap(width: 64, height: 40), trailingOnly = Bitmap(width: 64, height: 40)
            Canvas(bitmap: whole).fillRoundedRect(shape.rect, radii: shape.radii, paint: .color(.white))
            // With the leading half clipped away no trailing column finds its mirror computed:
            // every one is computed from the trailing corners.
            let centre = Int(shape.rect.midX.rounded(.down))
            let clip = PixelRect(x: centre, y: 0, width: 64 - centre, height: 40)
            Canvas(bitmap: trailingOnly, damage: [clip]).fillRoundedRect(shape.rect, radii: shape.radii,
                                                                         paint: .color(.white))
            var differing = 0, drawn = 0
            for y in 0..<40 {
                for x in centre..<64 {
                    if whole[x, y] != trailingOnly[x, y] { differing += 1 }
                    if whole[x, y] != 0 { drawn += 1 }
                }
            }
            #expect(differing == 0, "\(shape.rect)")
            #expect(drawn > 100)
        }
    }

    @Test("Off-grid centres, unequal leading and trailing radii and positions off the 1/256 grid are not mirrored")
    func notMirrored() {
        #expect(RoundedRectCoverage(rect: Rect(x: 10.3, y: 4, width: 27, height: 27), radii: CornerRadii(13.5))
            .mirrorAxis == Int.min)
        let unequal = CornerRadii(topLeading: 4, topTrailing: 8, bottomTrailing: 8, bottomLeading: 4)
        #expect(RoundedRectCoverage(rect: Rect(x: 10, y: 4, width: 27, height: 27), radii: unequal)
            .mirrorAxis == Int.min)
        #expect(RoundedRectCoverage(rect: Rect(x: 0.1, y: 4, width: 26.8, height: 27), radii: CornerRadii(13.4))
            .mirrorAxis == Int.min)
    }
}
