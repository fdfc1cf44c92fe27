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

    @Test("An emoji whose fill does not fit is left out and counted, on a bitmap and on a canvas; drawn once memory is back")
    func colorFillOutOfMemory() throws {
        let fonts = try FontSystem()
        let fault = MemoryFault()
        fonts.glyphMemory.refuses = { bytes in fault.refusesAbove.map { bytes > $0 } ?? false }
        let emoji = Paragraph("😀", style: ParagraphStyle(font: Font(pointSize: 120)), fonts: fonts)
        let run = try #require(emoji.runs.first)
        #expect(fonts.lock.withLock { fonts.face(run.face).isColorBitmap })
        fault.refusesAbove = 4096  // a 120 pt colour glyph is about 60 KB of pixels
        let bitmap = Bitmap(width: 200, height: 200)
        emoji.draw(in: bitmap, at: Point(x: 10, y: 10), color: .black)
        #expect(inked(bitmap, bitmap.bounds) == 0)
        #expect(fonts.glyphFillsOutOfMemory == 1)
        let canvasBitmap = Bitmap(width: 200, height: 200)
        emoji.draw(in: Canvas(bitmap: canvasBitmap), at: Point(x: 10, y: 10), color: .black)
        #expect(inked(canvasBitmap, canvasBitmap.bounds) == 0)
        #expect(fonts.glyphFillsOutOfMemory == 2)
        fault.refusesAbove = nil
        emoji.draw(in: bitmap, at: Point(x: 10, y: 10), color: .black)
        emoji.draw(in: Canvas(bitmap: canvasBitmap), at: Point(x: 10, y: 10), color: .black)
        #expect(inked(bitmap, bitmap.bounds) > 5000)
        #expect(inked(canvasBitmap, canvasBitmap.bounds) > 5000)
        #expect(fonts.glyphFillsOutOfMemory == 2)
    }

    @Test("A fill's pixels are the glyph's own: a mask made from arrays reads back equal, and equality compares pixels")
    func maskPixelsRoundTrip() throws {
        let bytes = (0..<35).map { UInt8($0 * 7) }
        let coverage = try #require(CoverageMask(size: PixelSize(width: 7, height: 5), coverage: bytes))
        let mask = GlyphMask(content: .coverage(coverage), offset: (3, -4))
        #expect(mask.content == .coverage(coverage))
        #expect(mask.size == PixelSize(width: 7, height: 5) && mask.byteCount == 35 + 64)
        #expect(mask == GlyphMask(content: .coverage(coverage), offset: (3, -4)))
        var other = bytes
        other[34] = 1
        let changed = try #require(CoverageMask(size: PixelSize(width: 7, height: 5), coverage: other))
        #expect(mask != GlyphMask(content: .coverage(changed), offset: (3, -4)))
        #expect(mask != GlyphMask(content: .coverage(coverage), offset: (3, -5)))
        let colour = GlyphMask(content: .color(size: PixelSize(width: 2, height: 1), pixels: [0xFF00_00FF, 0x8000_4000]),
                               offset: (0, 0))
        #expect(colour.content == .color(size: PixelSize(width: 2, height: 1), pixels: [0xFF00_00FF, 0x8000_4000]))
        #expect(colour != mask)
        // A real fill: the font system's "W" at 40 pt read back through `content` has ink.
        let fonts = try FontSystem()
        let run = try #require(Paragraph("W", style: ParagraphStyle(font: Font(pointSize: 40)), fonts: fonts).runs.first)
        let glyph = try #require(fonts.lock.withLock {
            fonts.glyphMask(face: run.face, glyph: run.glyphs[0].id, pixelSize: 40, subpixel: 0)
        })
        guard case .coverage(let filled) = glyph.content else {
            Issue.record("an outline glyph has coverage")
            return
        }
        #expect(filled.coverage.count == glyph.size.width * glyph.size.height)
        #expect(filled.coverage.filter { $0 == 255 }.count > 100)
    }

    @Test("FreeType's out-of-memory error counts as running out; other errors do not")
    func freeTypeOutOfMemory() {
        let memory = GlyphMemory()
        #expect(!memory.check(freeTypeError: 0) && !memory.ranOut)
        #expect(!memory.check(freeTypeError: 0x14) && !memory.ranOut)  // FT_Err_Invalid_Outline
        #expect(memory.check(freeTypeError: GlyphMemory.freeTypeOutOfMemory) && memory.ranOut)
    }
}
