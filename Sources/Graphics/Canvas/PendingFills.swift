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
    /// Scratch for the pieces a rect leaves when an area is cut out of it, and for the rects
    /// written row by row (with their pixels in `piecePixels`).
    private var pieces: [PixelRect] = []
    private var piecePixels: [UInt32] = []
    private var active: [Int] = []
    private var runs: [(x: Int, count: Int, pixel: UInt32)] = []

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
        cut(area)
    }

    /// Writes the pending pixels inside `area` to `bitmap` and forgets them.
    ///
    /// Whole rows are written: from the top row of the highest pending rect that `area` meets
    /// down to `area`'s last row, every pending pixel in those rows (beside `area` too), row
    /// after row. What stays pending is below that row. Views draw from top to bottom, so a
    /// frame's background and a section's body beside it are written together, in rows, as the
    /// rows' content reaches them: the frame is stored in one sweep down its memory (storing the
    /// same rows in several passes, column band after column band, took about 15 % longer on
    /// the benchmark's host), and the list stays short, instead of becoming a patchwork that
    /// every later draw has to look through.
    mutating func materialize(_ area: PixelRect, into bitmap: Bitmap) {
        guard !area.isEmpty else { return }
        var top = Int.max
        for rect in rects where rect.y < top && rect.intersects(area) { top = rect.y }
        guard top < area.maxY else { return }
        write(rows: top..<area.maxY, into: bitmap)
        cut(PixelRect(x: bitmap.bounds.x, y: top, width: bitmap.bounds.width, height: area.maxY - top))
    }

    /// Writes every pending pixel to `bitmap` and forgets them all.
    mutating func flush(into bitmap: Bitmap) {
        guard !rects.isEmpty else { return }
        var top = Int.max, bottom = Int.min
        for rect in rects {
            top = min(top, rect.y)
            bottom = max(bottom, rect.maxY)
        }
        write(rows: top..<bottom, into: bitmap)
        rects.removeAll(keepingCapacity: true)
        pixels.removeAll(keepingCapacity: true)
    }

    /// Stores the pending pixels of `rows` into `bitmap`, row after row (each row's rects in the
    /// order of their columns), so that the rows' memory is written in one sweep. A lone rect is
    /// stored in one call (one contiguous run when it spans whole rows).
    private mutating func write(rows: Range<Int>, into bitmap: Bitmap) {
        pieces.removeAll(keepingCapacity: true)
        piecePixels.removeAll(keepingCapacity: true)
        for i in rects.indices {
            let rect = rects[i]
            let y0 = max(rect.y, rows.lowerBound), y1 = min(rect.maxY, rows.upperBound)
            guard y1 > y0 else { continue }
            pieces.append(PixelRect(x: rect.x, y: y0, width: rect.width, height: y1 - y0))
            piecePixels.append(pixels[i])
        }
        if pieces.count == 1 { return Self.store(piecePixels[0], in: pieces[0], into: bitmap) }
        guard !pieces.isEmpty else { return }
        // Insertion sort by column (a handful of rects).
        for i in 1..<pieces.count {
            var j = i
            while j > 0 && pieces[j - 1].x > pieces[j].x {
                pieces.swapAt(j - 1, j)
                piecePixels.swapAt(j - 1, j)
                j -= 1
            }
        }
        // Runs of rows where the same rects are present: each run's rects are stored row by row.
        var y = max(rows.lowerBound, bitmap.bounds.y)
        let end = min(rows.upperBound, bitmap.bounds.maxY)
        while y < end {
            var runEnd = end
            active.removeAll(keepingCapacity: true)
            for k in pieces.indices {
                let p = pieces[k]
                if p.y > y {
                    runEnd = min(runEnd, p.y)
                } else if p.maxY > y {
                    runEnd = min(runEnd, p.maxY)
                    active.append(k)
                }
            }
            if active.count == 1 {
                let k = active[0]
                Self.store(piecePixels[k], in: PixelRect(x: pieces[k].x, y: y, width: pieces[k].width, height: runEnd - y),
                           into: bitmap)
            } else {
                // Each rect's columns inside the bitmap, once per run.
                runs.removeAll(keepingCapacity: true)
                for k in active {
                    let x0 = max(pieces[k].x, 0), x1 = min(pieces[k].maxX, bitmap.width)
                    if x1 > x0 { runs.append((x0, x1 - x0, piecePixels[k])) }
                }
                runs.withUnsafeBufferPointer { runs in
                    for row in y..<runEnd {
                        let dst = bitmap.row(row)
                        for run in runs { Blend.store(run.pixel, into: dst + run.x, count: run.count) }
                    }
                }
            }
            y = runEnd
        }
    }

    /// Cuts `area` out of every pending rect.
    private mutating func cut(_ area: PixelRect) {
        guard !area.isEmpty else { return }
        var i = 0
        while i < rects.count {
            let rect = rects[i]
            let inside = rect.intersection(area)
            guard !inside.isEmpty else {
                i += 1
                continue
            }
            let pixel = pixels[i]
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
