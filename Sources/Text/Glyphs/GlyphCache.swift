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
    private(set) var count = 0
    // An open-addressing table (linear probing, at most half full): a lookup is one multiply
    // and usually one probe, where `Dictionary` would run SipHash for every glyph drawn.
    // The font system's lock serialises every access, so the dynamic exclusivity checks a class's
    // stored properties get (a runtime call and a thread-local lookup per access, a fifth of a
    // frame of text) are switched off for the storage touched per glyph.
    @exclusivity(unchecked) private var keys: [UInt64] = [UInt64](repeating: 0, count: 256)  // 0: empty
    @exclusivity(unchecked) private var slots: [Entry?] = [Entry?](repeating: nil, count: 256)
    @exclusivity(unchecked) private var clock: UInt64 = 0
    @exclusivity(unchecked) private(set) var hits = 0
    private(set) var misses = 0

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// The table index of `key` (stored with its top bit set, so that no key is 0), or of the
    /// empty slot where it would go.
    private func slot(of stored: UInt64) -> Int {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[i] != 0 && keys[i] != stored { i = (i + 1) & mask }
        return i
    }

    /// The cached glyph for `key` (`.some(nil)` for a cached empty glyph), or `nil` when absent.
    func cached(_ key: Key) -> GlyphMask?? {
        let i = slot(of: key.packed | 1 << 63)
        guard keys[i] != 0 else { return nil }
        clock &+= 1
        slots[i]!.lastUse = clock
        hits += 1
        return .some(slots[i]!.mask)
    }

    /// The cached glyph for `key`, or the result of `make` (then cached).
    func glyph(_ key: Key, make: () -> GlyphMask?) -> GlyphMask? {
        if let cached = cached(key) { return cached }
        return store(make(), for: key)
    }

    /// Caches `mask` (nil: an empty glyph) for `key`, a miss just filled, and returns it.
    @discardableResult
    func store(_ mask: GlyphMask?, for key: Key) -> GlyphMask? {
        misses += 1
        let bytes = (mask?.byteCount ?? 0) + 48
        if bytes > byteLimit { return mask }
        clock &+= 1
        insert(key.packed | 1 << 63, Entry(mask: mask, lastUse: clock, bytes: bytes))
        byteCount += bytes
        if byteCount > byteLimit { evict() }
        return mask
    }

    private func insert(_ stored: UInt64, _ entry: Entry) {
        if (count + 1) * 2 > keys.count { rehash(capacity: keys.count * 2) }
        let i = slot(of: stored)
        if keys[i] == 0 { count += 1 }
        keys[i] = stored
        slots[i] = entry
    }

    private func rehash(capacity: Int) {
        let oldKeys = keys, oldSlots = slots
        keys = [UInt64](repeating: 0, count: capacity)
        slots = [Entry?](repeating: nil, count: capacity)
        count = 0
        for (i, key) in oldKeys.enumerated() where key != 0 {
            let j = slot(of: key)
            keys[j] = key
            slots[j] = oldSlots[i]
            count += 1
        }
    }

    /// Drops least recently used glyphs until at most three quarters of the bound is used.
    private func evict() {
        let target = byteLimit * 3 / 4
        var live: [(key: UInt64, entry: Entry)] = []
        live.reserveCapacity(count)
        for (i, key) in keys.enumerated() where key != 0 { live.append((key, slots[i]!)) }
        live.sort { $0.entry.lastUse > $1.entry.lastUse }
        var kept = 0, bytes = 0
        while kept < live.count, bytes + live[kept].entry.bytes <= target {
            bytes += live[kept].entry.bytes
            kept += 1
        }
        var capacity = 256
        while capacity < kept * 2 + 2 { capacity *= 2 }
        keys = [UInt64](repeating: 0, count: capacity)
        slots = [Entry?](repeating: nil, count: capacity)
        count = 0
        for item in live.prefix(kept) { insert(item.key, item.entry) }
        byteCount = bytes
    }

    func removeAll() {
        keys = [UInt64](repeating: 0, count: 256)
        slots = [Entry?](repeating: nil, count: 256)
        count = 0
        byteCount = 0
    }
}
