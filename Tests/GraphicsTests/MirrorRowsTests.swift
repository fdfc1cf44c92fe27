import Testing
@testable import Graphics

@Suite("Mirror rows")
struct MirrorRowsTests {
    static let width = 96, height = 56
    static let all = PixelRect(x: 0, y: 0, width: width, height: height)
    /// Clips: whole, the top rows cut (their mirrors are computed), the bottom rows cut, a damage
    /// rect inside the shape, one column.
    static let clips = [all, PixelRect(x: 0, y: 14, width: 96, height: 42), PixelRect(x: 0, y: 0, width: 96, height: 30),
                        PixelRect(x: 20, y: 9, width: 30, height: 21), PixelRect(x: 31, y: 0, width: 1, height: 56)]

    /// Sub-pixel positions along x (a knob in motion), the shapes' tops on whole and half pixels.
    static var offsets: [Double] {
        (0..<48).map { (i: Int) -> Double in
            let step: Double = Double(i) / 48 * 1.7
            return step + Double(i % 3) / 256
        }
    }

    fileprivate static func compare(_ fill: (CoverageGrid) -> Void) -> (differing: Int, twice: Int, replayed: Int) {
        let plain = CoverageGrid(width: width, height: height, mirrored: false)
        let mirrored = CoverageGrid(width: width, height: height, mirrored: true)
        fill(plain)
        fill(mirrored)
        var differing = 0, twice = 0
        for i in 0..<(width * height) {
            if plain.bytes[i] != mirrored.bytes[i] || plain.written[i] != mirrored.written[i] { differing += 1 }
            if mirrored.written[i] > 1 { twice += 1 }
        }
        return (differing, twice, mirrored.mirrorRows?.replayedRows ?? 0)
    }

