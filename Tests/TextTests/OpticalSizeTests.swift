import Graphics
import Testing
@testable import Text

/// Fallback faces drawn at the primary face's optical size (docs/text.md › Optical size).
@Suite("Optical size of fallback faces")
struct OpticalSizeTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    /// How far the ink of `text` (one line, `size` points, drawn at 1×) reaches above the
    /// baseline, in pixels.
    func inkAboveBaseline(_ text: String, size: Double = 60) -> Double {
        let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: size)), fonts: fonts)
        let bitmap = Bitmap(width: 400, height: 200)
        paragraph.draw(in: bitmap, at: Point(x: 20, y: 20), scale: 1, color: .black)
        let baseline = 20 + paragraph.firstBaseline
        // The first row holding a pixel at least half covered.
        var top = 0
        rows: for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 >= 0x80 {
                top = y
                break rows
            }
        }
        return baseline - Double(top)
    }

    /// The geometric mean of the ink heights of a body letter and an ascender letter.
    func opticalSize(body: String, ascender: String) -> Double {
        (inkAboveBaseline(body) * inkAboveBaseline(ascender)).squareRoot()
    }

    @Test("Arabic looks the size of the Latin around it: its optical size (sīn's teeth × alif) within 4 % of Latin's (x × H), not 15 % smaller")
    func arabicMatchesLatin() {
        let latin = opticalSize(body: "x", ascender: "H")
        let arabic = opticalSize(body: "س", ascender: "ا")
        #expect(abs(arabic / latin - 1) < 0.04, "Arabic's optical size is \(arabic / latin) of Latin's (\(arabic) against \(latin) px)")
        // The run is shaped at the larger size; the line box is still the primary face's.
        let mixed = Paragraph("Hi سلام", style: ParagraphStyle(font: Font(pointSize: 20)), fonts: fonts)
        let sizes = mixed.runs.map(\.pointSize)
        #expect(sizes.first == 20 && (sizes.last ?? 0) > 23 && (sizes.last ?? 0) < 24, "run sizes \(sizes)")
        let latinOnly = Paragraph("Hi", style: ParagraphStyle(font: Font(pointSize: 20)), fonts: fonts)
        #expect(mixed.lines[0].height == latinOnly.lines[0].height)
        #expect(mixed.firstBaseline == latinOnly.firstBaseline)
    }

    @Test("Hebrew, CJK and emoji stay at the size asked: within the tolerance, or no reference letters")
    func othersStay() {
        for text in ["Hi שלום", "Hi 日本語", "Hi 😀"] {
            let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: 20)), fonts: fonts)
            #expect(paragraph.runs.allSatisfy { $0.pointSize == 20 }, "\(text): \(paragraph.runs.map(\.pointSize))")
        }
        let latin = opticalSize(body: "x", ascender: "H")
        let hebrew = opticalSize(body: "ה", ascender: "ה")
        #expect(abs(hebrew / latin - 1) < FontSystem.opticalTolerance, "Hebrew's optical size is \(hebrew / latin) of Latin's")
    }
}
