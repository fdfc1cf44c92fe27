import Graphics
import Testing
@testable import Text

@Suite("Paragraph layout")
struct ParagraphLayoutTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("Lines wrap at spaces and no line is wider than the wrap width")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog while twelve sleepy cats watch from the fence."
        let paragraph = Paragraph(text, width: 150, fonts: fonts)
        #expect(paragraph.lines.count > 2)
        for line in paragraph.lines {
            #expect(line.width <= 150)
            // Every line but the last ends just after a space.
            if line.range.upperBound < paragraph.codePoints.count {
                #expect(paragraph.codePoints[line.range.upperBound - 1] == 0x20)
            }
        }
        #expect(paragraph.lines.map(\.range.count).reduce(0, +) == paragraph.codePoints.count)
    }

    @Test("Maximum lines cuts the text and puts an ellipsis at the end of the last line")
    func maximumLines() {
        let text = String(repeating: "Settings and privacy. ", count: 10)
        let paragraph = Paragraph(text, style: ParagraphStyle(maximumLines: 2), width: 160, fonts: fonts)
        #expect(paragraph.lines.count == 2)
        #expect(paragraph.isTruncated)
        #expect(paragraph.lines[1].isTruncated)
        #expect(paragraph.lines[1].width <= 160)
        let unlimited = Paragraph(text, style: ParagraphStyle(maximumLines: 2, truncation: .none), width: 160, fonts: fonts)
        #expect(unlimited.lines.count == 2)
        #expect(unlimited.lines[1].width <= 160)
    }

    @Test("A hard line break starts a new line, and text ending in one has an empty last line")
    func hardBreaks() {
        let paragraph = Paragraph("One\nTwo\n", fonts: fonts)
        #expect(paragraph.lines.count == 3)
        #expect(paragraph.lines[2].range == 8..<8)
        #expect(paragraph.lastBaseline > paragraph.firstBaseline)
    }

    @Test("Natural alignment follows the interface's layout direction (UIKit's .natural), as leading and trailing do")
    func alignment() {
        let width = 300.0
        func x(_ text: String, _ alignment: TextAlignment, layout: TextDirection = .leftToRight) -> Double {
            let style = ParagraphStyle(layoutDirection: layout, alignment: alignment)
            return Paragraph(text, style: style, width: width, fonts: fonts).lines[0].x
        }
        #expect(x("Hello", .natural) == 0)
        // English in a right-to-left interface is right-aligned; Hebrew in a left-to-right one left-aligned.
        let english = Paragraph("Settings", style: ParagraphStyle(layoutDirection: .rightToLeft), width: width, fonts: fonts)
        #expect(abs(english.lines[0].x + english.lines[0].width - width) < 1e-9)
        #expect(x("שלום", .natural) == 0)
        let hebrew = Paragraph("שלום", style: ParagraphStyle(layoutDirection: .rightToLeft), width: width, fonts: fonts)
        #expect(abs(hebrew.lines[0].x + hebrew.lines[0].width - width) < 1e-9)
        #expect(hebrew.lines[0].direction == .rightToLeft)
        #expect(x("Hello", .leading, layout: .rightToLeft) > 200)
        #expect(x("שלום", .leading) == 0)
        #expect(x("Hello", .trailing) > 200)
        let centred = Paragraph("Hello", style: ParagraphStyle(alignment: .center), width: width, fonts: fonts)
        #expect(abs(centred.lines[0].x * 2 + centred.lines[0].width - width) < 1e-9)
    }

    @Test("A line height spaces baselines evenly and centres the glyphs in it")
    func lineHeight() {
        let style = ParagraphStyle(font: Font(pointSize: 17), lineHeight: 30)
        let paragraph = Paragraph("A\nB\nC", style: style, fonts: fonts)
        #expect(paragraph.lines.count == 3)
        #expect(paragraph.size.height == 90)
        #expect(abs(paragraph.lines[1].baseline - paragraph.lines[0].baseline - 30) < 1e-9)
        #expect(abs(paragraph.lastBaseline - paragraph.firstBaseline - 60) < 1e-9)
    }

    @Test("Intrinsic size measures without wrapping and matches the laid-out size")
    func intrinsicSize() {
        let size = Paragraph.intrinsicSize(of: "Wi-Fi Network", fonts: fonts)
        #expect(size.width > 60 && size.width < 140)
        #expect(size.height > 17 && size.height < 30)
        let wide = Paragraph.intrinsicSize(of: "Wi-Fi Network Wi-Fi Network", fonts: fonts)
        #expect(wide.width > size.width * 1.9)
        // Trailing spaces hang: they do not add width.
        #expect(Paragraph.intrinsicSize(of: "Wi-Fi Network   ", fonts: fonts).width == size.width)
    }

    @Test("Arabic letters in one word shape as joined forms, not isolated ones")
    func arabicJoining() {
        let joined = Paragraph("بببب", fonts: fonts).runs[0].glyphs.map(\.id)
        let isolated = Paragraph("ب ب ب ب", fonts: fonts).runs[0].glyphs.filter { $0.xAdvance > 0 }.map(\.id)
        #expect(Set(joined).count == 3)  // final, medial, initial forms
        #expect(!Set(joined).contains(isolated[0]))
    }

    @Test("Brackets in right-to-left runs are mirrored by shaping")
    func mirroredBrackets() throws {
        // In "(a)" the first glyph is the opening parenthesis, the last the closing one.
        let ltr = Paragraph("(a)", fonts: fonts).runs[0].glyphs.map(\.id)
        let rtl = Paragraph("(א)", fonts: fonts)
        #expect(rtl.lines[0].direction == .rightToLeft)
        let opening = try #require(rtl.runs.first { $0.range.contains(0) })
        let closing = try #require(rtl.runs.first { $0.range.contains(2) })
        #expect(opening.direction == .rightToLeft && closing.direction == .rightToLeft)
        // Logical "(" is drawn at the right as ")", logical ")" at the left as "(".
        #expect(opening.glyphs.first { $0.cluster == 0 }?.id == ltr.last)
        #expect(closing.glyphs.first { $0.cluster == 2 }?.id == ltr.first)
    }
}
