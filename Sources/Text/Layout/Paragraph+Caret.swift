public import Graphics

extension Paragraph {
    /// The line that shows the caret at `index` (a scalar offset): at a line boundary, the line
    /// that starts there; at the end of the text, the last line.
    public func lineIndex(forCaretAt index: Int) -> Int {
        guard !lines.isEmpty else { return 0 }
        let index = min(max(0, index), codePoints.count)
        for (i, line) in lines.enumerated() where line.range.lowerBound <= index && index < line.range.upperBound {
            return i
        }
        return index <= (lines.first?.range.lowerBound ?? 0) ? 0 : lines.count - 1
    }

    /// Where the caret for `index` (a scalar offset, clamped to the text) is drawn: a zero-width
    /// rect as tall as its line, in points from the paragraph's top-left corner.
    ///
    /// The caret sits at the leading edge of the scalar at `index` in its own direction (the
    /// right edge of a Hebrew letter); at the end of a line, at the trailing edge of the last one.
    public func caretRect(forIndex index: Int) -> Rect {
        let i = min(max(0, index), codePoints.count)
        let lineNumber = lineIndex(forCaretAt: i)
        guard lineNumber < lines.count else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let line = lines[lineNumber]
        var x: Double
        if let edge = line.edges.first(where: { $0.index == i }) {
            x = edge.isRightToLeft ? edge.right : edge.left
        } else if let edge = line.edges.filter({ $0.index < i }).max(by: { $0.index < $1.index }) {
            x = edge.isRightToLeft ? edge.left : edge.right
        } else {
            x = line.direction == .rightToLeft ? line.width : 0
        }
        x = min(max(x, 0), max(line.width, x)) + line.x
        return Rect(x: x, y: line.top, width: 0, height: line.height)
    }

    /// The scalar offset of the caret position nearest to `point` (points from the paragraph's
    /// top-left corner), on a grapheme boundary. Points above the first line hit the first line,
    /// below the last the last; beyond a line's ends, its visual ends.
    public func index(at point: Point) -> Int {
        guard !lines.isEmpty else { return 0 }
        let y = point.y.isNaN ? 0 : point.y
        let line = lines.first { y < $0.top + $0.height } ?? lines[lines.count - 1]
        let x = (point.x.isNaN ? 0 : point.x) - line.x
        let edges = line.edges
        guard let leftmost = edges.first, let rightmost = edges.last else { return line.range.lowerBound }
        var result: Int
        if x < leftmost.left {
            result = leftmost.isRightToLeft ? leftmost.index + 1 : leftmost.index
        } else if x >= rightmost.right {
            result = rightmost.isRightToLeft ? rightmost.index : rightmost.index + 1
        } else {
            let edge = edges.first { x >= $0.left && x < $0.right }
                ?? edges.min { abs(($0.left + $0.right) / 2 - x) < abs(($1.left + $1.right) / 2 - x) } ?? leftmost
            let inLeftHalf = x < (edge.left + edge.right) / 2
            result = inLeftHalf == edge.isRightToLeft ? edge.index + 1 : edge.index
        }
        result = min(max(result, line.range.lowerBound), line.range.upperBound)
        // Beyond the end of a wrapped line: before its trailing space or line break, not after.
        if result == line.range.upperBound, line.range.upperBound < codePoints.count, result > line.range.lowerBound,
           TextSegment.isSpace(codePoints[result - 1]) {
            result -= 1
        }
        while result > 0, result < graphemeStarts.count, !graphemeStarts[result] { result -= 1 }
        return result
    }
}
