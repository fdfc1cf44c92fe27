/// Mutations of a real file's bytes, the way a damaged disk, a truncated download or a hostile
/// author changes a file: flipped bits, overwritten bytes, boundary values, copied, cut and
/// inserted ranges, truncation. A few mutations per input keep most of the structure, so the
/// parser goes past its first check.
public enum ByteMutator {
    /// `bytes` changed by 1 to `maximumEdits` random mutations.
    public static func mutate(_ bytes: [UInt8], _ random: inout FuzzRandom, maximumEdits: Int = 6) -> [UInt8] {
        var out = bytes
        for _ in 0..<random.int(in: 1...max(1, maximumEdits)) {
            mutateOnce(&out, &random)
        }
        return out
    }

    private static let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFE, 0xFF, 0x20, 0x0A, 0x22, 0x7B, 0x5B, 0x2C, 0x3D]

    private static func mutateOnce(_ out: inout [UInt8], _ random: inout FuzzRandom) {
        guard !out.isEmpty else {
            out = (0..<random.int(in: 1...64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return
        }
        let at = random.below(out.count)
        switch random.below(10) {
        case 0, 1:
            out[at] ^= UInt8(1 << random.below(8))
        case 2:
            out[at] = UInt8(truncatingIfNeeded: random.next())
        case 3:
            out[at] = random.pick(interesting)
        case 4:  // a 32-bit big-endian field set to a boundary value (lengths, sizes, offsets)
            let value: UInt32 = random.pick([0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0xFFFF, 0x10000,
                                             UInt32(truncatingIfNeeded: random.next())])
            for k in 0..<4 where at + k < out.count { out[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
        case 5:  // cut a range
            let length = min(out.count - at, random.int(in: 1...256))
            out.removeSubrange(at..<(at + length))
        case 6:  // copy a range elsewhere
            let length = min(out.count - at, random.int(in: 1...256))
            let chunk = Array(out[at..<(at + length)])
            out.insert(contentsOf: chunk, at: random.below(out.count + 1))
        case 7:  // insert random bytes
            let chunk = (0..<random.int(in: 1...32)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            out.insert(contentsOf: chunk, at: at)
        case 8:  // truncate
            out.removeSubrange(at..<out.count)
        default:  // swap two bytes
            out.swapAt(at, random.below(out.count))
        }
    }
}
