import Testing
@testable import Graphics

@Suite("Bitmap")
struct BitmapTests {
    @Test("A fill touches exactly the clipped rect, with any stride")
    func fillIsClipped() {
        let bitmap = Bitmap(size: PixelSize(width: 37, height: 11), stride: 37 * 4 + 12)
        bitmap.fill(PixelRect(x: 30, y: -3, width: 20, height: 6), pixel: 0xFF11_2233)
        for y in 0..<11 {
            for x in 0..<37 {
                let inside = x >= 30 && y < 3
                #expect(bitmap[x, y] == (inside ? 0xFF11_2233 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test("Full clears of padded and unpadded bitmaps set every pixel")
    func fullClear() {
        for stride in [nil, 1300 * 4] as [Int?] {
            let bitmap = Bitmap(size: PixelSize(width: 1283, height: 7), stride: stride)
            bitmap.clear(Color(hex: 0xF2F2F7))
            var wrong = 0
            for y in 0..<7 { for x in 0..<1283 where bitmap[x, y] != 0xFFF2_F2F7 { wrong += 1 } }
            #expect(wrong == 0)
        }
    }

    @Test("A translucent fill blends source-over, vector and scalar paths alike")
    func translucentFill() {
        let bitmap = Bitmap(width: 19, height: 2)
        bitmap.clear(.white)
        bitmap.fill(bitmap.bounds, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        for x in 0..<19 { #expect(bitmap[x, 1] == 0xFF7F_7F7F) }
    }

    @Test("A coverage mask tints only covered pixels, proportionally")
    func maskBlend() throws {
        let bitmap = Bitmap(width: 4, height: 1)
        bitmap.clear(.white)
        let mask = try #require(CoverageMask(size: PixelSize(width: 3, height: 1), coverage: [0, 128, 255]))
        bitmap.blend(mask, at: (x: 1, y: 0), color: .black)
        #expect(bitmap[0, 0] == 0xFFFF_FFFF && bitmap[1, 0] == 0xFFFF_FFFF)
        #expect(bitmap[2, 0] == 0xFF7F_7F7F && bitmap[3, 0] == 0xFF00_0000)
        #expect(CoverageMask(size: PixelSize(width: 2, height: 2), coverage: [1]) == nil)
    }

    @Test("Copying a damage rect into another bitmap moves only that rect")
    func copyDamage() {
        let a = Bitmap(width: 8, height: 8), b = Bitmap(width: 8, height: 8)
        a.clear(.black)
        a.copy(PixelRect(x: 2, y: 2, width: 3, height: 100), into: b)
        #expect(b[2, 2] == 0xFF00_0000 && b[4, 7] == 0xFF00_0000 && b[5, 2] == 0 && b[2, 1] == 0)
    }

    @Test("A picture copied from a padded frame holds the same pixels, rows packed, from the allocator")
    func pictureCopy() {
        let frame = Bitmap(size: PixelSize(width: 1283, height: 5), stride: 1300 * 4)
        for y in 0..<5 { for x in 0..<1283 { frame[x, y] = 0xFF00_0000 | UInt32(x * 7 + y * 131) } }
        let log = PixelAllocationLog()
        let copy = PixelAllocationTracking.recording(into: log) { Bitmap(pictureCopying: frame) }
        #expect(copy.hasSamePixels(as: frame))
        #expect(copy.stride == 1283 * 4)
        #expect(log.largest == 1283 * 4 * 5)
        // One pixel: the 64-byte minimum is zero past it.
        let dot = Bitmap(width: 1, height: 1)
        dot[0, 0] = 0xFF12_3456
        #expect(Bitmap(pictureCopying: dot)[0, 0] == 0xFF12_3456)
    }
}
