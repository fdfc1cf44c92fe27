/// Grapheme cluster boundaries by the rules of UAX #29 (Unicode 15.0, extended grapheme
/// clusters), over a table generated from Debian's `unicode-data`.
///
/// ## Background
/// A grapheme cluster is what a reader sees as one character: `e` + U+0301, a Hangul syllable
/// made of jamo, a flag of two regional indicators, a family emoji joined by ZWJs. A caret never
/// lands inside one and one backspace removes one. Swift's `Character` follows a newer Unicode
/// than Debian 12's data (and so its test file), so editing uses these rules, which are checked
/// against `GraphemeBreakTest.txt` case by case.
///
/// Positions are offsets in Unicode scalars; each query looks only at the scalars around the
/// position (a run of regional indicators is counted backwards), so stepping a caret costs the
/// length of the cluster, not of the text.
public enum GraphemeBreaker {
    /// Whether a grapheme cluster boundary falls before the scalar at `position` (0 and the
    /// end are always boundaries; positions outside the text count as boundaries).
    public static func isBoundary(at position: Int, in codePoints: [UInt32]) -> Bool {
        let n = codePoints.count
        guard position > 0, position < n else { return true }
        let a = GraphemeBreakProperty.of(codePoints[position - 1])
        let b = GraphemeBreakProperty.of(codePoints[position])
        switch (a.kind, b.kind) {
        case (.cr, .lf): return false                                                    // GB3
        case (.control, _), (.cr, _), (.lf, _): return true                              // GB4
        case (_, .control), (_, .cr), (_, .lf): return true                              // GB5
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return false                     // GB6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return false                      // GB7
        case (.lvt, .t), (.t, .t): return false                                          // GB8
        case (_, .extend), (_, .zwj), (_, .spacingMark), (.prepend, _): return false     // GB9, GB9a, GB9b
        case (.zwj, _) where b.isPictographic:                                           // GB11
            var j = position - 2
            while j >= 0, GraphemeBreakProperty.of(codePoints[j]).kind == .extend { j -= 1 }
            return !(j >= 0 && GraphemeBreakProperty.of(codePoints[j]).isPictographic)
        case (.regionalIndicator, .regionalIndicator):                                   // GB12, GB13
            var count = 0
            var j = position - 1
            while j >= 0, GraphemeBreakProperty.of(codePoints[j]).kind == .regionalIndicator {
                count += 1
                j -= 1
            }
            return count % 2 == 0
        default: return true                                                             // GB999
        }
    }

    /// The first cluster boundary after `position` (the end of the text at most).
    public static func boundary(after position: Int, in codePoints: [UInt32]) -> Int {
        let n = codePoints.count
        var p = max(0, position) + 1
        while p < n, !isBoundary(at: p, in: codePoints) { p += 1 }
        return min(p, n)
    }

    /// The last cluster boundary before `position` (0 at least).
    public static func boundary(before position: Int, in codePoints: [UInt32]) -> Int {
        var p = min(position, codePoints.count) - 1
        while p > 0, !isBoundary(at: p, in: codePoints) { p -= 1 }
        return max(p, 0)
    }

    /// Every cluster boundary, from 0 to the end of the text inclusive.
    public static func boundaries(in codePoints: [UInt32]) -> [Int] {
        var result = [0]
        var p = 0
        while p < codePoints.count {
            p = boundary(after: p, in: codePoints)
            result.append(p)
        }
        return result
    }
}
