/// A code-point → byte table decoded from the compact range strings that
/// `scripts/generate-segmentation-tables` writes (6 hex digits of a range's first code point,
/// 2 of its value), looked up by binary search, with a direct table for ASCII.
struct SegmentationTable: Sendable {
    private let starts: [UInt32]
    private let values: [UInt8]
    private let ascii: [UInt8]

    init(encoded: String) {
        var starts: [UInt32] = [], values: [UInt8] = []
        let bytes = Array(encoded.utf8)
        func hex(_ b: UInt8) -> UInt32 { b <= 57 ? UInt32(b &- 48) : UInt32(b &- 55) }
        var i = 0
        while i + 8 <= bytes.count {
            var start: UInt32 = 0
            for k in 0..<6 { start = start << 4 | hex(bytes[i + k]) }
            starts.append(start)
            values.append(UInt8(truncatingIfNeeded: hex(bytes[i + 6]) << 4 | hex(bytes[i + 7])))
            i += 8
        }
        self.starts = starts
        self.values = values
        ascii = (0..<128).map { Self.lookUp(UInt32($0), starts: starts, values: values) }
    }

    /// The value of `scalar`; 0 (the property's `Other`) for anything the table does not cover.
    func value(of scalar: UInt32) -> UInt8 {
        scalar < 128 ? ascii[Int(scalar)] : lookUp(scalar)
    }

    private func lookUp(_ scalar: UInt32) -> UInt8 { Self.lookUp(scalar, starts: starts, values: values) }

    private static func lookUp(_ scalar: UInt32, starts: [UInt32], values: [UInt8]) -> UInt8 {
        guard !starts.isEmpty, scalar >= starts[0], scalar <= 0x10FFFF else { return 0 }
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= scalar { low = mid } else { high = mid - 1 }
        }
        return values[low]
    }
}
