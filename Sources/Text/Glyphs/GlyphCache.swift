/// Rasterised glyphs kept for reuse, bounded in memory: least recently used glyphs go first.
///
/// One cache is shared by all text of a ``FontSystem``; the font system's lock guards it.
/// Empty glyphs (spaces) are cached too, as `nil`, so they are not rasterised again.
final class GlyphCache {
    /// A glyph of a face at a size and quarter-pixel phase, packed into one word so that a
    /// lookup hashes 8 bytes: face (14 bits), size in 1/64 px (24 bits), glyph id (24 bits),
    /// phase (2 bits).
    struct Key: Hashable {
        let packed: UInt64

        init(face: Int, glyph: UInt32, size64: Int32, subpixel: UInt8) {
            packed = UInt64(face & 0x3FFF) << 50 | UInt64(UInt32(bitPattern: size64) & 0xFF_FFFF) << 26
                | UInt64(glyph & 0xFF_FFFF) << 2 | UInt64(subpixel & 3)
        }
    }

    private struct Entry {
        var mask: GlyphMask?
        var lastUse: UInt64
        var bytes: Int
    }

    /// The most memory the cached pixels may take, in bytes.
    let byteLimit: Int
    private(set) var byteCount = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    var count: Int { entries.count }

    /// The cached glyph for `key` (`.some(nil)` for a cached empty glyph), or `nil` when absent.
    func cached(_ key: Key) -> GlyphMask?? {
        guard let index = entries.index(forKey: key) else { return nil }
        clock &+= 1
        entries.values[index].lastUse = clock
        hits += 1
        return .some(entries.values[index].mask)
    }

    /// The cached glyph for `key`, or the result of `make` (then cached). The outer optional is
    /// absent only while computing.
    func glyph(_ key: Key, make: () -> GlyphMask?) -> GlyphMask? {
        clock &+= 1
        if let entry = entries[key] {
            entries[key]!.lastUse = clock
            hits += 1
            return entry.mask
        }
        misses += 1
        let mask = make()
        let bytes = (mask?.byteCount ?? 0) + 48
        if bytes > byteLimit { return mask }
        entries[key] = Entry(mask: mask, lastUse: clock, bytes: bytes)
        byteCount += bytes
        if byteCount > byteLimit { evict() }
        return mask
    }

    /// Drops least recently used glyphs until at most three quarters of the bound is used.
    private func evict() {
        let target = byteLimit * 3 / 4
        let oldestFirst = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldestFirst {
            if byteCount <= target { break }
            entries[key] = nil
            byteCount -= entry.bytes
        }
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
