public import Graphics

/// Text laid out in lines: shaped, reordered for bidi, wrapped to a width, truncated with an
/// ellipsis, aligned. Measuring needs no rasterising; drawing tints cached glyph masks.
///
/// ## Background
/// The text is split into bidi paragraphs at paragraph separators (line feed, carriage return,
/// U+2029). Each is resolved with the Unicode bidi algorithm, itemised into runs of one level,
/// script and face, and shaped with HarfBuzz. Lines are broken at UAX #14 opportunities
/// (greedily; a word wider than the line breaks between graphemes), then each line is reordered
/// on its own. Trailing spaces hang past the edge. Indices are offsets in Unicode scalars of
/// the text (`text.unicodeScalars`), and carets sit on grapheme boundaries.
///
/// <!-- example context: let bitmap = Bitmap(width: 200, height: 60) -->
/// ```swift
/// let fonts = try FontSystem()
/// let title = Paragraph("Wi-Fi", style: ParagraphStyle(textStyle: .headline), fonts: fonts)
/// title.draw(in: bitmap, at: Point(x: 16, y: 12), scale: 2, color: .black)
/// ```
///
/// Bad input has defined results: an empty text is one empty line; a width that is zero or
/// negative puts one grapheme per line; a width that is NaN or infinite does not wrap.
public struct Paragraph: Sendable {
    /// The text, as Unicode scalar values.
    public let codePoints: [UInt32]
    /// The style it was set in.
    public let style: ParagraphStyle
    /// The width lines wrap at, in points (`nil`: no wrapping).
    public private(set) var width: Double?
    /// The lines, top to bottom.
    public private(set) var lines: [ParagraphLine] = []
    /// Every shaped run, in logical order, truncated lines excluded (for inspection and tests).
    public private(set) var runs: [ShapedRun] = []
    let fonts: FontSystem
    let graphemeStarts: [Bool]

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - width: The wrap width in points; `nil`, NaN or infinity for one line per paragraph.
    public init(_ text: String, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil, fonts: FontSystem) {
        var codePoints: [UInt32] = []
        var starts: [Bool] = []
        if let ascii = Self.asciiScalars(text) {
            // ASCII: every scalar starts a grapheme except a line feed after a carriage return.
            codePoints = ascii
            starts = .filled(count: codePoints.count + 1, with: true)
            for i in codePoints.indices.dropFirst() where codePoints[i] == 0x0A && codePoints[i - 1] == 0x0D {
                starts[i] = false
            }
        } else {
            codePoints.reserveCapacity(text.unicodeScalars.count)
            starts.reserveCapacity(codePoints.capacity + 1)
            for character in text {
                var first = true
                for scalar in character.unicodeScalars {
                    codePoints.append(scalar.value)
                    starts.append(first)
                    first = false
                }
            }
            starts.append(true)
        }
        self.codePoints = codePoints
        self.graphemeStarts = starts
        self.style = style
        self.width = width.flatMap { $0.isNaN || $0.isInfinite ? nil : max(0, $0) }
        self.fonts = fonts
        layout()
    }

    /// The size of the laid-out text: the widest line by the total height of the lines, in points.
    public var size: Size {
        Size(width: widestLine, height: (lines.last.map { $0.top + $0.height }) ?? 0)
    }

    /// The width of the widest line (0 without lines).
    private var widestLine: Double { Self.widest(lines) }

    /// The width of the widest of `lines` (0 without lines), found without an array of widths.
    private static func widest(_ lines: [ParagraphLine]) -> Double {
        guard var widest = lines.first?.width else { return 0 }
        for line in lines.dropFirst() where line.width > widest { widest = line.width }
        return widest
    }