    /// One shape type's check: each shape at every sub-pixel offset has a mirror axis and, under
    /// every clip, the same bytes and write counts with and without the mirror, no pixel written
    /// twice. `device` makes a shape's coverage moved by `dx`. Returns the rows replayed in all.
    fileprivate static func expectMirroredExactly<Shape>(
        _ shapes: [Shape], device: (Shape, Double) -> (axis: Int, fill: (CoverageGrid, PixelRect) -> Void),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var replayed = 0
        for (index, shape) in shapes.enumerated() {
            for dx in offsets {
                let moved = device(shape, dx)
                #expect(moved.axis != Int.min, "shape \(index) + \(dx)", sourceLocation: sourceLocation)
                for clip in clips {
                    let result = compare { moved.fill($0, clip) }
                    #expect(result.differing == 0, "shape \(index) + \(dx) clipped to \(clip)",
                            sourceLocation: sourceLocation)
                    #expect(result.twice == 0, "shape \(index) + \(dx) clipped to \(clip)",
                            sourceLocation: sourceLocation)
                    replayed += result.replayed
                }
            }
        }
        return replayed
    }

    @Test("Rounded rects, pills and circles: mirrored rows have the bytes computed without the mirror, bit for bit")
    func roundedRects() {
        let shapes: [(rect: Rect, radii: CornerRadii)] = [
            (Rect(x: 10, y: 6, width: 27, height: 27), CornerRadii(13.5)),  // a knob
            (Rect(x: 8, y: 4, width: 51, height: 31), CornerRadii(15.5)),  // a switch's track
            (Rect(x: 10, y: 6.5, width: 47, height: 27), CornerRadii(13.5)),  // its inner pill
            (Rect(x: 6, y: 5, width: 80, height: 44), CornerRadii(10)),  // a button: separate edge spans
            (Rect(x: 6, y: 2.5, width: 40, height: 9), CornerRadii(4.5)),  // short: rows meet both bands
            (Rect(x: 9, y: 3.25, width: 30, height: 20.5), CornerRadii(topLeading: 6, topTrailing: 2,
                                                                      bottomTrailing: 2, bottomLeading: 6)),
        ]
        let replayed = Self.expectMirroredExactly(shapes) { shape, dx in
            let device = RoundedRectCoverage(rect: shape.rect.offsetBy(dx: dx, dy: 0), radii: shape.radii)
            return (device.rowMirrorAxis, { device.fill($0, clip: $1) })
        }
        #expect(replayed > 10_000)
    }

    @Test("Box shadows: mirrored rows have the bytes computed without the mirror, bit for bit")
    func shadows() {
        let shapes: [(rect: Rect, radii: CornerRadii, blur: Double)] = [
            (Rect(x: 10, y: 8, width: 27, height: 27), CornerRadii(13.5), 3),  // a knob's shadow
            (Rect(x: 12, y: 6.5, width: 40, height: 20), CornerRadii(6), 4),
            (Rect(x: 8, y: 5, width: 60, height: 31), CornerRadii(15.5), 2.5),
            (Rect(x: 8, y: 5, width: 60, height: 30), CornerRadii(topLeading: 2, topTrailing: 9, bottomTrailing: 9,
                                                                  bottomLeading: 2), 6),
        ]
        let replayed = Self.expectMirroredExactly(shapes) { shape, dx in
            let device = BoxShadowCoverage(rect: shape.rect.offsetBy(dx: dx, dy: 0), radii: shape.radii,
                                           blur: shape.blur)
            return (device.rowMirrorAxis, { device.fill($0, clip: $1) })
        }
        #expect(replayed > 5_000)
    }

    @Test("Unequal top and bottom radii, or a centre line off the half-pixel grid, are not mirrored")
    func notMirrored() {
        let unequal = CornerRadii(topLeading: 8, topTrailing: 8, bottomTrailing: 4, bottomLeading: 4)
        #expect(RoundedRectCoverage(rect: Rect(x: 10, y: 4, width: 27, height: 27), radii: unequal).rowMirrorAxis
            == Int.min)
        #expect(RoundedRectCoverage(rect: Rect(x: 10, y: 4.3, width: 27, height: 27), radii: CornerRadii(13.5))
            .rowMirrorAxis == Int.min)
        #expect(BoxShadowCoverage(rect: Rect(x: 10, y: 8, width: 27, height: 27), radii: unequal, blur: 3)
            .rowMirrorAxis == Int.min)
        #expect(BoxShadowCoverage(rect: Rect(x: 10, y: 8.2, width: 27, height: 27), radii: CornerRadii(13.5), blur: 3)
            .rowMirrorAxis == Int.min)
    }

    @Test("A canvas draws the same pixels whether or not a fill mirrors rows")
    func canvas() {
        // Through the real blitter (which mirrors) against the plain rasterizer's coverage blended
        // by hand is what the grid tests do; here, a translucent shape over a pattern, clipped by
        // a rounded rect (the blitter changes coverage in place), equals the same drawn row by row.
        let rect = Rect(x: 10.37, y: 6, width: 27, height: 27)
        let whole = Bitmap(width: 64, height: 40), rowByRow = Bitmap(width: 64, height: 40)
        for b in [whole, rowByRow] {
            for y in 0..<40 { for x in 0..<64 { b[x, y] = 0xFF00_0000 | UInt32(x * 4) << 8 | UInt32(y * 6) } }
        }
        let paint = Paint.color(Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.7))
        let canvas = Canvas(bitmap: whole, cache: RasterCache(maximumEntries: 0))
        canvas.clip(toRoundedRect: Rect(x: 4, y: 2, width: 40, height: 30), radii: CornerRadii(9))
        canvas.fillRoundedRect(rect, radii: CornerRadii(13.5), paint: paint)
        canvas.drawShadow(roundedRect: rect, radii: CornerRadii(13.5),
                          shadow: BoxShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25),
                                            offset: Point(x: 0, y: 2), blurRadius: 3))
        for y in 0..<40 {
            // One row of damage at a time: no row finds its mirror in the same fill.
            let c = Canvas(bitmap: rowByRow, damage: [PixelRect(x: 0, y: y, width: 64, height: 1)],
                           cache: RasterCache(maximumEntries: 0))
            c.clip(toRoundedRect: Rect(x: 4, y: 2, width: 40, height: 30), radii: CornerRadii(9))
            c.fillRoundedRect(rect, radii: CornerRadii(13.5), paint: paint)
            c.drawShadow(roundedRect: rect, radii: CornerRadii(13.5),
                         shadow: BoxShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25),
                                           offset: Point(x: 0, y: 2), blurRadius: 3))
        }
        var differing = 0
        for y in 0..<40 { for x in 0..<64 where whole[x, y] != rowByRow[x, y] { differing += 1 } }
        #expect(differing == 0)
        #expect((canvas.blitter.mirrorRows?.replayedRows ?? 0) >= 20)
    }
}
