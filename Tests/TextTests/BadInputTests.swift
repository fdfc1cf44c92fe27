import Graphics
import Testing
@testable import Text

/// Text from outside is never trusted: every kind of bad input has a defined result, and none
/// crashes or hangs.
@Suite("Bad input")
struct BadInputTests {
    let fonts: FontSystem

    init() throws { fonts = try TextFixture.fonts() }

    @Test("An empty string is one empty line as tall as the font, with its caret at 0")
    func emptyString() {
        let paragraph = Paragraph("", style: ParagraphStyle(font: Font(pointSize: 17)), width: 100, fonts: fonts)
        #expect(paragraph.lines.count == 1)
        #expect(paragraph.size.width == 0)
        #expect(paragraph.size.height > 17)
        #expect(paragraph.firstBaseline > 10)
        #expect(paragraph.index(at: Point(x: 50, y: 5)) == 0)
        #expect(paragraph.caretRect(forIndex: 3).height == paragraph.lines[0].height)
        let bitmap = Bitmap(width: 10, height: 10)
        paragraph.draw(in: bitmap, at: .zero, color: .black)
        #expect(bitmap[5, 5] == 0)
    }

    @Test("Lone combining marks shape onto a dotted circle or nothing, and get a width")
    func loneCombiningMarks() {
        for text in ["\u{0301}", "\u{0301}\u{0308}\u{0327}", "\u{064B}", "\u{05B8}abc", " \u{20DD}"] {
            let paragraph = Paragraph(text, width: 100, fonts: fonts)
            #expect(paragraph.lines.count == 1)
            #expect(paragraph.size.width.isFinite)
            #expect(paragraph.runs.allSatisfy { !$0.glyphs.isEmpty })
        }
    }

    @Test("A one-megabyte single-line string lays out, wraps and truncates in linear time")
    func oneMegabyteLine() {
        let word = "lorem ipsum dolor sit amet, "
        let text = String(repeating: word, count: (1 << 20) / word.utf8.count + 1)
        #expect(text.utf8.count >= 1 << 20)
        let single = Paragraph(text, style: ParagraphStyle(maximumLines: 1), width: 300, fonts: fonts)
        #expect(single.lines.count == 1)
        #expect(single.isTruncated)
        #expect(single.size.width <= 300)
        let unwrapped = Paragraph(text, fonts: fonts)
        #expect(unwrapped.lines.count == 1)
        #expect(unwrapped.size.width > 100_000)
    }

    @Test("Deep bidi embeddings and isolates beyond the maximum depth resolve without failing")
    func deepEmbeddings() {
        let embeddings = String(repeating: "\u{202B}\u{202A}", count: 200) + "abc שלום" + String(repeating: "\u{202C}", count: 400)
        let isolates = String(repeating: "\u{2067}\u{2066}", count: 300) + "abc שלום" + String(repeating: "\u{2069}", count: 700)
        let unbalanced = String(repeating: "\u{202E}\u{2068}\u{2069}\u{202C}\u{2069}", count: 500)
        for text in [embeddings, isolates, unbalanced] {
            let paragraph = Paragraph(text, width: 120, fonts: fonts)
            #expect(!paragraph.lines.isEmpty)
            let bidi = BidiParagraph(codePoints: paragraph.codePoints, direction: .natural)
            #expect(bidi.levels.allSatisfy { $0 <= 126 })
            let order = bidi.visualOrder(of: 0..<paragraph.codePoints.count).order
            #expect(order.sorted() == Array(0..<paragraph.codePoints.count))
        }
    }

    @Test("Control characters are invisible and take no width; tabs take one em")
    func controlCharacters() {
        let plain = Paragraph("ab", fonts: fonts)
        let controlled = Paragraph("a\u{0001}\u{0007}\u{001B}\u{007F}\u{0085}\u{0000}b", width: 200, fonts: fonts)
        #expect(controlled.lines.count == 2)  // U+0085 (NEL) ends a line
        let tab = Paragraph("a\tb", fonts: fonts)
        #expect(abs(tab.size.width - plain.size.width - 17) < 0.5)
        let invisible = Paragraph("\u{0001}\u{0002}\u{0003}", fonts: fonts)
        #expect(invisible.size.width == 0)
        let bitmap = Bitmap(width: 40, height: 40)
        invisible.draw(in: bitmap, at: .zero, scale: 1, color: .black)
        #expect((0..<40).allSatisfy { y in (0..<40).allSatisfy { x in bitmap[x, y] == 0 } })
    }

    @Test("Zero, negative and NaN widths have defined results")
    func degenerateWidths() {
        let text = "Wi-Fi networks"
        let zero = Paragraph(text, width: 0, fonts: fonts)
        #expect(zero.lines.count == text.count)  // one grapheme per line
        let negative = Paragraph(text, width: -40, fonts: fonts)
        #expect(negative.lines.count == zero.lines.count)
        let nan = Paragraph(text, width: .nan, fonts: fonts)
        #expect(nan.lines.count == 1)
        #expect(nan.width == nil)
        let infinite = Paragraph(text, width: .infinity, fonts: fonts)
        #expect(infinite.size == nan.size)
        let nanFont = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: .nan), lineHeight: -3), fonts: fonts)
        #expect(nanFont.style.font.pointSize == 17)
        #expect(nanFont.style.lineHeight == nil)
        let bitmap = Bitmap(width: 20, height: 20)
        nan.draw(in: bitmap, at: Point(x: .nan, y: 0), scale: .nan, color: .black)
        nan.draw(in: bitmap, at: .zero, scale: -1, color: .black)
        #expect(nan.index(at: Point(x: .nan, y: .nan)) >= 0)
    }

    @Test("Fonts that fail to load are skipped and reported; with none left, start-up fails naming the packages")
    func fontsThatFailToLoad() throws {
        let broken = FontDescriptor(family: "Broken", path: "/proc/self/status")
        let missing = FontDescriptor(family: "Missing", path: "/nonexistent/font.ttf")
        let partly = try FontSystem(configuration: .init(fontFiles: [broken, missing]))
        #expect(partly.loadFailures.count == 2)
        #expect(partly.fallbackChain(weight: .regular).faces.first?.family == "Inter")
        #expect(Paragraph("still drawn", fonts: partly).size.width > 0)

        #expect(throws: TextError.self) {
            try FontSystem(configuration: .init(fontFiles: [broken, missing], families: ["No Such Family"],
                                                emojiFamily: nil, usesSystemFallback: false))
        }
        do {
            _ = try FontSystem(configuration: .init(fontFiles: [broken], families: [], usesSystemFallback: false))
            Issue.record("a font system without fonts was created")
        } catch {
            #expect(error.description.contains("fonts-inter"))
            #expect(error.description.contains("fonts-noto-core"))
        }
    }
}
