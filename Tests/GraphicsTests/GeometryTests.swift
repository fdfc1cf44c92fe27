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
