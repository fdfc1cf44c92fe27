import Graphics
import Testing
@testable import Text

@Suite("The glyph cache's in-place reads for drawing")
struct GlyphCacheTests {
    /// A coverage glyph whose size, offset and bytes all depend on `n`.
    static func mask(_ n: Int) -> GlyphMask {
        let width = 1 + n % 7, height = 1 + n % 5
        let bytes = (0..<(width * height)).map { UInt8(truncatingIfNeeded: n &* 31 &+ $0 &+ 1) }
        let coverage = CoverageMask(size: PixelSize(width: width, height: height), coverage: bytes)
        return GlyphMask(content: .coverage(coverage ?? CoverageMask(size: PixelSize(width: 1, height: 1))),
                         offset: (n % 3 - 1, -(n % 11)))
    }

    static func key(_ n: Int) -> GlyphCache.Key {
        GlyphCache.Key(face: n % 3, glyph: UInt32(n), size64: 17 * 64, subpixel: UInt8(n & 3))
    }

    /// Whether the cache's slot for glyph `n` reads back exactly `expected` (nil: an empty glyph):
    /// the box and coverage drawing reads in place, and the mask itself.
    static func readsBack(_ cache: GlyphCache, _ n: Int, _ expected: GlyphMask?) -> Bool {
        guard let slot = cache.slotIfCached(key(n)) else { return false }
        let box = cache.coverageBox(at: slot)
        guard cache.mask(at: slot) == expected else { return false }
        guard let expected, case .coverage(let coverage) = expected.content else { return !box.hasCoverage }
        return box.hasCoverage && box.width == coverage.size.width && box.height == coverage.size.height
            && box.offsetX == expected.offset.x && box.offsetY == expected.offset.y
            && cache.coverage(at: slot) == GlyphCache.padded(coverage)
    }

    @Test("Drawing reads a glyph's coverage with its rows padded to four bytes: the glyph's bytes, then empty columns")
    func paddedDrawingForm() {
        for n in 0..<35 {
            let mask = Self.mask(n)
            guard case .coverage(let coverage) = mask.content else { continue }
            let padded = GlyphCache.padded(coverage)
            let w = coverage.size.width
            #expect(padded.size.width % 4 == 0 && padded.size.width - w < 4 && padded.size.height == coverage.size.height)
            var same = true
            for y in 0..<padded.size.height {
                for x in 0..<padded.size.width where padded[x, y] != (x < w ? coverage[x, y] : 0) { same = false }
            }
            #expect(same, "glyph \(n)")
        }
        // The drawing form counts against the bound: a 5-wide glyph of 3 rows takes 15 + 64 for
        // itself, 24 for its padded rows, 48 for its entry.
        let cache = GlyphCache(byteLimit: 1 << 20)
        let five = CoverageMask(size: PixelSize(width: 5, height: 3))
        cache.store(GlyphMask(content: .coverage(five), offset: (0, 0)), for: Self.key(1))
        #expect(cache.byteCount == 15 + 64 + 24 + 48)
        let four = CoverageMask(size: PixelSize(width: 4, height: 3))
        cache.store(GlyphMask(content: .coverage(four), offset: (0, 0)), for: Self.key(2))
        // Already four bytes wide: its rows for drawing are a copy of the same size (the cache's own memory).
        #expect(cache.byteCount == 15 + 64 + 24 + 48 + 12 + 64 + 12 + 48)
    }

    @Test("Every glyph reads back its own box and coverage while the table grows from 256 to 2048 slots")
    func readsAcrossGrowth() {
        let cache = GlyphCache(byteLimit: 1 << 20)
        for n in 0..<600 { cache.store(n % 10 == 9 ? nil : Self.mask(n), for: Self.key(n)) }
        let colour = GlyphMask(content: .color(size: PixelSize(width: 2, height: 1),
                                               pixels: [0xFF00_00FF, 0x8000_4000]),
                               offset: (0, -2))
        cache.store(colour, for: Self.key(600))
        #expect(cache.count == 601)
        let wrong = (0..<600).filter { !Self.readsBack(cache, $0, $0 % 10 == 9 ? nil : Self.mask($0)) }
        #expect(wrong.isEmpty)
        #expect(Self.readsBack(cache, 600, colour))  // a colour glyph has no coverage box
        #expect(cache.slotIfCached(Self.key(601)) == nil)
    }

