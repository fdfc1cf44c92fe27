/// Coverage and scratch memory a renderer keeps from frame to frame: pass the same cache to
/// every frame's ``Canvas``.
///
/// ## Background
/// UI frames draw the same shapes again and again (the same buttons, switch tracks, knobs and
/// their shadows). The per-pixel part of a rounded rect or shadow (its anti-aliased edges and
/// corners) depends only on its size, radii and sub-pixel position, so it is computed once at a
/// canonical position, recorded as spans and replayed at whole-pixel offsets. The cache holds
/// at most ``maximumEntries`` shapes and forgets them all when full; a cache of 0 entries records
/// no coverage at all (every shape is computed anew, as the benchmark's headline figures require)
/// and keeps only scratch memory. Not `Sendable`: one per render thread.
public final class RasterCache {
    /// The most shapes kept; 0 keeps none.
    public let maximumEntries: Int

    struct Key: Hashable {
        var kind: UInt8
        var fx: Double, fy: Double, width: Double, height: Double
        var r0: Double, r1: Double, r2: Double, r3: Double
        var blur: Double
    }

    var entries: [Key: RecordedCoverage] = [:]
    var blitter: SpanBlitter?
    var pathCoverage: PathCoverage?

    /// Creates an empty cache.
    ///
    /// - Parameter maximumEntries: The most shapes whose coverage is kept for replay; 0 (or less)
    ///   records none, so that every shape is rasterised anew each frame.
    public init(maximumEntries: Int = 512) {
        self.maximumEntries = max(0, maximumEntries)
    }

    /// How many shapes are cached.
    public var count: Int { entries.count }

    /// `v` on a grid of 1/1024 pixel: cached shapes are keyed and computed at these values, so
    /// that floating-point noise in positions does not miss the cache (the shift is below 1/2000
    /// of a pixel, far under one coverage level).
    static func quantized(_ v: Double) -> Double { (v * 1024).rounded() / 1024 }

    /// Forgets every cached shape.
    public func removeAll() { entries.removeAll() }

    /// Whether a shape that is not cached yet and shows only a small part of itself inside `clip`
    /// (a quarter or less, as under a small damage rect) is better drawn directly: recording
    /// would compute the whole shape for a few pixels. It is recorded once it is drawn whole.
    /// A cache that keeps no entries draws everything directly.
    func shouldDrawDirectly(_ key: Key, bounds: PixelRect, clip: PixelRect) -> Bool {
        maximumEntries == 0 || (entries[key] == nil && bounds.intersection(clip).area * 4 <= bounds.area)
    }

    /// The recording for `key`, computed by `record` (at the canonical position) when missing.
    func recording(for key: Key, bounds: PixelRect, record: (SpanRecorder) -> Void) -> RecordedCoverage {
        if let hit = entries[key] { return hit }
        let recorder = SpanRecorder(width: bounds.width, origin: (bounds.x, bounds.y), rows: bounds.height)
        record(recorder)
        let recording = recorder.finish()
        if entries.count >= maximumEntries { entries.removeAll(keepingCapacity: true) }
        entries[key] = recording
        return recording
    }
}
