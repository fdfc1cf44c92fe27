extension Paragraph {
    static let ellipsis: UInt32 = 0x2026

    /// The last allowed line, from local index `s` of `segment` to its end, with an ellipsis
    /// where the style says. The shortened text is reordered and shaped anew with the segment's
    /// resolved base direction, so the ellipsis lands at the correct visual end in RTL and
    /// mixed text.
    func truncatedLine(_ segment: TextSegment, from s: Int, top: Double, hidesFollowingText: Bool) -> ParagraphLine {
        var end = segment.count
        while end > s, TextSegment.isSpace(segment.codePoints[end - 1]) { end -= 1 }
        let base: ParagraphDirection = segment.bidi.baseDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let ellipsisWidth = measureEllipsis(direction: base)
        let available = (width ?? .infinity) - ellipsisWidth
        let offset = segment.textIndex(0)
        func isBoundary(_ i: Int) -> Bool { graphemeStarts[offset + i] }
        func boundary(atOrBelow i: Int) -> Int { var i = i; while i > s, !isBoundary(i) { i -= 1 }; return i }
        func boundary(atOrAbove i: Int) -> Int { var i = i; while i < end, !isBoundary(i) { i += 1 }; return i }

        // Keep [s, keepStart) and [keepEnd, end), with the ellipsis between.
        var keepStart = s, keepEnd = end
        let fits = segment.width(s, end) <= available + 1e-9
        switch style.truncation {
        case .tail, .none:
            keepStart = fits ? end : largestPrefix(segment, from: s, to: end, width: available, boundary: isBoundary)
            keepEnd = end
        case .head:
            keepStart = s
            keepEnd = fits ? s : smallestSuffix(segment, from: s, to: end, width: available, boundary: isBoundary)
        case .middle:
            if fits { keepStart = end; keepEnd = end } else {
                keepStart = largestPrefix(segment, from: s, to: end, width: available / 2, boundary: isBoundary)
                let used = segment.prefix[keepStart] - segment.prefix[s]
                keepEnd = smallestSuffix(segment, from: keepStart, to: end, width: available - used, boundary: isBoundary)
            }
        }
        let cutsText = !fits || hidesFollowingText
        for _ in 0..<8 {
            var cps = Array(segment.codePoints[s..<keepStart])
            var map = (s..<keepStart).map { segment.textIndex($0) }
            while let last = cps.last, TextSegment.isSpace(last), style.truncation != .head { cps.removeLast(); map.removeLast() }
            if cutsText {
                cps.append(Self.ellipsis)
                map.append(segment.textIndex(keepStart < end ? keepStart : min(end, keepEnd)))
            }
            var tail = Array(segment.codePoints[keepEnd..<end])
            var tailMap = (keepEnd..<end).map { segment.textIndex($0) }
            while let first = tail.first, TextSegment.isSpace(first), cutsText { tail.removeFirst(); tailMap.removeFirst() }
            cps += tail
            map += tailMap
            map.append(segment.textIndex(segment.count))
            let shortened = TextSegment(codePoints: cps, direction: base, style: style, fonts: fonts, indexMap: map)
            let line = shortened.makeLine(0..<cps.count, fonts: fonts, style: style, top: top, isTruncated: cutsText)
            guard let width, line.width > width + 1e-9, keepStart > s || keepEnd < end else { return line }
            // Shaping the shortened text came out wider (joining changed at the cut): give up a grapheme.
            if style.truncation == .head || (style.truncation == .middle && keepEnd < end) {
                keepEnd = boundary(atOrAbove: keepEnd + 1)
            } else {
                keepStart = boundary(atOrBelow: keepStart - 1)
            }
        }
        return segment.makeLine(s..<s, fonts: fonts, style: style, top: top, isTruncated: true)
    }

    private func largestPrefix(_ segment: TextSegment, from s: Int, to end: Int, width: Double,
                               boundary: (Int) -> Bool) -> Int {
        var best = s
        var i = s + 1
        while i <= end {
            if i == end || boundary(i) {
                if segment.width(s, i) <= width + 1e-9 { best = i } else { break }
            }
            i += 1
        }
        return best
    }

    private func smallestSuffix(_ segment: TextSegment, from s: Int, to end: Int, width: Double,
                                boundary: (Int) -> Bool) -> Int {
        var best = end
        var i = end - 1
        while i >= s {
            if boundary(i) {
                if segment.prefix[end] - segment.prefix[i] <= width + 1e-9 { best = i } else { break }
            }
            i -= 1
        }
        return best
    }

    private func measureEllipsis(direction: ParagraphDirection) -> Double {
        let segment = TextSegment(codePoints: [Self.ellipsis], direction: direction, style: style, fonts: fonts,
                                  indexMap: [0, 1])
        return segment.prefix[1]
    }
}