    /// The scalars of `text` when it is all ASCII (one pass over its UTF-8, widened in place),
    /// else nil.
    private static func asciiScalars(_ text: String) -> [UInt32]? {
        let widened = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt32]? in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            guard any < 0x80 else { return nil }
            return .filled(count: bytes.count, with: 0) { out in
                for i in bytes.indices { out[i] = UInt32(bytes[i]) }
            }
        }
        if let widened { return widened }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return text.utf8.map { UInt32($0) }
    }

    /// The width of the box lines are aligned in: the wrap width, else the widest line.
    public var alignmentWidth: Double { width ?? size.width }

    /// The first line's baseline, from the top, in points.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }

    /// The last line's baseline, from the top, in points.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// Whether an ellipsis replaced text or lines were dropped.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The size `text` takes unwrapped (or wrapped at `width`), without drawing anything.
    public static func intrinsicSize(of text: String, style: ParagraphStyle = ParagraphStyle(), width: Double? = nil,
                                     fonts: FontSystem) -> Size {
        Paragraph(text, style: style, width: width, fonts: fonts).size
    }

    /// This unwrapped one-line paragraph as it would be laid out wrapping at `width`, without
    /// setting the text again: the same line (it fits, so wrapping would not break it), aligned
    /// in a box `width` points wide. `nil` when that is not certain (more than one line,
    /// truncated, a trailing space, or a line wider than `width`); lay the text out then.
    public func realigned(toWidth width: Double) -> Paragraph? {
        guard self.width == nil, width.isFinite, width >= 0, lines.count == 1, !isTruncated,
              lines[0].width <= width + 1e-9 else { return nil }
        if let last = codePoints.last, Unicode.Scalar(last)?.properties.isWhitespace ?? true { return nil }
        var copy = self
        copy.width = width
        copy.lines[0].x = alignedX(lines[0], boxWidth: width)
        return copy
    }

    // MARK: Layout

    private mutating func layout() {
        let n = codePoints.count
        // Unwrapped text ends lines only at hard breaks: the pair rules would be wasted work,
        // and those breaks are looked up where a line end is sought (no array of them: nil).
        let opportunities = width == nil ? nil : LineBreaker.opportunities(in: codePoints)
        var segmentStart = 0
        var top = 0.0
        var allRuns: [ShapedRun] = []
        var built: [ParagraphLine] = []
        let limit = style.maximumLines > 0 ? style.maximumLines : Int.max
        while segmentStart < n && built.count < limit {
            // A bidi paragraph ends after a paragraph separator (CR LF counts as one).
            var end = segmentStart
            while end < n {
                let c = codePoints[end]
                end += 1
                if c == 0x0A || c == 0x2029 || c == 0x85 || c == 0x1C || c == 0x1D || c == 0x1E { break }
                if c == 0x0D { if end < n, codePoints[end] == 0x0A { end += 1 }; break }
            }
            // The whole text as one bidi paragraph (the usual case) shares the text's scalars.
            let scalars = segmentStart == 0 && end == n ? codePoints : Array(codePoints[segmentStart..<end])
            let segment = TextSegment(codePoints: scalars, direction: style.direction, style: style, fonts: fonts,
                                      indexOffset: segmentStart)
            if segmentStart == 0 {
                allRuns.append(contentsOf: segment.runs)
            } else {
                allRuns.append(contentsOf: segment.runs.map { $0.offset(by: segmentStart) })
            }
            var s = 0
            repeat {
                let last = built.count + 1 == limit
                let lineEnd = nextLineEnd(segment, from: s, opportunities: opportunities, segmentStart: segmentStart)
                let moreText = lineEnd < segment.count || end < n
                if last && moreText && style.truncation != .none {
                    let line = truncatedLine(segment, from: s, top: top, hidesFollowingText: end < n)
                    built.append(line)
                    top += line.height
                    s = segment.count
                    break
                }
                let line = segment.makeLine(s..<lineEnd, fonts: fonts, style: style, top: top, isTruncated: last && moreText)
                built.append(line)
                top += line.height
                s = lineEnd
            } while s < segment.count && built.count < limit
            segmentStart = end
        }
        // A text ending in a paragraph separator has an empty last line (where the caret goes).
        if n == 0 || ((codePoints[n - 1] == 0x0A || codePoints[n - 1] == 0x2029 || codePoints[n - 1] == 0x0D)
                      && built.count < limit) {
            let empty = TextSegment(codePoints: [], direction: style.direction, style: style, fonts: fonts, indexMap: [n])
            let line = empty.makeLine(0..<0, fonts: fonts, style: style, top: top, isTruncated: false)
            built.append(line)
        }
        let boxWidth = width ?? Self.widest(built)
        for i in built.indices {
            built[i].x = alignedX(built[i], boxWidth: boxWidth)
        }
        lines = built
        runs = allRuns
    }

    private func alignedX(_ line: ParagraphLine, boxWidth: Double) -> Double {
        let free = boxWidth - line.width
        let atRight: Bool?
        switch style.alignment {
        case .natural, .leading: atRight = style.layoutDirection == .rightToLeft
        case .trailing: atRight = style.layoutDirection == .leftToRight
        case .center: atRight = nil
        }
        guard let atRight else { return free / 2 }
        return atRight ? free : 0
    }

    /// The end (exclusive, local) of the line that starts at `s`: the furthest break opportunity
    /// whose text fits, a mandatory break, or (for a word wider than the line) a grapheme boundary.
    /// `opportunities` are the whole text's (index `i` is the break after scalar `i`); nil when the
    /// text is not wrapped, which ends lines at mandatory breaks only.
    private func nextLineEnd(_ segment: TextSegment, from s: Int, opportunities: [LineBreaker.Opportunity]?,
                             segmentStart: Int) -> Int {
        let n = segment.count
        guard let width, let opportunities else {
            // Unwrapped: the next mandatory break, looked up scalar by scalar (no opportunities array).
            var e = s + 1
            while e < n, LineBreaker.mandatoryBreak(after: segmentStart + e - 1, in: codePoints) != .mandatory { e += 1 }
            return min(e, n)
        }
        var best: Int?
        var firstCandidate: Int?
        var e = s + 1
        while e <= n {
            let kind = opportunities[segmentStart + e - 1]
            if kind != .prohibited {
                if firstCandidate == nil { firstCandidate = e }
                if segment.width(s, e) <= width + 1e-9 {
                    best = e
                    if kind == .mandatory { break }
                } else {
                    break
                }
            }
            e += 1
        }
        if let best { return min(best, n) }
        // Nothing fits: break the first word between graphemes, at least one grapheme per line.
        let limit = firstCandidate ?? n
        var end = s + 1
        while end < limit, !graphemeStarts[segmentStart + end] { end += 1 }
        var g = end
        while g < limit {
            var next = g + 1
            while next < limit, !graphemeStarts[segmentStart + next] { next += 1 }
            if segment.width(s, next) > width + 1e-9 { break }
            g = next
            end = g
        }
        return min(max(end, s + 1), n)
    }
}

extension ShapedRun {
    /// The same run with clusters and range moved by `delta` (segment-local → text offsets).
    func offset(by delta: Int) -> ShapedRun {
        guard delta != 0 else { return self }
        return ShapedRun(range: (range.lowerBound + delta)..<(range.upperBound + delta), level: level, font: font,
                         script: script, language: language, pointSize: pointSize, unitsPerEm: unitsPerEm,
                         glyphs: glyphs.map { var g = $0; g.cluster += delta; return g }, face: face)
    }
}
