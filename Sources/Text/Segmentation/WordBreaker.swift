/// Word boundaries by the rules of UAX #29 (Unicode 15.0), with a tailoring for Japanese, over a
/// table generated from Debian's `unicode-data`.
///
/// ## Background
/// UAX #29 keeps letters, digits and the punctuation inside words (`can't`, `3.14`, `e-mail`
/// splits at the hyphen) together, keeps runs of Katakana together, and leaves every Hiragana
/// and Han character a word of its own, since Japanese has no spaces and real word boundaries
/// need a dictionary. ``Tailoring/japaneseScriptRuns`` (what double tap uses) instead keeps a
/// run of Hiragana, or of Han ideographs, together: dictionary-free, and what a reader expects
/// from `漢字` or `ひらがな`. ``Tailoring/none`` is the standard algorithm, checked against
/// `WordBreakTest.txt` case by case.
///
/// Positions are offsets in Unicode scalars; each query looks only at the scalars around it.
public enum WordBreaker {
    /// Changes to the standard rules.
    public enum Tailoring: Sendable, Hashable {
        /// UAX #29 as written.
        case none
        /// UAX #29, plus: no break inside a run of Hiragana or a run of Han ideographs.
        case japaneseScriptRuns
    }

    /// Whether a word boundary falls before the scalar at `position` (0 and the end are always
    /// boundaries; positions outside the text count as boundaries).
    public static func isBoundary(at position: Int, in codePoints: [UInt32], tailoring: Tailoring = .none) -> Bool {
        let n = codePoints.count
        guard position > 0, position < n else { return true }
        func property(_ i: Int) -> WordBreakProperty { WordBreakProperty.of(codePoints[i]) }
        let a = property(position - 1), b = property(position)
        if a.kind == .cr && b.kind == .lf { return false }                               // WB3
        if a.isLineBreak || b.isLineBreak { return true }                                // WB3a, WB3b
        if a.kind == .zwj && b.isPictographic { return false }                           // WB3c
        if a.kind == .wSegSpace && b.kind == .wSegSpace { return false }                 // WB3d
        if b.isIgnorable { return false }                                                // WB4
        // WB4: Extend, Format and ZWJ belong to what precedes them; look past them both ways.
        var before = position - 1
        while before >= 0, property(before).isIgnorable { before -= 1 }
        guard before >= 0, !property(before).isLineBreak else { return true }
        let left = property(before).kind, right = b.kind
        func skipBack(_ i: Int) -> Int {
            var j = i
            while j >= 0, property(j).isIgnorable { j -= 1 }
            return j
        }
        var afterIndex = position + 1
        while afterIndex < n, property(afterIndex).isIgnorable { afterIndex += 1 }
        let beforeBeforeIndex = skipBack(before - 1)
        let next: WordBreakProperty.Kind? = afterIndex < n ? property(afterIndex).kind : nil
        let previous: WordBreakProperty.Kind? = beforeBeforeIndex >= 0 ? property(beforeBeforeIndex).kind : nil

        func isAHLetter(_ k: WordBreakProperty.Kind?) -> Bool { k == .aLetter || k == .hebrewLetter }
        func isMidNumLetQ(_ k: WordBreakProperty.Kind?) -> Bool { k == .midNumLet || k == .singleQuote }

        if isAHLetter(left) && isAHLetter(right) { return false }                        // WB5
        if isAHLetter(left) && (right == .midLetter || isMidNumLetQ(right)) && isAHLetter(next) { return false } // WB6
        if (left == .midLetter || isMidNumLetQ(left)) && isAHLetter(right) && isAHLetter(previous) { return false } // WB7
        if left == .hebrewLetter && right == .singleQuote { return false }               // WB7a
        if left == .hebrewLetter && right == .doubleQuote && next == .hebrewLetter { return false } // WB7b
        if left == .doubleQuote && right == .hebrewLetter && previous == .hebrewLetter { return false } // WB7c
        if left == .numeric && right == .numeric { return false }                        // WB8
        if isAHLetter(left) && right == .numeric { return false }                        // WB9
        if left == .numeric && isAHLetter(right) { return false }                        // WB10
        if (left == .midNum || isMidNumLetQ(left)) && right == .numeric && previous == .numeric { return false } // WB11
        if left == .numeric && (right == .midNum || isMidNumLetQ(right)) && next == .numeric { return false } // WB12
        if left == .katakana && right == .katakana { return false }                      // WB13
        if (isAHLetter(left) || left == .numeric || left == .katakana || left == .extendNumLet)
            && right == .extendNumLet { return false }                                   // WB13a
        if left == .extendNumLet && (isAHLetter(right) || right == .numeric || right == .katakana) {
            return false                                                                 // WB13b
        }
        if left == .regionalIndicator && right == .regionalIndicator {                   // WB15, WB16
            var count = 0
            var j = before
            while j >= 0 {
                let p = property(j)
                if p.isIgnorable { j -= 1; continue }
                guard p.kind == .regionalIndicator else { break }
                count += 1
                j -= 1
            }
            return count % 2 == 0
        }
        if tailoring == .japaneseScriptRuns, let script = JapaneseScript(codePoints[before]),
           script == JapaneseScript(codePoints[position]) {
            return false
        }
        return true                                                                      // WB999
    }

    /// The word segment containing the scalar at `position`: from the boundary at or before it
    /// to the next boundary after it. At the end of the text, the last segment; an empty text
    /// gives `0..<0`.
    public static func segment(containing position: Int, in codePoints: [UInt32],
                               tailoring: Tailoring = .none) -> Range<Int> {
        let n = codePoints.count
        guard n > 0 else { return 0..<0 }
        let p = min(max(0, position), n - 1)
        var start = p
        while start > 0, !isBoundary(at: start, in: codePoints, tailoring: tailoring) { start -= 1 }
        var end = p + 1
        while end < n, !isBoundary(at: end, in: codePoints, tailoring: tailoring) { end += 1 }
        return start..<end
    }

    /// Whether a segment is a word rather than spaces or punctuation: it holds a letter, a
    /// digit, a Katakana, Hiragana or Han character, or a connector such as `_`.
    public static func isWord(_ range: Range<Int>, in codePoints: [UInt32]) -> Bool {
        codePoints[range.clamped(to: 0..<codePoints.count)].contains { scalar in
            let kind = WordBreakProperty.of(scalar).kind
            return kind == .aLetter || kind == .hebrewLetter || kind == .numeric || kind == .katakana
                || kind == .extendNumLet || JapaneseScript(scalar) != nil
                || (Unicode.Scalar(scalar)?.properties.isAlphabetic ?? false)
        }
    }
}

/// The scripts whose runs ``WordBreaker/Tailoring/japaneseScriptRuns`` keeps together.
enum JapaneseScript: Equatable {
    case hiragana, han

    init?(_ scalar: UInt32) {
        switch scalar {
        case 0x3041...0x3096, 0x309D...0x309F, 0x1B001...0x1B11F: self = .hiragana
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .han
        default: return nil
        }
    }
}
