import Graphics
import Testing
@testable import Text

@Suite("Fonts, fallback and glyphs")
struct FontSystemTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("The default chain is Inter, Noto Sans Arabic, Hebrew, CJK JP, with Noto Color Emoji")
    func defaultChain() {
        let chain = fonts.fallbackChain(weight: .regular)
        #expect(Array(chain.faces.prefix(4).map(\.family)) == FontSystem.Configuration.defaultFamilies)
        #expect(chain.emoji?.family == "Noto Color Emoji")
        #expect(chain.description.hasPrefix("Inter → Noto Sans Arabic"))
    }

    @Test("Each script falls back to its face, and Japanese is shaped with the ja language tag")
    func fallbackPerScript() {
        let paragraph = Paragraph("Hi مرحبا שלום 日本語 🎉", fonts: fonts)
        let families = paragraph.runs.filter { $0.width > 0 }.map(\.font.family)
        #expect(families.contains("Inter"))
        #expect(families.contains("Noto Sans Arabic"))
        #expect(families.contains("Noto Sans Hebrew"))
        #expect(families.contains("Noto Sans CJK JP"))
        #expect(families.contains("Noto Color Emoji"))
        #expect(paragraph.runs.filter { $0.script == "Hani" }.allSatisfy { $0.language == "ja" })
        #expect(paragraph.runs.filter { $0.script == "Arab" }.count == 1)  // spaces stay in the Arabic face
    }

    @Test("Fallback faces are opened only when a character needs them, in chain order")
    func fallbackFacesOpenOnDemand() throws {
        let fonts = try FontSystem()
        func opened() -> [String] { fonts.openedFaces.map(\.family) }
        #expect(opened() == ["Inter"])
        _ = Paragraph("Settings, Wi-Fi and 42 %", fonts: fonts)
        #expect(opened() == ["Inter"])
        #expect(fonts.fallbackChain(weight: .regular).faces.count >= 4)  // still the whole chain
        let hebrew = Paragraph("שלום", fonts: fonts)
        // Arabic comes before Hebrew in the chain, so it is opened (and found wanting) first.
        #expect(opened() == ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew"])
        #expect(hebrew.runs.allSatisfy { $0.font.family == "Noto Sans Hebrew" })
        _ = Paragraph("日本語 🎉", fonts: fonts)
        #expect(opened() == ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK JP", "Noto Color Emoji"])
    }

    @Test("Bold text uses a real bold face, not an emboldened regular one")
    func realBold() {
        let bold = fonts.fallbackChain(weight: .bold).faces[0]
        let semibold = fonts.fallbackChain(weight: .semibold).faces[0]
        #expect(bold.path.hasSuffix("Inter-Bold.otf"))
        #expect(semibold.path.hasSuffix("Inter-SemiBold.otf"))
        #expect(fonts.fallbackChain(weight: .bold).faces[1].path.hasSuffix("NotoSansArabic-Bold.ttf"))
    }

    @Test("Glyphs are placed on a quarter-pixel grid: each quarter renders differently")
    func subpixelPositioning() {
        let paragraph = Paragraph("l", fonts: fonts)
        var images: [[UInt32]] = []
        for quarter in 0..<4 {
            let bitmap = Bitmap(width: 20, height: 30)
            paragraph.draw(in: bitmap, at: Point(x: 2 + Double(quarter) * 0.25, y: 2), color: .black)
            images.append((0..<30).flatMap { y in (0..<20).map { x in bitmap[x, y] } })
        }
        #expect(Set(images.map { $0.hashValue }).count == 4)
    }

    @Test("Emoji are colour bitmaps scaled to the text size")
    func colorEmoji() throws {
        let paragraph = Paragraph("🎉", style: ParagraphStyle(font: Font(pointSize: 20)), fonts: fonts)
        let bitmap = Bitmap(width: 40, height: 40)
        paragraph.draw(in: bitmap, at: Point(x: 4, y: 4), color: .black)
        var colours: Set<UInt32> = []
        var inked = PixelRect.zero
        for y in 0..<40 { for x in 0..<40 where bitmap[x, y] >> 24 != 0 {
            colours.insert(bitmap[x, y] & 0xF0F0F0)
            inked = inked.isEmpty ? PixelRect(x: x, y: y, width: 1, height: 1) : inked.union(PixelRect(x: x, y: y, width: 1, height: 1))
        } }
        #expect(colours.count > 10)  // not a tinted mask
        #expect(inked.width >= 18 && inked.width <= 28)
    }

    @Test("The glyph cache stays within its memory bound, dropping the least recently used glyphs")
    func glyphCacheBound() throws {
        let small = try FontSystem(configuration: .init(glyphCacheByteLimit: 20_000))
        let text = String((0x4E00..<0x4F00).compactMap { Unicode.Scalar($0) }.map(Character.init))
        let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: 24)), width: 400, fonts: small)
        let bitmap = Bitmap(width: 900, height: 900)
        paragraph.draw(in: bitmap, at: .zero, scale: 2, color: .black)
        let usage = small.glyphCacheUsage
        #expect(usage.bytes <= 20_000)
        #expect(usage.glyphs > 0 && usage.glyphs < 256)

        // A 10 × 10 glyph counts 100 bytes, 120 more for its rows padded to 12 for drawing, and
        // 112 of bookkeeping: four fit, and eviction keeps three (three quarters of the bound).
        let cache = GlyphCache(byteLimit: 1400)
        let mask = GlyphMask(content: .coverage(CoverageMask(size: PixelSize(width: 10, height: 10))), offset: (0, 0))
        for g in 0..<5 { _ = cache.glyph(.init(face: 0, glyph: UInt32(g), size64: 64, subpixel: 0)) { mask } }
        _ = cache.glyph(.init(face: 0, glyph: 0, size64: 64, subpixel: 0)) { nil }  // touch glyph 0
        for g in 5..<8 { _ = cache.glyph(.init(face: 0, glyph: UInt32(g), size64: 64, subpixel: 0)) { mask } }
        var remade = false
        _ = cache.glyph(.init(face: 0, glyph: 0, size64: 64, subpixel: 0)) { remade = true; return mask }
        #expect(!remade)  // recently used: kept
        _ = cache.glyph(.init(face: 0, glyph: 1, size64: 64, subpixel: 0)) { remade = true; return mask }
        #expect(remade)  // least recently used: evicted
        #expect(cache.byteCount <= 1400)
    }

    @Test("Font files named by a configuration are chosen per weight within their family")
    func fontFilesByWeight() throws {
        let regular = FontDescriptor(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let bold = FontDescriptor(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                                  weight: .bold)
        let system = try FontSystem(configuration: .init(fontFiles: [regular, bold], families: [], emojiFamily: nil,
                                                         usesSystemFallback: false))
        #expect(system.fallbackChain(weight: .regular).faces == [regular])
        #expect(system.fallbackChain(weight: .bold).faces == [bold])
        #expect(system.fallbackChain(weight: .semibold).faces == [bold])
    }
}
