import Testing
@testable import Graphics

@Suite("Geometry")
struct GeometryTests {
    @Test("Point rects round outwards to whole pixels at every scale")
    func pixelBoundsRoundOutwards() {
        #expect(Rect(x: 0.5, y: 0.25, width: 1, height: 1).pixelBounds(scale: 1) == PixelRect(x: 0, y: 0, width: 2, height: 2))
        #expect(Rect(x: 10, y: 20, width: 5, height: 5).pixelBounds(scale: 2) == PixelRect(x: 20, y: 40, width: 10, height: 10))
        #expect(Rect(x: 1, y: 1, width: 1, height: 1).pixelBounds(scale: 1.5) == PixelRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test("Pixel bounds equal the edges rounded by libm, near and past Int32's limit too")
    func pixelBoundsSameAsLibm() {
        // The rounding pixelBounds(scale:) did through `rounded(.down)` and `rounded(.up)`.
        func reference(_ r: Rect, _ scale: Double) -> PixelRect {
            guard !r.isEmpty, scale > 0, scale.isFinite else { return .zero }
            let x0 = (r.minX * scale).rounded(.down), y0 = (r.minY * scale).rounded(.down)
            let x1 = (r.maxX * scale).rounded(.up), y1 = (r.maxY * scale).rounded(.up)
            let limit = Double(Int32.max)
            guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return .zero }
            return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        }
        let edge = Double(Int32.max)
        var rects = [Rect(x: -edge + 0.5, y: 0, width: 1, height: 1), Rect(x: -edge + 1.5, y: 0, width: 1, height: 1),
                     Rect(x: 0, y: edge - 1.5, width: 1, height: 1), Rect(x: 0, y: edge - 2.5, width: 1, height: 1),
                     Rect(x: -edge - 0.5, y: 0, width: 2, height: 1), Rect(x: 1e13, y: 0, width: 1, height: 1),
                     Rect(x: -1e300, y: 0, width: 1e300, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
                     Rect(x: -0.0, y: -0.25, width: 0.25, height: 0.5), Rect(x: 3, y: 4, width: 1e-300, height: 2)]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<5_000 {
            rects.append(Rect(x: (unit() - 0.5) * 4096, y: (unit() - 0.5) * 4096, width: unit() * 2048,
                              height: unit() * 2048))
            // On the quarter-pixel grid: edges that are whole pixels at some scales.
            rects.append(Rect(x: ((unit() - 0.5) * 4096).rounded() / 4, y: ((unit() - 0.5) * 4096).rounded() / 4,
                              width: (unit() * 256).rounded() / 4, height: (unit() * 256).rounded() / 4))
        }
        for r in rects {
            for scale in [1, 1.5, 2, 0.75, 3.0 / 7] {
                #expect(r.pixelBounds(scale: scale) == reference(r, scale), "\(r) at \(scale)")
            }
        }
    }

    @Test("A transform's pixel bounds of a rect are its mapped rect's, for every scale, sign, shear and extreme")
    func transformPixelBoundsSameAsTwoSteps() {
        var rng = SplitMix(state: 0x9E37_79B9_7F4A_7C15)
        func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
        var transforms: [Transform2D] = [.identity, Transform2D(scaleX: -1, y: 1), Transform2D(scaleX: 2, y: -0.5),
                                         Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 320, ty: 0),
                                         Transform2D(rotationAngle: 0.3), Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
                                         Transform2D(scaleX: 0, y: 1), Transform2D(translationX: 1e13, y: 0),
                                         Transform2D(translationX: .nan, y: 0), Transform2D(scaleX: .infinity, y: 1)]
        var rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: -5, height: 5),
                     Rect(x: 0, y: .nan, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
                     Rect(x: -0.0, y: -0.25, width: 0.25, height: 0.5), Rect(x: Double(Int32.max) - 1.5, y: 0, width: 1, height: 1)]
        for _ in 0..<200 {
            let s = [1, 2, 1.5, -1, 0.75][Int(unit() * 5)]
            transforms.append(Transform2D(a: s, b: 0, c: 0, d: s * (unit() < 0.2 ? -1 : 1),
                                          tx: ((unit() - 0.5) * 4096).rounded() / 4, ty: (unit() - 0.5) * 2048))
            rects.append(Rect(x: (unit() - 0.5) * 2048, y: (unit() - 0.5) * 2048, width: unit() * 512, height: unit() * 512))
        }
        for t in transforms {
            for r in rects {
                #expect(t.pixelBounds(of: r) == t.apply(to: r).pixelBounds(scale: 1), "\(r) under \(t)")
            }
        }
    }

    @Test("Empty, negative and NaN rects cover no pixels")
    func degenerateRects() {
        #expect(Rect(x: 0, y: 0, width: -5, height: 5).pixelBounds(scale: 1).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 5).pixelBounds(scale: 1).isEmpty)
        #expect(Rect(x: .infinity, y: 0, width: 1, height: 1).pixelBounds(scale: 1).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).pixelBounds(scale: .nan).isEmpty)
    }

    @Test("Pixel rect intersection, union and containment")
    func pixelRectAlgebra() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == PixelRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == PixelRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(PixelRect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
        #expect(a.union(.zero) == a)
        #expect(a.contains(PixelRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(!a.contains(b))
        #expect(a.area == 100 && PixelRect(x: 0, y: 0, width: -1, height: 4).area == 0)
    }

    @Test("Rect union ignores empty operands and intersection of disjoint rects is empty")
    func rectAlgebra() {
        let a = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.union(.zero) == a)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 1, height: 1)).isEmpty)
        #expect(a.contains(Point(x: 0, y: 0)) && !a.contains(Point(x: 4, y: 2)))
    }
}
