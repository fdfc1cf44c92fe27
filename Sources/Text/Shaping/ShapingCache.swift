import Glibc

/// Shaped runs kept for reuse: text that is set again (a label re-created each frame, a list
/// re-laid out after scrolling) is not shaped by HarfBuzz again.
///
/// ## Background
/// Text engines keep such caches (Android's Minikin keeps shaped words, Chrome shaped words
/// and runs). A run's shape depends on its face, size, direction, script and language, on its
/// scalars and on the text around it (HarfBuzz reads up to 5 scalars of context on each side, for
/// Arabic joining), so the key holds all of them, that context included: a hit is exactly what
/// shaping would have returned.
///
/// The bound is two generations of at most `limit` runs and `byteLimit / 2` bytes each (a run
/// of a long paragraph holds thousands of glyphs, a label's a few): lookups go to the recent
/// generation, then to the older one (a hit moves the run to the recent one); when the recent
/// generation is full it becomes the older one and the previous older one is dropped. So the
/// runs in use stay, and at most `2 × limit` runs and `byteLimit` bytes are kept. The font
/// system's lock guards it.
final class ShapingCache {
    struct Key: Hashable {
        let face: Int
        let pointSize: Double
        let level: UInt8
        let script: UInt32
        let language: String?
        let range: Range<Int>
        /// The run's scalars with the context HarfBuzz reads (up to 5 scalars on each side).
        let codePoints: [UInt32]

        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            hasher.combine(range.lowerBound)
            hasher.combine(range.upperBound)
            // The scalars folded into one word first (a multiply per scalar): feeding them to
            // SipHash byte by byte cost about 30 instructions per scalar, 0.1 ms per frame of C.
            var folded: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(codePoints.count)
            codePoints.withUnsafeBufferPointer { scalars in
                for c in scalars { folded = (folded ^ UInt64(c)) &* 0x0000_0100_0000_01B3 }
            }
            hasher.combine(folded ^ (folded >> 29))
        }

        static func == (a: Key, b: Key) -> Bool {
            guard a.face == b.face, a.range == b.range, a.level == b.level, a.script == b.script,
                  a.pointSize == b.pointSize, a.language == b.language, a.codePoints.count == b.codePoints.count
            else { return false }
            return a.codePoints.withUnsafeBytes { x in
                b.codePoints.withUnsafeBytes { y in
                    guard let xs = x.baseAddress, let ys = y.baseAddress else { return true }  // both empty
                    return memcmp(xs, ys, x.count) == 0
                }
            }
        }
    }

    /// The most runs per generation (0: nothing is cached).
    let limit: Int
    /// The most bytes kept in both generations.
    let byteLimit: Int
    @exclusivity(unchecked) private var recent: [Key: ShapedRun] = [:]
    @exclusivity(unchecked) private var older: [Key: ShapedRun] = [:]
    private var recentBytes = 0, olderBytes = 0

    init(limit: Int, byteLimit: Int = 256 << 10) {
        self.limit = max(0, limit)
        self.byteLimit = max(0, byteLimit)
    }

    /// The number of runs kept now.
    var count: Int { recent.count + older.count }

    /// The bytes kept now (glyphs, keys' scalars, and a fixed cost per entry).
    var byteCount: Int { recentBytes + olderBytes }

    /// What keeping `run` under `key` costs: its glyphs, the key's scalars, and the entry's
    /// fixed parts (the two structs, the dictionary slot, the descriptor's strings).
    static func cost(_ run: ShapedRun, _ key: Key) -> Int {
        run.glyphs.count * MemoryLayout<ShapedRun.Glyph>.stride + key.codePoints.count * 4
            + MemoryLayout<ShapedRun>.stride + MemoryLayout<Key>.stride + 64
    }

    /// The cached run for `key`, or the result of `shape` (then cached).
    func run(_ key: @autoclosure () -> Key, shape: () -> ShapedRun) -> ShapedRun {
        guard limit > 0 else { return shape() }
        let key = key()
        if let hit = recent[key] { return hit }
        if let hit = older.removeValue(forKey: key) {
            olderBytes -= Self.cost(hit, key)
            insert(hit, for: key)
            return hit
        }
        let run = shape()
        insert(run, for: key)
        return run
    }

    private func insert(_ run: ShapedRun, for key: Key) {
        let cost = Self.cost(run, key)
        guard cost <= byteLimit / 2 else { return }  // larger than a generation: shaped each time
        if recent.count >= limit || recentBytes + cost > byteLimit / 2 {
            older = recent
            olderBytes = recentBytes
            recent = [:]
            recentBytes = 0
        }
        recent[key] = run
        recentBytes += cost
    }

    func removeAll() {
        recent = [:]
        older = [:]
        recentBytes = 0
        olderBytes = 0
    }
}
