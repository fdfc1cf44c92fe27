/// Coverage and scratch memory a renderer keeps from frame to frame: pass the same cache to
/// every frame's ``Canvas``.
///
/// ## Background
/// UI frames draw the same shapes again and again (the same buttons, switch tracks, knobs and
/// their shadows). The per-pixel part of a rounded rect or shadow (its anti-aliased edges and
/// corners) depends only on its size, radii and sub-pixel position, so it is computed once at a
/// canonical position, recorded as spans and replayed at whole-pixel offsets. The cache holds
/// at most ``maximumEntries`` shapes and ``maximumBytes`` bytes of recordings (shapes differ a
/// lot in size: a knob's shadow against a full-width card) and forgets them all when either is
/// reached; a cache of 0 entries records no coverage at all (every shape is computed anew, as
/// the benchmark's headline figures require) and keeps only scratch memory. Not `Sendable`: one
/// per render thread.
public final class RasterCache {
    /// The most shapes kept; 0 keeps none.
    public let maximumEntries: Int
    /// The most bytes of recorded coverage kept.
    public let maximumBytes: Int
    /// The bytes of recorded coverage kept now.
    public private(set) var byteCount = 0

    struct Key: Hashable {
        var kind: UInt8
        var fx: Double, fy: Double, width: Double, height: Double
        var r0: Double, r1: Double, r2: Double, r3: Double
        var blur: Double

        /// Hashes the kind, the sub-pixel position, the size and the first radius: keys that
        /// differ only in the rest are rare, and hashing fewer values costs less on every look-up
        /// (each shape of each frame looks its key up).
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(fx)
            hasher.combine(fy)
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(r0)
        }
    }

    var entries: [Key: RecordedCoverage] = [:]
    var blitter: SpanBlitter?
    var pathCoverage: PathCoverage?
    /// Arrays lent to one drawing operation at a time (``withScratch(arrays:count:_:)``).
    private var scratch: [[Double]] = []

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - maximumEntries: The most shapes whose coverage is kept for replay; 0 (or less)
    ///     records none, so that every shape is rasterised anew each frame.
    ///   - maximumBytes: The most bytes of recorded coverage kept (1 MiB unless told).
    public init(maximumEntries: Int = 512, maximumBytes: Int = 1 << 20) {
        self.maximumEntries = max(0, maximumEntries)
        self.maximumBytes = max(0, maximumBytes)
    }

    /// Lends `body` `arrays` arrays of at least `count` zeroed values each, and keeps them for
    /// the next call: an effect that needs megabytes of scratch every frame (the bar material's
    /// blur) allocates them once, instead of allocating and freeing them each frame, which grows
    /// and fragments the heap. The arrays stay as large as the largest call asked for (bounded by
    /// the screen: effects size them from what they draw).
    public func withScratch<R>(arrays: Int, count: Int, _ body: (inout [[Double]]) -> R) -> R {
        var lent = scratch
        scratch = []
        if lent.count < arrays { lent += Array(repeating: [], count: arrays - lent.count) }
        for i in 0..<arrays {
            if lent[i].count < count {
                lent[i] = [Double](repeating: 0, count: count)
            } else {
                lent[i].withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[0..<count]).update(repeating: 0) }
            }
        }
        defer { scratch = lent }
        return body(&lent)
    }

    /// How many shapes are cached.
    public var count: Int { entries.count }

    /// `v` on a grid of 1/1024 pixel: cached shapes are keyed and computed at these values, so
    /// that floating-point noise in positions does not miss the cache (the shift is below 1/2000
    /// of a pixel, far under one coverage level).
    static func quantized(_ v: Double) -> Double { (v * 1024).rounded() / 1024 }

    /// Forgets every cached shape.
    public func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    /// Whether a shape that is not cached yet and shows only a small part of itself inside `clip`
    /// (a quarter or less, as under a small damage rect) is better drawn directly: recording
    /// would compute the whole shape for a few pixels. It is recorded once it is drawn whole.
    /// A cache that keeps no entries draws everything directly.
    func shouldDrawDirectly(_ key: Key, bounds: PixelRect, clip: PixelRect) -> Bool {
        keepsNothing || (entries[key] == nil && bounds.intersection(clip).area * 4 <= bounds.area)
    }

    /// Whether the cache records no coverage (``maximumEntries`` is 0): shapes then skip their
    /// key (its canonical position, size and radii on the 1/1024 grid) and are drawn directly,
    /// as ``shouldDrawDirectly(_:bounds:clip:)`` would answer for any key.
    var keepsNothing: Bool { maximumEntries == 0 }

    /// The recording for `key`, computed by `record` (at the canonical position) when missing.
    func recording(for key: Key, bounds: PixelRect, record: (SpanRecorder) -> Void) -> RecordedCoverage {
        if let hit = entries[key] { return hit }
        let recorder = SpanRecorder(width: bounds.width, origin: (bounds.x, bounds.y), rows: bounds.height)
        record(recorder)
        let recording = recorder.finish()
        let size = recording.byteCount
        if entries.count >= maximumEntries || byteCount + size > maximumBytes {
            entries.removeAll(keepingCapacity: true)
            byteCount = 0
        }
        guard size <= maximumBytes else { return recording }  // too large to keep: replayed once
        entries[key] = recording
        byteCount += size
        return recording
    }
}
