/// A scalar's Line_Break class (UAX #14), already resolved by rule LB1, with the two flags the
/// pair rules need. Looked up in a table generated from the Unicode Character Database.
struct LineBreakClass: Equatable {
    /// The resolved classes, in the order of the generated table's indices.
    enum Kind: UInt8 {
        case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, HY, BB, B2, CB, CL, CP, EX,
             IS, SY, OP, QU, NS, IN, AL, HL, NU, PR, PO, ID, EB, EM, H2, H3, JL, JV, JT, RI
    }

    let kind: Kind
    /// East_Asian_Width is Fullwidth, Wide or Halfwidth (rule LB30 excludes such brackets).
    let isEastAsianWide: Bool
    /// An unassigned Extended_Pictographic code point (rule LB30b: may take an emoji modifier).
    let isUnassignedPictographic: Bool

    init(_ value: UInt8) {
        kind = Kind(rawValue: value & 0x3F) ?? .AL
        isEastAsianWide = value & 0x40 != 0
        isUnassignedPictographic = value & 0x80 != 0
    }

    private static let table: (starts: [UInt32], values: [UInt8]) = {
        var starts: [UInt32] = [], values: [UInt8] = []
        let bytes = Array(encodedRanges.utf8)
        func hex(_ b: UInt8) -> UInt32 { b <= 57 ? UInt32(b - 48) : UInt32(b - 55) }
        var i = 0
        while i + 8 <= bytes.count {
            var start: UInt32 = 0
            for k in 0..<6 { start = start << 4 | hex(bytes[i + k]) }
            starts.append(start)
            values.append(UInt8(hex(bytes[i + 6]) << 4 | hex(bytes[i + 7])))
            i += 8
        }
        return (starts, values)
    }()

    static let ascii: [UInt8] = (0..<128).map { rawValue(of: UInt32($0)) }

    static func rawValue(of scalar: UInt32) -> UInt8 {
        let starts = table.starts
        guard !starts.isEmpty, scalar >= starts[0] else { return Kind.AL.rawValue }
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= scalar { low = mid } else { high = mid - 1 }
        }
        return table.values[low]
    }

    /// The class of `scalar` (values above U+10FFFF count as AL).
    static func of(_ scalar: UInt32) -> LineBreakClass {
        LineBreakClass(scalar < 128 ? ascii[Int(scalar)] : rawValue(of: scalar))
    }
}
