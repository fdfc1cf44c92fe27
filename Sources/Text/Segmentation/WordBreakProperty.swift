/// A scalar's Word_Break property (UAX #29) and whether it is Extended_Pictographic, looked up in
/// a table generated from the Unicode Character Database.
struct WordBreakProperty: Equatable, Sendable {
    /// The property values, in the order of the generated table's indices.
    enum Kind: UInt8 {
        case other, cr, lf, newline, extend, zwj, regionalIndicator, format, katakana, hebrewLetter, aLetter,
             singleQuote, doubleQuote, midNumLet, midLetter, midNum, numeric, extendNumLet, wSegSpace
    }

    let kind: Kind
    /// Extended_Pictographic (rule WB3c).
    let isPictographic: Bool

    init(_ value: UInt8) {
        kind = Kind(rawValue: value & 0x7F) ?? .other
        isPictographic = value & 0x80 != 0
    }

    /// Newline, CR or LF (rules WB3a, WB3b).
    var isLineBreak: Bool { kind == .newline || kind == .cr || kind == .lf }
    /// Extend, Format or ZWJ: the characters rule WB4 attaches to what precedes them.
    var isIgnorable: Bool { kind == .extend || kind == .format || kind == .zwj }

    private static let table = SegmentationTable(encoded: encodedRanges)

    /// The property of `scalar` (values above U+10FFFF count as Other).
    static func of(_ scalar: UInt32) -> WordBreakProperty { WordBreakProperty(table.value(of: scalar)) }
}
