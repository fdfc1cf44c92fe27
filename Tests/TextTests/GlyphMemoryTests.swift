import Graphics
import Testing
@testable import Text

/// A fault switch for the glyph fills' allocations (tests must not really exhaust memory).
private final class MemoryFault: @unchecked Sendable {
    /// Fills of more than this many bytes are refused; nil refuses nothing.
    var refusesAbove: Int?
}

@Suite("Glyphs: out of memory during a fill")
struct GlyphMemoryTests {
    private func inked(_ bitmap: Bitmap, _ rect: PixelRect) -> Int {
        var count = 0
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where bitmap[x, y] >> 24 != 0 { count += 1 } }
        return count
    }

    @Test("A glyph too large for the memory left is left out; the rest is drawn, counted once, and drawn in full later")
    func fillOutOfMemoryDegrades() throws {
        let fonts = try FontSystem()
        let fault = MemoryFault()
        fonts.glyphMemory.refuses = { bytes in fault.refusesAbove.map { bytes > $0 } ?? false }
        // Small text at 17 pt and one large "W" at 160 pt, side by side.
        let small = Paragraph("Wi-Fi", style: ParagraphStyle(font: Font(pointSize: 17)), fonts: fonts)
        let large = Paragraph("W", style: ParagraphStyle(font: Font(pointSize: 160)), fonts: fonts)
        fault.refusesAbove = 4096  // a 17 pt glyph needs a few hundred bytes; the 160 pt W about 20 KB
        let bitmap = Bitmap(width: 300, height: 220)
        small.draw(in: bitmap, at: Point(x: 4, y: 4), color: .black)
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 0, y: 0, width: 78, height: 30)) > 40)  // "Wi-Fi" drawn
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) == 0)  // the W left out
        #expect(fonts.glyphFillsOutOfMemory == 1)
        #expect(fonts.glyphCacheUsage.glyphs == 0)  // the cache was given back before the second try
        // Memory is back: the W is filled now (its failure was not cached).
        fault.refusesAbove = nil
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) > 2000)
        #expect(fonts.glyphFillsOutOfMemory == 1)
    }

    @Test("A glyph whose fill fits but whose cached rows do not is left out, counted once, and drawn when memory is back")
    func rowsOutOfMemoryDegrades() throws {
        let fonts = try FontSystem()
        let fault = MemoryFault()
        // Found on a real kernel (VM suite, glyphmemory.sh): under an address-space limit the fill
        // of a 2,000-point W fitted, and the padded copy of its rows the cache keeps ended the process.
        fonts.glyphMemory.refusesRows = { bytes in fault.refusesAbove.map { bytes > $0 } ?? false }
        let small = Paragraph("Wi-Fi", style: ParagraphStyle(font: Font(pointSize: 17)), fonts: fonts)
        let large = Paragraph("W", style: ParagraphStyle(font: Font(pointSize: 160)), fonts: fonts)
        fault.refusesAbove = 4096
        let bitmap = Bitmap(width: 300, height: 220)
        small.draw(in: bitmap, at: Point(x: 4, y: 4), color: .black)
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 0, y: 0, width: 78, height: 30)) > 40)
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) == 0)
        #expect(fonts.glyphFillsOutOfMemory == 1)
        #expect(fonts.glyphCacheUsage.glyphs == 0)
        fault.refusesAbove = nil
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) > 2000)
        #expect(fonts.glyphFillsOutOfMemory == 1)
    }

    @Test("A glyph too large for the cache whose drawing copy cannot be made is left out and counted")
    func uncachedCopyOutOfMemory() throws {
        let fonts = try FontSystem(configuration: FontSystem.Configuration(glyphCacheByteLimit: 1000))
        let fault = MemoryFault()
        fonts.glyphMemory.refusesRows = { bytes in fault.refusesAbove.map { bytes > $0 } ?? false }
        let large = Paragraph("W", style: ParagraphStyle(font: Font(pointSize: 160)), fonts: fonts)
        fault.refusesAbove = 4096
        let bitmap = Bitmap(width: 300, height: 220)
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) == 0)
        #expect(fonts.glyphFillsOutOfMemory == 1)
        fault.refusesAbove = nil
        large.draw(in: bitmap, at: Point(x: 80, y: 20), color: .black)
        #expect(inked(bitmap, PixelRect(x: 80, y: 20, width: 220, height: 200)) > 2000)
    }

    @Test("FreeType's out-of-memory error counts as running out; other errors do not")
    func freeTypeOutOfMemory() {
        let memory = GlyphMemory()
        #expect(!memory.check(freeTypeError: 0) && !memory.ranOut)
        #expect(!memory.check(freeTypeError: 0x14) && !memory.ranOut)  // FT_Err_Invalid_Outline
        #expect(memory.check(freeTypeError: GlyphMemory.freeTypeOutOfMemory) && memory.ranOut)
    }
}
