import Graphics
import Testing
@testable import Text

/// A one-line paragraph realigned in a wider box must be the paragraph laid out at that width:
/// the same line, glyphs, position and pixels, without setting the text again.
@Suite("Paragraph realigned")
struct ParagraphRealignTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("Realigned equals laid out at the width: every alignment, both directions, Arabic and Hebrew",
          arguments: ["Wi-Fi Network", "12 min", "مرحبا بالعالم", "שלום עולם 567", ""])
    func sameAsLaidOut(text: String) throws {
        for alignment in [TextAlignment.natural, .leading, .trailing, .center] {
            for layout in [TextDirection.leftToRight, .rightToLeft] {
                let style = ParagraphStyle(layoutDirection: layout, alignment: alignment)
                let unwrapped = Paragraph(text, style: style, fonts: fonts)
                for width in [unwrapped.size.width, unwrapped.size.width + 0.4, 300] {
                    let realigned = try #require(unwrapped.realigned(toWidth: width))
                    let laidOut = Paragraph(text, style: style, width: width, fonts: fonts)
                    #expect(realigned.width == laidOut.width)
                    #expect(realigned.size == laidOut.size)
                    #expect(realigned.alignmentWidth == laidOut.alignmentWidth)
                    #expect(realigned.lines.map(\.frame) == laidOut.lines.map(\.frame))
                    #expect(realigned.lines.map(\.range) == laidOut.lines.map(\.range))
                    let a = TextFixture.render(realigned, scale: 2, width: width)
                    let b = TextFixture.render(laidOut, scale: 2, width: width)
                    #expect(a.size == b.size)
                    var same = true
                    for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { same = false } }
                    #expect(same, "\(text) \(alignment) \(layout) at \(width)")
                }
            }
        }
    }

    @Test("Not realigned when wrapping could differ: too narrow, two lines, truncated, trailing space, wrapped")
    func refusals() {
        let one = Paragraph("Battery Saver", fonts: fonts)
        #expect(one.realigned(toWidth: one.size.width - 1) == nil)
        #expect(one.realigned(toWidth: .infinity) == nil)
        #expect(Paragraph("One\nTwo", fonts: fonts).realigned(toWidth: 500) == nil)
        #expect(Paragraph("Trailing ", fonts: fonts).realigned(toWidth: 500) == nil)
        #expect(Paragraph("Wrapped", width: 400, fonts: fonts).realigned(toWidth: 500) == nil)
        let cut = Paragraph(String(repeating: "Settings ", count: 40) + "end",
                            style: ParagraphStyle(maximumLines: 1), width: 100, fonts: fonts)
        #expect(cut.realigned(toWidth: 500) == nil)
    }
}
