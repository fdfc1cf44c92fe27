/// The layout of a font index file (docs/text.md, “The font index”).
///
/// All numbers are little-endian. A 96-byte header: the magic `SCANOUTF`, the format version
/// (u32), the file's length in bytes (u32), a 64-bit checksum of every byte after the first 24
/// (``checksum(_:)``), then nine sections as (offset u32, count u32). Sections, in order, with
/// their record sizes: strings (bytes), stamps (56), fontconfig weights (u16 × 1001),
/// descriptors (24), installed family names (8), families (16), family runs (8), coverage tables
/// (16), covered ranges (12). A string is (offset, length) into the strings section; an absent
/// descriptor is `0xFFFF_FFFF`.
///
/// The file is untrusted input: ``FontIndex`` checks the magic, version, length and checksum,
/// then every offset, count, string and descriptor number before it answers anything.
enum FontIndexFormat {
    static let magic: [UInt8] = Array("SCANOUTF".utf8)
    /// The format version; a file of another version is rebuilt.
    static let version: UInt32 = 1
    static let headerSize = 96
    static let sectionCount = 9
    /// Where the section table starts in the header.
    static let sectionTable = 24
    /// The first byte the checksum covers.
    static let checksummedFrom = 24
    /// No descriptor.
    static let none: UInt32 = 0xFFFF_FFFF
    /// How many fontconfig weights the weight section holds (OpenType 0…1000).
    static let weightCount = 1001

    enum Section: Int, CaseIterable {
        case strings, stamps, weights, descriptors, installedFamilies, families, runs, coverage, ranges

        /// The size of one record, in bytes.
        var recordSize: Int {
            switch self {
            case .strings: 1
            case .stamps: 56
            case .weights: 2
            case .descriptors: 24
            case .installedFamilies: 8
            case .families: 16
            case .runs: 8
            case .coverage: 16
            case .ranges: 12
            }
        }
    }

    /// A 64-bit FNV-1a-style hash of `bytes`, eight bytes at a time (little-endian words), then
    /// the remaining bytes one by one.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let words = bytes.count / 8
        for index in 0..<words {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) &* prime
        }
        for index in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* prime }
        return hash
    }
}
