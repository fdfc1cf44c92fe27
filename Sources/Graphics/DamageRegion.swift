/// The pixels of a screen that must be repainted: a short list of rects.
///
/// ## Background
/// As LVGL's refresher does: each added rect is rounded outwards to whole pixels and clipped to
/// the screen; a rect inside one already present is dropped, rects inside the new one are
/// removed, and two rects merge only when their union is smaller than their areas added up
/// (so two far-apart changes stay two small repaints). Past ``maximumRectCount`` rects the
/// region becomes the whole screen.
public struct DamageRegion: Sendable, Hashable {
    /// The screen, in device pixels; nothing outside it is ever damaged.
    public let screen: PixelRect
    /// The most rects kept before the region falls back to the whole screen.
    public let maximumRectCount: Int
    /// The damaged rects: disjoint in coverage terms (none inside another), inside ``screen``.
    public private(set) var rects: [PixelRect] = []

    /// An empty region on a screen of `size` pixels.
    public init(screen size: PixelSize, maximumRectCount: Int = 8) {
        screen = PixelRect(size: size)
        self.maximumRectCount = max(1, maximumRectCount)
    }

    /// Whether nothing is damaged.
    public var isEmpty: Bool { rects.isEmpty }

    /// Whether the whole screen is damaged.
    public var isFullScreen: Bool { rects.count == 1 && rects[0] == screen }

    /// The smallest rect containing every damaged pixel.
    public var bounds: PixelRect { rects.reduce(PixelRect.zero) { $0.union($1) } }

    /// Adds a pixel rect.
    public mutating func add(_ rect: PixelRect) {
        var r = rect.intersection(screen)
        guard !r.isEmpty else { return }
        if rects.contains(where: { $0.contains(r) }) { return }
        var merged = true
        while merged {
            merged = false
            rects.removeAll { r.contains($0) }
            for (i, e) in rects.enumerated() {
                let u = e.union(r)
                if u.area < e.area + r.area {
                    rects.remove(at: i)
                    r = u
                    merged = true
                    break
                }
            }
        }
        rects.append(r)
        if rects.count > maximumRectCount { rects = [screen] }
    }

    /// Adds a rect in points, rounded outwards to the device pixels it touches at `scale`.
    public mutating func add(_ rect: Rect, scale: Double) {
        add(rect.pixelBounds(scale: scale))
    }

    /// Damages the whole screen.
    public mutating func addFullScreen() { rects = [screen] }

    /// Empties the region (after a frame is rendered).
    public mutating func removeAll() { rects.removeAll() }
}
