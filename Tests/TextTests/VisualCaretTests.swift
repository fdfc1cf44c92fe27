import Graphics
import Testing
@testable import Text

@Suite("Visual caret movement across bidi runs")
struct VisualCaretTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("Right arrow walks an English line with a Hebrew word left to right on screen, through the split caret")
    func mixedLeftToRight() throws {
        // Visual order: a b c ␠ ג ב א.
        let paragraph = Paragraph("abc אבג", fonts: fonts)
        var index = 0
        var x: Double? = nil
        var visited = [0]
        var xs = [paragraph.caretRect(forIndex: 0).minX]
        while let step = paragraph.moveVisually(from: index, near: x, rightward: true) {
            index = step.index
            x = step.x
            visited.append(index)
            xs.append(step.x)
            if visited.count > 20 { break }
        }
        #expect(visited == [0, 1, 2, 3, 4, 6, 5, 4])
        #expect(xs == xs.sorted() && Set(xs).count == xs.count)
        // And back: every step moves left on screen until the start.
        var back = [index]
        while let step = paragraph.moveVisually(from: index, near: x, rightward: false) {
            index = step.index
            x = step.x
            back.append(index)
            if back.count > 20 { break }
        }
        #expect(back == [4, 5, 6, 7, 3, 2, 1, 0])
    }

    @Test("At a direction boundary the caret shows in two places (the split caret)")
    func splitCaret() {
        let paragraph = Paragraph("abc אבג", fonts: fonts)
        let positions = paragraph.caretPositions(forIndex: 4)
        #expect(positions.count == 2)
        #expect(abs(positions[0] - paragraph.caretRect(forIndex: 4).minX) < 1e-9)
        // One at the right end (after א, where Hebrew continues), one after the space.
        let space = paragraph.caretRect(forIndex: 3).minX
        #expect(positions.contains { abs($0 - paragraph.size.width) < 0.5 })
        #expect(positions.contains { $0 > space + 1 && $0 < paragraph.size.width - 5 })
        #expect(paragraph.caretPositions(forIndex: 1).count == 1)
    }

    @Test("Right arrow in a Hebrew paragraph moves logically backwards and never inside a cluster")
    func rightToLeft() {
        let paragraph = Paragraph("שָׁלוֹם", fonts: fonts)
        var index = 0
        var x: Double? = nil
        var visited: [Int] = [0]
        // Leftward on screen is forward in Hebrew.
        while let step = paragraph.moveVisually(from: index, near: x, rightward: false) {
            index = step.index
            x = step.x
            visited.append(index)
            if visited.count > 20 { break }
        }
        #expect(visited.last == paragraph.codePoints.count)
        #expect(visited == visited.sorted())
        let starts = GraphemeBreaker.boundaries(in: paragraph.codePoints)
        #expect(visited == starts)
    }
}
