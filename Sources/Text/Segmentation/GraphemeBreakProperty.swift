/// A scalar's Grapheme_Cluster_Break property (UAX #29) and whether it is Extended_Pictographic,
/// looked up in a table generated from the Unicode Character Database.
struct GraphemeBreakProperty: Equatable, Sendable {
    /// The property values, in the order of the generated table's indices.
    enum Kind: UInt8 {
        case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt
    }

    let kind: Kind
    /// Extended_Pictographic (rule GB11).
    let isPictographic: Bool

    init(_ value: UInt8) {
        kind = Kind(rawValue: value & 0x7F) ?? .other
        isPictographic = value & 0x80 != 0
    }

    private static let table = SegmentationTable(encoded: encodedRanges)

    /// The property of `scalar` (values above U+10FFFF count as Other).
    static func of(_ scalar: UInt32) -> GraphemeBreakProperty { GraphemeBreakProperty(table.value(of: scalar)) }
}
