import Testing
@testable import Graphics

@Suite("Damage region")
struct DamageRegionTests {
    let screen = PixelSize(width: 100, height: 80)

    @Test("Rects in points round outwards and are clipped to the screen")
    func roundingAndClipping() {
        var region = DamageRegion(screen: screen)
        region.add(Rect(x: 10.5, y: 3.2, width: 4, height: 2), scale: 2)
        #expect(region.rects == [PixelRect(x: 21, y: 6, width: 8, height: 5)])
        region.add(PixelRect(x: 90, y: 70, width: 30, height: 30))
        #expect(region.rects.last == PixelRect(x: 90, y: 70, width: 10, height: 10))
        region.add(PixelRect(x: 200, y: 0, width: 5, height: 5))
        #expect(region.rects.count == 2)
    }

    @Test("Covered rects are dropped and a rect covering others replaces them")
    func covered() {
        var region = DamageRegion(screen: screen)
        region.add(PixelRect(x: 10, y: 10, width: 20, height: 20))
        region.add(PixelRect(x: 12, y: 12, width: 5, height: 5))
        #expect(region.rects == [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        region.add(PixelRect(x: 60, y: 60, width: 4, height: 4))
        region.add(PixelRect(x: 50, y: 50, width: 20, height: 20))
        #expect(region.rects == [PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: 50, y: 50, width: 20, height: 20)])
    }

    @Test("Two rects merge only when their union is smaller than their sum")
    func merging() {
        var region = DamageRegion(screen: screen)
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 8, y: 0, width: 10, height: 10))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 18, height: 10)])
        region.add(PixelRect(x: 80, y: 60, width: 10, height: 10))
        #expect(region.rects.count == 2)
    }

    @Test("Past its bound the region becomes the whole screen")
    func overflow() {
        var region = DamageRegion(screen: screen, maximumRectCount: 3)
        for i in 0..<4 { region.add(PixelRect(x: i * 25, y: (i % 2) * 60, width: 3, height: 3)) }
        #expect(region.isFullScreen)
        region.removeAll()
        #expect(region.isEmpty)
    }
}
