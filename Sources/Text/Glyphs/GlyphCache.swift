import Graphics

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

    /// A cached glyph (`nil`: empty) and the bytes it counts against the bound.
    private struct Entry {
        var mask: GlyphMask?
        var bytes: Int

        static let vacant = Entry(mask: nil, bytes: 0)
    }

    /// An outline glyph's size and its offset from the pen, in pixels; all zero for an empty or a
    /// colour glyph.
    struct CoverageBox {
        var width: Int, height: Int, offsetX: Int, offsetY: Int

        /// Whether the glyph is an outline glyph with pixels.
        var hasCoverage: Bool { width > 0 && height > 0 }

        static let empty = CoverageBox(width: 0, height: 0, offsetX: 0, offsetY: 0)
    }

    /// What drawing reads of `mask` in place: an outline glyph's box (plain words, copied without
    /// touching a reference count) and its coverage (one retain, taken only for a glyph that is
    /// drawn), so that a hit copies neither the mask's enum nor a whole entry.
    ///
    /// The coverage is kept in the form the blender reads fastest: each row padded with empty
    /// columns to a multiple of four bytes (`PlacedCoverage(paddedMask:width:x:y:)`), so that
    /// every row is whole four-pixel steps; the box keeps the glyph's own width.
    private static func drawingForm(of mask: GlyphMask?) -> (box: CoverageBox, coverage: CoverageMask) {
        guard let mask, case .coverage(let coverage) = mask.content else { return (.empty, emptyCoverage) }
        return (CoverageBox(width: coverage.size.width, height: coverage.size.height,
                            offsetX: mask.offset.x, offsetY: mask.offset.y), padded(coverage))
    }

    /// `coverage` with each row padded to a multiple of four bytes (itself when it is already).
    static func padded(_ coverage: CoverageMask) -> CoverageMask {
        let width = coverage.size.width, height = coverage.size.height
        let stride = (width + 3) & ~3
        guard stride != width else { return coverage }
        var bytes = [UInt8](repeating: 0, count: stride * height)
        coverage.coverage.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<height { (to + row * stride).update(from: from + row * width, count: width) }
            }
        }
        return CoverageMask(size: PixelSize(width: stride, height: height), coverage: bytes) ?? coverage
    }

    /// The bytes the padded drawing form of `mask` takes besides the mask itself.
    private static func paddingBytes(of mask: GlyphMask?) -> Int {
        guard let mask, case .coverage(let coverage) = mask.content else { return 0 }
        let stride = (coverage.size.width + 3) & ~3
        return stride == coverage.size.width ? 0 : stride * coverage.size.height
    }

    private static let emptyCoverage = CoverageMask(size: PixelSize(width: 0, height: 0))

    /// The most memory the cached pixels may take, in bytes.
    let byteLimit: Int
    private(set) var byteCount = 0
    private(set) var count = 0
    // An open-addressing table (linear probing, at most half full): a lookup is one multiply
    // and usually one probe, where `Dictionary` would run SipHash for every glyph drawn.
    // The font system's lock serialises every access, so the dynamic exclusivity checks a class's
    // stored properties get (a runtime call and a thread-local lookup per access, a fifth of a
    // frame of text) are switched off for the storage touched per glyph.
    // A hit writes only its slot's last use, kept apart from the entries (a word in a plain array,
    // not a field inside an optional entry).
    @exclusivity(unchecked) private var keys: [UInt64] = [UInt64](repeating: 0, count: 256)  // 0: empty
    @exclusivity(unchecked) private var lastUse: [UInt64] = [UInt64](repeating: 0, count: 256)
    @exclusivity(unchecked) private var entries: [Entry] = [Entry](repeating: .vacant, count: 256)
    // Drawing's in-place reads, parallel to `entries`: boxes are plain words, and coverage a
    // separate array so that reading one does not copy a whole entry.
    @exclusivity(unchecked) private var boxes: [CoverageBox] = [CoverageBox](repeating: .empty, count: 256)
    @exclusivity(unchecked) private var coverages: [CoverageMask] =
        [CoverageMask](repeating: GlyphCache.emptyCoverage, count: 256)
    @exclusivity(unchecked) private var clock: UInt64 = 0
    @exclusivity(unchecked) private(set) var hits = 0
    private(set) var misses = 0

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// The table index of `key` (stored with its top bit set, so that no key is 0), or of the
    /// empty slot where it would go.
    @inline(__always)
    private func slot(of stored: UInt64) -> Int {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[i] != 0 && keys[i] != stored { i = (i + 1) & mask }
        return i
    }

    /// The table slot holding `key`, its use noted, or `nil` when absent. A slot is valid until
    /// the next glyph is stored or the cache is emptied.
    @inline(__always)
    func slotIfCached(_ key: Key) -> Int? {
        let i = slot(of: key.packed | 1 << 63)
        guard keys[i] != 0 else { return nil }
        clock &+= 1
        lastUse[i] = clock
        hits &+= 1
        return i
    }

    /// The table slot holding `key`, just stored, or `nil` when it was not kept (too large for
    /// the bound); its use is not counted again.
    func storedSlot(_ key: Key) -> Int? {
        let i = slot(of: key.packed | 1 << 63)
        return keys[i] != 0 ? i : nil
    }

    /// The glyph in `slot` (from ``slotIfCached(_:)``): `nil` for an empty glyph.
    func mask(at slot: Int) -> GlyphMask? { entries[slot].mask }

    /// The box of the glyph in `slot`: an outline glyph's size and offset from the pen (see
    /// ``CoverageBox/hasCoverage``). Plain words: nothing is retained.
    @inline(__always)
    func coverageBox(at slot: Int) -> CoverageBox { boxes[slot] }

    /// The coverage of the outline glyph in `slot` (one whose box has coverage), its rows padded
    /// to a multiple of four bytes with empty columns: the box's width is the glyph's.
    @inline(__always)
    func coverage(at slot: Int) -> CoverageMask { coverages[slot] }

    /// The cached glyph for `key` (`.some(nil)` for a cached empty glyph), or `nil` when absent.
    func cached(_ key: Key) -> GlyphMask?? {
        guard let i = slotIfCached(key) else { return nil }
        return .some(entries[i].mask)
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
        let bytes = (mask?.byteCount ?? 0) + Self.paddingBytes(of: mask) + 48
        if bytes > byteLimit { return mask }
        clock &+= 1
        insert(key.packed | 1 << 63, Entry(mask: mask, bytes: bytes), lastUse: clock)
        byteCount += bytes
        if byteCount > byteLimit { evict() }
        return mask
    }

    private func insert(_ stored: UInt64, _ entry: Entry, lastUse use: UInt64) {
        if (count + 1) * 2 > keys.count { rehash(capacity: keys.count * 2) }
        let i = slot(of: stored)
        if keys[i] == 0 { count += 1 }
        keys[i] = stored
        lastUse[i] = use
        (boxes[i], coverages[i]) = Self.drawingForm(of: entry.mask)
        entries[i] = entry
    }

    /// Empty tables of `capacity` slots (a power of two).
    private func resetTables(capacity: Int) {
        keys = [UInt64](repeating: 0, count: capacity)
        lastUse = [UInt64](repeating: 0, count: capacity)
        entries = [Entry](repeating: .vacant, count: capacity)
        boxes = [CoverageBox](repeating: .empty, count: capacity)
        coverages = [CoverageMask](repeating: GlyphCache.emptyCoverage, count: capacity)
        count = 0
    }

    private func rehash(capacity: Int) {
        let oldKeys = keys, oldUses = lastUse, oldEntries = entries, oldBoxes = boxes, oldCoverages = coverages
        resetTables(capacity: capacity)
        for (i, key) in oldKeys.enumerated() where key != 0 {
            let j = slot(of: key)
            keys[j] = key
            lastUse[j] = oldUses[i]
            boxes[j] = oldBoxes[i]
            coverages[j] = oldCoverages[i]
            entries[j] = oldEntries[i]
            count += 1
        }
    }

    /// Drops least recently used glyphs until at most three quarters of the bound is used.
    private func evict() {
        let target = byteLimit * 3 / 4
        var live: [(key: UInt64, lastUse: UInt64, entry: Entry)] = []
        live.reserveCapacity(count)
        for (i, key) in keys.enumerated() where key != 0 { live.append((key, lastUse[i], entries[i])) }
        live.sort { $0.lastUse > $1.lastUse }
        var kept = 0, bytes = 0
        while kept < live.count, bytes + live[kept].entry.bytes <= target {
            bytes += live[kept].entry.bytes
            kept += 1
        }
        var capacity = 256
        while capacity < kept * 2 + 2 { capacity *= 2 }
        resetTables(capacity: capacity)
        for item in live.prefix(kept) { insert(item.key, item.entry, lastUse: item.lastUse) }
        byteCount = bytes
    }

    func removeAll() {
        resetTables(capacity: 256)
        byteCount = 0
    }
}
