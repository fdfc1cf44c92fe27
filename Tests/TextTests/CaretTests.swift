import Graphics
import Testing
@testable import Text

@Suite("Carets and hit testing")
struct CaretTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("Carets advance left to right in English and right to left in Hebrew")
    func caretDirection() {
        let english = Paragraph("abc", fonts: fonts)
        let xs = (0...3).map { english.caretRect(forIndex: $0).minX }
        #expect(xs == xs.sorted() && Set(xs).count == 4)
        let hebrew = Paragraph("אבג", fonts: fonts)
        let hx = (0...3).map { hebrew.caretRect(forIndex: $0).minX }
        #expect(hx == hx.sorted(by: >) && Set(hx).count == 4)
        #expect(abs(hx[0] - hebrew.size.width) < 1e-6)
    }

    @Test("Hitting the middle of each character's halves gives the caret before or after it")
    func hitTestingRoundTrip() {
        for text in ["Hello world", "שלום עולם", "abc אבג 123 def"] {
            let paragraph = Paragraph(text, fonts: fonts)
            let y = paragraph.firstBaseline - 4
            for i in 0...paragraph.codePoints.count {
                let caret = paragraph.caretRect(forIndex: i)
                let hit = paragraph.index(at: Point(x: caret.minX + 0.01, y: y))
                let hitLeft = paragraph.index(at: Point(x: caret.minX - 0.01, y: y))
                #expect(hit == i || hitLeft == i, "index \(i) of “\(text)”")
            }
        }
    }

    @Test("Points beyond the ends hit the visual ends; lines are chosen by y")
    func outside() {
        let paragraph = Paragraph("Wi-Fi and Bluetooth settings", width: 90, fonts: fonts)
        #expect(paragraph.lines.count >= 2)
        #expect(paragraph.index(at: Point(x: -50, y: -50)) == 0)
        #expect(paragraph.index(at: Point(x: 1000, y: 1000)) == paragraph.codePoints.count)
        let second = paragraph.lines[1]
        #expect(paragraph.index(at: Point(x: -5, y: second.top + 1)) == second.range.lowerBound)
        // Past the end of a wrapped line: before its trailing space.
        let first = paragraph.lines[0]
        #expect(paragraph.index(at: Point(x: 500, y: first.top + 1)) == first.range.upperBound - 1)
        #expect(paragraph.lineIndex(forCaretAt: second.range.lowerBound) == 1)
    }

    @Test("Hit testing never lands inside a grapheme cluster")
    func graphemes() {
        let paragraph = Paragraph("e\u{0301}e\u{0301} 👨‍👩‍👧 x", fonts: fonts)
        var boundaries: Set<Int> = [0]
        var offset = 0
        for c in "e\u{0301}e\u{0301} 👨‍👩‍👧 x" { offset += c.unicodeScalars.count; boundaries.insert(offset) }
        for x in stride(from: -2.0, through: paragraph.size.width + 2, by: 0.5) {
            #expect(boundaries.contains(paragraph.index(at: Point(x: x, y: 5))))
        }
    }
}