    @Test("After eviction the glyphs kept read back their own box and coverage, and the dropped are absent")
    func readsAfterEviction() {
        let cache = GlyphCache(byteLimit: 4000)
        for n in 0..<200 { cache.store(Self.mask(n), for: Self.key(n)) }
        #expect(cache.byteCount <= 4000)
        var kept = 0
        for n in 0..<200 where cache.slotIfCached(Self.key(n)) != nil {
            kept += 1
            #expect(Self.readsBack(cache, n, Self.mask(n)), "glyph \(n)")
        }
        #expect(kept > 10 && kept < 200)
        #expect(Self.readsBack(cache, 199, Self.mask(199)))  // the one stored last is kept
    }

    @Test("Inside a draw, the rows of a glyph evicted or emptied out stay readable until the draw ends")
    func rowsOutliveEvictionDuringDraw() throws {
        let cache = GlyphCache(byteLimit: 4000)
        cache.store(Self.mask(5), for: Self.key(5))
        let slot = try #require(cache.slotIfCached(Self.key(5)))
        let expected = cache.coverage(at: slot)
        let box = cache.coverageBox(at: slot)
        let rows = try #require(cache.coverageRows(at: slot))
        cache.beginDrawing()
        for n in 100..<300 { cache.store(Self.mask(n), for: Self.key(n)) }  // evicts glyph 5
        #expect(cache.slotIfCached(Self.key(5)) == nil)
        #expect(cache.retiredRowsCount > 0)
        cache.removeAll()  // what running out of memory does mid-draw
        let stride = GlyphCache.paddedRowBytes(width: box.width)
        #expect([UInt8](UnsafeBufferPointer(start: rows, count: stride * box.height)) == expected.coverage)
        cache.beginDrawing()  // nested: the rows wait for the outer draw
        cache.endDrawing()
        #expect(cache.retiredRowsCount > 0)
        cache.endDrawing()
        #expect(cache.retiredRowsCount == 0)
        // Outside a draw, eviction frees at once.
        for n in 0..<200 { cache.store(Self.mask(n), for: Self.key(n)) }
        #expect(cache.retiredRowsCount == 0)
    }

    @Test("A line whose glyphs evict each other from a small cache while it is drawn has the same pixels")
    func evictionWhileDrawingALine() throws {
        let text = String((0x4E00..<0x4E60).compactMap { Unicode.Scalar($0) }.map(Character.init))
        func render(_ fonts: FontSystem) -> Bitmap {
            // One line of 96 ideographs at 48 px: far more than a 20,000-byte cache holds.
            let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: 24)), fonts: fonts)
            return TextFixture.render(paragraph, scale: 2)
        }
        let small = try FontSystem(configuration: .init(glyphCacheByteLimit: 20_000))
        let roomy = try FontSystem(configuration: .init())
        let first = render(small), again = render(small), reference = render(roomy)
        #expect(small.glyphCacheUsage.bytes <= 20_000)
        #expect(small.glyphCacheUsage.glyphs < 96)  // glyphs of the line were evicted while it was drawn
        #expect(small.glyphCache.retiredRowsCount == 0)  // and freed once it was
        var inked = 0, differing = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                if reference[x, y] != reference[0, 0] { inked += 1 }
                if first[x, y] != reference[x, y] || again[x, y] != reference[x, y] { differing += 1 }
            }
        }
        #expect(inked > 5000)
        #expect(differing == 0)
    }

    @Test("Text drawn from cache hits, from glyphs just filled and with no cache at all has the same pixels")
    func samePixelsOnEveryPath() throws {
        func render(_ fonts: FontSystem) -> Bitmap {
            let paragraph = Paragraph("Wi-Fi Network · Bluetooth 4.2 — Ångström",
                                      style: ParagraphStyle(font: Font(pointSize: 17)), fonts: fonts)
            return TextFixture.render(paragraph, scale: 1.5)
        }
        let fonts = try FontSystem(configuration: .init())
        let filled = render(fonts)  // every glyph a miss: filled, cached, then read from its new slot
        let hits = render(fonts)  // every glyph a hit
        let uncached = render(try FontSystem(configuration: .init(glyphCacheByteLimit: 0)))  // nothing is kept
        var inked = 0, differing = 0
        for y in 0..<filled.height {
            for x in 0..<filled.width {
                if filled[x, y] != filled[0, 0] { inked += 1 }
                if filled[x, y] != hits[x, y] || filled[x, y] != uncached[x, y] { differing += 1 }
            }
        }
        #expect(inked > 500)  // the text was drawn
        #expect(differing == 0)
        #expect(fonts.glyphCacheUsage.glyphs > 20)
    }
}
