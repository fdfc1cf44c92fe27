/// Pixels of a bitmap whose value is known but not written yet: disjoint rects, each with the
/// premultiplied pixel it stands for (``Canvas``'s overdraw elision).
///
/// A pixel in a pending rect has logically that rect's pixel; the bitmap still holds whatever it
/// held before. ``materialize(_:into:)`` writes the pending pixels inside an area (before a draw
/// reads them by blending), ``remove(_:)`` forgets pixels a draw is about to replace, and
/// ``add(_:pixel:)`` records a replacing fill instead of writing it.
struct PendingFills {
    /// The most rects kept; adding more writes the oldest first.
    static let capacity = 64
    /// The fewest pixels an opaque fill must cover to be deferred, or to cut what it covers out
    /// of the list: smaller ones (a separator) are drawn as any other draw is, after what is
    /// pending beneath them is written, which keeps the list short.
    var minimumArea = 4096

    private(set) var rects: [PixelRect] = []
    private(set) var pixels: [UInt32] = []
    /// Scratch for the pieces a rect leaves when an area is cut out of it.
    private var pieces: [PixelRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// Records that the pixels of `rect` are `pixel` from now on, replacing whatever was pending
    /// there. When more than ``capacity`` rects would be kept, the oldest are written to `bitmap`.
    mutating func add(_ rect: PixelRect, pixel: UInt32, bitmap: Bitmap) {
        guard !rect.isEmpty else { return }
        remove(rect)
        while rects.count >= Self.capacity {
            Self.store(pixels[0], in: rects[0], into: bitmap)
            rects.removeFirst()
            pixels.removeFirst()
        }
        rects.append(rect)
        pixels.append(pixel)
    }

    /// Forgets the pending pixels inside `area` (a draw replaces every one of them).
    mutating func remove(_ area: PixelRect) {
        cut(area, into: nil)
    }

    /// Writes the pending pixels inside `area` to `bitmap` and forgets them.
    ///
    /// A pending rect that `area` meets is written from its top row down to the last row they
    /// share, across its whole width: what stays pending of it is one band below. Views draw
    /// from top to bottom, so a frame's background under rows of text is written in a few long
    /// runs (whole rows, contiguous) as the text reaches it, and the list stays short, instead
    /// of becoming a patchwork that every later draw has to look through.
    mutating func materialize(_ area: PixelRect, into bitmap: Bitmap) {
        cut(area, into: bitmap)
    }

    /// Writes every pending pixel to `bitmap` and forgets them all.
    mutating func flush(into bitmap: Bitmap) {
        for i in rects.indices { Self.store(pixels[i], in: rects[i], into: bitmap) }
        rects.removeAll(keepingCapacity: true)
        pixels.removeAll(keepingCapacity: true)
    }

    /// Cuts `area` out of every pending rect, writing the cut pixels to `bitmap` when one is given.
    private mutating func cut(_ area: PixelRect, into bitmap: Bitmap?) {
        guard !area.isEmpty else { return }
        var i = 0
        while i < rects.count {
            let rect = rects[i]
            var inside = rect.intersection(area)
            guard !inside.isEmpty else {
                i += 1
                continue
            }
            if bitmap != nil {
                inside = PixelRect(x: rect.x, y: rect.y, width: rect.width, height: inside.maxY - rect.y)
            }
            let pixel = pixels[i]
            if let bitmap { Self.store(pixel, in: inside, into: bitmap) }
            pieces.removeAll(keepingCapacity: true)
            Self.split(rect, around: inside, into: &pieces)
            if let first = pieces.first {
                rects[i] = first
                for piece in pieces.dropFirst() {
                    rects.append(piece)
                    pixels.append(pixel)
                }
                i += 1
            } else {
                rects.remove(at: i)
                pixels.remove(at: i)
            }
        }
    }

    /// The parts of `rect` outside `hole` (which lies inside it): full-width bands above and
    /// below, then the columns beside it, so that wide pieces stay whole rows.
    private static func split(_ rect: PixelRect, around hole: PixelRect, into out: inout [PixelRect]) {
        if hole.y > rect.y { out.append(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: hole.y - rect.y)) }
        if hole.maxY < rect.maxY {
            out.append(PixelRect(x: rect.x, y: hole.maxY, width: rect.width, height: rect.maxY - hole.maxY))
        }
        if hole.x > rect.x { out.append(PixelRect(x: rect.x, y: hole.y, width: hole.x - rect.x, height: hole.height)) }
        if hole.maxX < rect.maxX {
            out.append(PixelRect(x: hole.maxX, y: hole.y, width: rect.maxX - hole.maxX, height: hole.height))
        }
    }

    /// Stores `pixel` into every pixel of `rect` (inside the bitmap), as an opaque fill does.
    private static func store(_ pixel: UInt32, in rect: PixelRect, into bitmap: Bitmap) {
        let r = rect.intersection(bitmap.bounds)
        guard !r.isEmpty else { return }
        if r.x == 0, r.width == bitmap.width, bitmap.stride == bitmap.width * 4 {
            return Blend.store(pixel, into: bitmap.row(r.y), count: r.width * r.height)
        }
        for y in r.y..<r.maxY { Blend.store(pixel, into: bitmap.row(y) + r.x, count: r.width) }
    }
}
