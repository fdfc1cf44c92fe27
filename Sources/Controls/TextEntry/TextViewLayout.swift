import Graphics
import Text

/// A text view's text laid out one hard line (the text between two line feeds) at a time, so
/// that an edit lays out again only the hard lines it touched.
///
/// ## Background
/// Each hard line is its own ``Paragraph``, wrapped at the view's width (UAX #14) and set in
/// its own bidi direction, as UIKit's text system treats a line feed as a paragraph end. Offsets
/// are the editor's scalar offsets; a hard line covers `start..<start + count` and the line feed
/// after it belongs to its end. Geometry is in *text coordinates*: x from the wrap box's leading
/// edge, y from the top of the first line.
struct TextViewLayout {
    /// One hard line.
    struct HardLine {
        /// The offset of its first scalar in the editor's text.
        var start: Int
        /// Its text laid out at the layout's width.
        var paragraph: Paragraph
        /// Its top, in text coordinates.
        var top: Double
        /// A number that changes whenever the hard line is laid out again.
        var version: Int
        /// How many scalars it holds (its line feed excluded).
        var count: Int { paragraph.codePoints.count }
        /// Its height, every wrapped line included.
        var height: Double { paragraph.size.height }
    }

    /// The hard lines, top to bottom (at least one).
    private(set) var hardLines: [HardLine] = []
    /// The wrap width, in points.
    private(set) var width: Double = -1
    private var style: ParagraphStyle?
    private var fonts: FontSystem?
    private var nextVersion = 0
    /// How many hard lines the last ``update(codePoints:width:style:fonts:)`` that laid anything
    /// out laid out again (updates that changed nothing leave it).
    private(set) var lastRelaidCount = 0

    /// The height of the whole text, in points.
    var height: Double { hardLines.last.map { $0.top + $0.height } ?? 0 }

