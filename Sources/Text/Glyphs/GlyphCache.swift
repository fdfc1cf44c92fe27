import Glibc
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

    /// What drawing reads of `mask` in place: an outline glyph's box (plain words) and its
    /// coverage rows in memory of the cache's own (a pointer: nothing retained per glyph drawn).
    ///
    /// The rows are kept in the form the blender reads fastest: each padded with empty columns to
    /// a multiple of four bytes, so that every row is whole four-pixel steps; the box keeps the
    /// glyph's own width. The cache frees them when the glyph leaves (``release(_:)``).
    private func drawingForm(of mask: GlyphMask?) -> (box: CoverageBox, rows: UnsafeMutablePointer<UInt8>?) {
        guard let mask, case .coverage(let coverage) = mask.pixels, coverage.size.width > 0,
              coverage.size.height > 0 else { return (.empty, nil) }
        return (CoverageBox(width: coverage.size.width, height: coverage.size.height,
                            offsetX: mask.offset.x, offsetY: mask.offset.y), Self.paddedRows(coverage, memory: memory))
    }

    /// The distance between the padded rows of a glyph `width` pixels wide: a multiple of four.
    @inline(__always)
    static func paddedRowBytes(width: Int) -> Int { (width + 3) & ~3 }

    /// A new allocation holding `coverage` with each row padded to ``paddedRowBytes(width:)`` with
    /// zeros, or nil when the memory is not there (a glyph of megabytes under an address-space
    /// limit: the caller leaves the glyph out, as a fill that ran out of memory); the caller frees
    /// it with `free`.
    static func paddedRows(_ coverage: GlyphPixels<UInt8>, memory: GlyphMemory? = nil) -> UnsafeMutablePointer<UInt8>? {
        paddedRows(UnsafePointer(coverage.base), size: coverage.size, memory: memory)
    }

    /// ``paddedRows(_:memory:)`` of `size.width × size.height` coverage bytes at `source`.
    static func paddedRows(_ source: UnsafePointer<UInt8>, size: PixelSize,
                           memory: GlyphMemory? = nil) -> UnsafeMutablePointer<UInt8>? {
        let width = size.width, height = size.height
        let stride = paddedRowBytes(width: width)
        guard let rows = (memory ?? GlyphMemory()).zeroedRows(count: max(1, stride * height)) else { return nil }
        for row in 0..<height { (rows + row * stride).update(from: source + row * width, count: width) }
        return rows
    }

    /// `coverage` with each row padded to a multiple of four bytes (itself when it is already).
    static func padded(_ coverage: CoverageMask) -> CoverageMask {
        let width = coverage.size.width, height = coverage.size.height
        let stride = paddedRowBytes(width: width)
        guard stride != width, let rows = coverage.coverage.withUnsafeBufferPointer({ source in
            source.baseAddress.flatMap { paddedRows($0, size: coverage.size) }
        }) else { return coverage }
        defer { free(rows) }
        let bytes = [UInt8](UnsafeBufferPointer(start: rows, count: stride * height))
        return CoverageMask(size: PixelSize(width: stride, height: height), coverage: bytes) ?? coverage
    }

    /// The bytes the padded drawing form of `mask` takes besides the mask itself.
    private static func paddingBytes(of mask: GlyphMask?) -> Int {
        guard let mask, case .coverage(let coverage) = mask.pixels, coverage.size.width > 0,
              coverage.size.height > 0 else { return 0 }
        return paddedRowBytes(width: coverage.size.width) * coverage.size.height
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
    // The padded rows of each outline glyph: the cache's own allocations (plain pointers, so a
    // glyph placed for drawing borrows them without a reference count).
    @exclusivity(unchecked) private var rows: [UnsafeMutablePointer<UInt8>?] =
        [UnsafeMutablePointer<UInt8>?](repeating: nil, count: 256)
    // Rows of glyphs that left the cache while a draw may still read them: freed when it ends.
    private var retired: [UnsafeMutablePointer<UInt8>] = []
    private var drawsInProgress = 0
    /// How many glyphs' rows wait for the draw in progress to end before they are freed.
    var retiredRowsCount: Int { retired.count }
    @exclusivity(unchecked) private var clock: UInt64 = 0
    @exclusivity(unchecked) private(set) var hits = 0
    private(set) var misses = 0
    /// Whether the last ``store(_:for:)`` could not make the glyph's padded rows for want of
    /// memory (the glyph was not cached).
    private(set) var storeRanOutOfMemory = false

    /// Where the padded rows of cached glyphs take their memory (out of memory: not cached).
    let memory: GlyphMemory

    init(byteLimit: Int, memory: GlyphMemory = GlyphMemory()) {
        self.byteLimit = max(0, byteLimit)
        self.memory = memory
    }

    deinit {
        for case let row? in rows { free(row) }
        for row in retired { free(row) }
    }

    /// Frees the rows of a glyph that left the cache, or keeps them until the draw in progress
    /// ends (its placed glyphs may still point at them).
    private func release(_ row: UnsafeMutablePointer<UInt8>?) {
        guard let row else { return }
        if drawsInProgress > 0 { retired.append(row) } else { free(row) }
    }

    /// Starts a draw: until the matching ``endDrawing()``, the rows of every glyph read with
    /// ``coverageRows(at:)`` stay valid, even when the glyph is evicted or the cache emptied.
    func beginDrawing() { drawsInProgress += 1 }

    /// Ends a draw begun with ``beginDrawing()``; the last one frees the rows of the glyphs that
    /// left the cache meanwhile.
    func endDrawing() {
        drawsInProgress = max(0, drawsInProgress - 1)
        guard drawsInProgress == 0, !retired.isEmpty else { return }
        for row in retired { free(row) }
        retired.removeAll(keepingCapacity: true)
    }

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

    /// The coverage rows of the outline glyph in `slot` (one whose box has coverage), each padded
    /// to ``paddedRowBytes(width:)`` with empty columns: the box's width is the glyph's. Valid
    /// while the glyph is cached, and inside a draw (``beginDrawing()``) until the draw ends.
    @inline(__always)
    func coverageRows(at slot: Int) -> UnsafePointer<UInt8>? { UnsafePointer(rows[slot]) }

    /// A copy of the coverage drawing reads for the glyph in `slot`: its padded rows as a mask
    /// ``paddedRowBytes(width:)`` wide (a zero-sized mask for an empty or colour glyph).
    func coverage(at slot: Int) -> CoverageMask {
        let box = boxes[slot]
        guard box.hasCoverage, let start = rows[slot] else { return Self.emptyCoverage }
        let stride = Self.paddedRowBytes(width: box.width)
        let bytes = [UInt8](UnsafeBufferPointer(start: start, count: stride * box.height))
        return CoverageMask(size: PixelSize(width: stride, height: box.height), coverage: bytes) ?? Self.emptyCoverage
    }

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
        storeRanOutOfMemory = false
        let bytes = (mask?.byteCount ?? 0) + Self.paddingBytes(of: mask) + 48
        if bytes > byteLimit { return mask }
        let form = drawingForm(of: mask)
        if form.box.hasCoverage && form.rows == nil { storeRanOutOfMemory = true }
        if storeRanOutOfMemory { return mask }  // the caller empties the cache and tries again
        clock &+= 1
        insert(key.packed | 1 << 63, Entry(mask: mask, bytes: bytes), lastUse: clock, box: form.box, rows: form.rows)
        byteCount += bytes
        if byteCount > byteLimit { evict() }
        return mask
    }

    /// Puts a glyph in the table; the table owns `rows` from here on.
    private func insert(_ stored: UInt64, _ entry: Entry, lastUse use: UInt64, box: CoverageBox,
                        rows glyphRows: UnsafeMutablePointer<UInt8>?) {
        if (count + 1) * 2 > keys.count { rehash(capacity: keys.count * 2) }
        let i = slot(of: stored)
        if keys[i] == 0 { count += 1 }
        keys[i] = stored
        lastUse[i] = use
        boxes[i] = box
        release(rows[i])  // a key stored again (not done today): its old rows go
        rows[i] = glyphRows
        entries[i] = entry
    }

    /// Empty tables of `capacity` slots (a power of two).
    private func resetTables(capacity: Int) {
        keys = [UInt64](repeating: 0, count: capacity)
        lastUse = [UInt64](repeating: 0, count: capacity)
        entries = [Entry](repeating: .vacant, count: capacity)
        boxes = [CoverageBox](repeating: .empty, count: capacity)
        rows = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: capacity)
        count = 0
    }

    private func rehash(capacity: Int) {
        // The rows move with their glyphs: nothing is freed.
        let oldKeys = keys, oldUses = lastUse, oldEntries = entries, oldBoxes = boxes, oldRows = rows
        resetTables(capacity: capacity)
        for (i, key) in oldKeys.enumerated() where key != 0 {
            let j = slot(of: key)
            keys[j] = key
            lastUse[j] = oldUses[i]
            boxes[j] = oldBoxes[i]
            rows[j] = oldRows[i]
            entries[j] = oldEntries[i]
            count += 1
        }
    }

    /// Drops least recently used glyphs until at most three quarters of the bound is used.
    private func evict() {
        let target = byteLimit * 3 / 4
        var live: [(key: UInt64, lastUse: UInt64, entry: Entry, box: CoverageBox, rows: UnsafeMutablePointer<UInt8>?)] = []
        live.reserveCapacity(count)
        for (i, key) in keys.enumerated() where key != 0 {
            live.append((key, lastUse[i], entries[i], boxes[i], rows[i]))
        }
        live.sort { $0.lastUse > $1.lastUse }
        var kept = 0, bytes = 0
        while kept < live.count, bytes + live[kept].entry.bytes <= target {
            bytes += live[kept].entry.bytes
            kept += 1
        }
        var capacity = 256
        while capacity < kept * 2 + 2 { capacity *= 2 }
        resetTables(capacity: capacity)
        for item in live.prefix(kept) {
            insert(item.key, item.entry, lastUse: item.lastUse, box: item.box, rows: item.rows)
        }
        for item in live.dropFirst(kept) { release(item.rows) }
        byteCount = bytes
    }

    func removeAll() {
        for row in rows { release(row) }
        resetTables(capacity: 256)
        byteCount = 0
    }
}