    /// Lays out `codePoints` at `width`, reusing the paragraphs of the hard lines that did not
    /// change (the same text at the same place from the start or from the end). Everything is
    /// laid out again when the width, style or fonts change.
    mutating func update(codePoints: [UInt32], width: Double, style: ParagraphStyle, fonts: FontSystem) {
        var pieces: [Range<Int>] = []
        var start = 0
        for (i, c) in codePoints.enumerated() where c == 0x0A {
            pieces.append(start..<i)
            start = i + 1
        }
        pieces.append(start..<codePoints.count)
        let reusable = width == self.width && style == self.style && fonts === self.fonts
        var old = reusable ? hardLines : []
        func same(_ line: HardLine, _ range: Range<Int>) -> Bool {
            line.count == range.count && line.paragraph.codePoints.elementsEqual(codePoints[range])
        }
        var prefix = 0
        while prefix < min(old.count, pieces.count), same(old[prefix], pieces[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, pieces.count) - prefix,
              same(old[old.count - 1 - suffix], pieces[pieces.count - 1 - suffix]) { suffix += 1 }
        if prefix == pieces.count, old.count == pieces.count, reusable { return }   // nothing changed
        var lines: [HardLine] = []
        lines.reserveCapacity(pieces.count)
        lines.append(contentsOf: old.prefix(prefix))
        lastRelaidCount = 0
        for range in pieces[prefix..<(pieces.count - suffix)] {
            let text = TextEditor.string(Array(codePoints[range]))
            lines.append(HardLine(start: range.lowerBound, paragraph: Paragraph(text, style: style, width: width, fonts: fonts),
                                  top: 0, version: nextVersion))
            nextVersion += 1
            lastRelaidCount += 1
        }
        lines.append(contentsOf: old.suffix(suffix))
        old.removeAll()
        var top = 0.0
        for i in lines.indices {
            lines[i].start = pieces[i].lowerBound
            lines[i].top = top
            top += lines[i].height
        }
        hardLines = lines
        self.width = width
        self.style = style
        self.fonts = fonts
    }

    /// The hard line holding offset `index` (a line's end, before its line feed, is its own).
    func hardLineIndex(for index: Int) -> Int {
        var low = 0, high = hardLines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if hardLines[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The caret's rect at `index`, in text coordinates.
    func caretRect(for index: Int) -> Rect {
        guard !hardLines.isEmpty else { return .zero }
        let line = hardLines[hardLineIndex(for: index)]
        let local = min(max(0, index - line.start), line.count)
        return line.paragraph.caretRect(forIndex: local).offsetBy(dx: 0, dy: line.top)
    }

    /// The offset nearest to `point` (text coordinates).
    func index(at point: Point) -> Int {
        guard !hardLines.isEmpty else { return 0 }
        var k = hardLines.count - 1
        while k > 0, hardLines[k].top > point.y { k -= 1 }
        let line = hardLines[k]
        return line.start + line.paragraph.index(at: Point(x: point.x, y: point.y - line.top))
    }

    /// The rects highlighting `range`, in text coordinates. A selected line feed shows as the
    /// rest of its line's box, as on iOS.
    func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, !hardLines.isEmpty else { return [] }
        var rects: [Rect] = []
        for k in hardLineIndex(for: range.lowerBound)...hardLineIndex(for: range.upperBound) {
            let line = hardLines[k]
            let local = max(0, range.lowerBound - line.start)..<min(line.count, range.upperBound - line.start)
            if !local.isEmpty {
                rects += line.paragraph.selectionRects(for: local).map { $0.offsetBy(dx: 0, dy: line.top) }
            }
            if range.upperBound > line.start + line.count, range.lowerBound <= line.start + line.count,
               let last = line.paragraph.lines.last {
                // The line feed: from the end of the line's text to the box's trailing edge.
                let end = line.paragraph.caretRect(forIndex: line.count)
                let rtl = last.direction == .rightToLeft
                let x0 = rtl ? 0 : end.minX, x1 = rtl ? end.minX : max(end.minX, width)
                if x1 > x0 { rects.append(Rect(x: x0, y: line.top + last.top, width: x1 - x0, height: last.height)) }
            }
        }
        return rects
    }

    /// The offset one wrapped line above (`up`) or below the caret at `index`, nearest to `x`
    /// (text coordinates); `nil` on the first (last) line.
    func index(verticallyFrom index: Int, up: Bool, x: Double) -> Int? {
        let caret = caretRect(for: index)
        let y = up ? caret.minY - 1 : caret.maxY + 1
        guard y >= 0, y < height else { return nil }
        return self.index(at: Point(x: x, y: y))
    }

    /// Where the caret at `index` goes when it moves past its wrapped line's visual end: the start
    /// of the next line (`forward`, in reading order) or the end of the previous one; `nil` on
    /// the text's last (first) line.
    func index(pastLineOf index: Int, forward: Bool) -> Int? {
        guard !hardLines.isEmpty else { return nil }
        let k = hardLineIndex(for: index)
        let line = hardLines[k]
        let lines = line.paragraph.lines
        let wrapped = line.paragraph.lineIndex(forCaretAt: min(max(0, index - line.start), line.count))
        if forward {
            if wrapped + 1 < lines.count { return line.start + lines[wrapped + 1].range.lowerBound }
            return k + 1 < hardLines.count ? hardLines[k + 1].start : nil
        }
        if wrapped > 0 { return lineBoundary(of: line.start + lines[wrapped].range.lowerBound - 1, end: true) }
        return k > 0 ? line.start - 1 : nil
    }

    /// The start or end of the wrapped line the caret at `index` is on.
    func lineBoundary(of index: Int, end: Bool) -> Int {
        guard !hardLines.isEmpty else { return 0 }
        let line = hardLines[hardLineIndex(for: index)]
        let local = min(max(0, index - line.start), line.count)
        let wrapped = line.paragraph.lineIndex(forCaretAt: local)
        let range = line.paragraph.lines[wrapped].range
        if !end { return line.start + range.lowerBound }
        // A wrapped line's end sits before the spaces that hang past the edge.
        var e = min(range.upperBound, line.count)
        if wrapped < line.paragraph.lines.count - 1 {
            while e > range.lowerBound, line.paragraph.codePoints[e - 1] == 0x20 { e -= 1 }
        }
        return line.start + e
    }
}
