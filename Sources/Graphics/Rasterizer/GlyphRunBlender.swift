import Glibc

/// A coverage mask placed at a device pixel: one glyph of a line of text, ready to blend.
public struct PlacedCoverage: Sendable {
    /// The glyph's coverage.
    public var mask: CoverageMask
    /// The device pixel of the mask's top-left corner.
    public var x: Int, y: Int
    /// The glyph's width in pixels: the mask's own width, or less when the mask's rows are
    /// padded with empty columns on the trailing side (see ``init(paddedMask:width:x:y:)``).
    public private(set) var width: Int

    /// A mask whose top-left pixel is at device pixel (`x`, `y`).
    public init(mask: CoverageMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
        width = mask.size.width
    }

    /// A glyph `width` pixels wide whose coverage rows are the first `width` bytes of `mask`'s
    /// rows, the rest of each row empty (coverage 0), with its top-left pixel at device pixel
    /// (`x`, `y`).
    ///
    /// The glyph cache keeps glyphs in this form, each row padded to a multiple of four bytes,
    /// so that the blender reads every row in whole four-pixel steps without masking its end.
    /// The glyph's box (clusters, clipping) is `width` wide; `width` is clamped to
    /// 0…`mask.size.width`. The padding columns must be empty: they are blended (as no change).
    public init(paddedMask mask: CoverageMask, width: Int, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
        self.width = max(0, min(width, mask.size.width))
    }

    /// The device pixels the glyph covers.
    var rect: PixelRect { PixelRect(x: x, y: y, width: width, height: mask.size.height) }

    /// Calls `body` with `glyphs` as borrowed coverage: their masks copied into one buffer that
    /// lives for the call (how the public, owning form reaches the blender).
    static func withBorrowed<R>(_ glyphs: [PlacedCoverage],
                                _ body: (UnsafeBufferPointer<BorrowedCoverage>) -> R) -> R {
        var total = 0
        for glyph in glyphs { total += glyph.mask.coverage.count }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, total))
        defer { bytes.deallocate() }
        var borrowed: [BorrowedCoverage] = []
        borrowed.reserveCapacity(glyphs.count)
        var next = bytes
        for glyph in glyphs {
            let count = glyph.mask.coverage.count
            glyph.mask.coverage.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { next.initialize(from: from, count: count) }
            }
            borrowed.append(BorrowedCoverage(unsafeRows: next, rowBytes: glyph.mask.size.width, width: glyph.width,
                                             height: glyph.mask.size.height, x: glyph.x, y: glyph.y))
            next += count
        }
        return borrowed.withUnsafeBufferPointer(body)
    }
}

/// A glyph's coverage placed at a device pixel, read in place from memory its owner keeps: what
/// the text engine hands the blender, so that placing a glyph costs no reference count.
///
/// Plain words (a pointer and five integers): copying, storing and dropping one touches no
/// reference count. The rows must stay valid and unchanged until the draw they are handed to
/// returns; the glyph cache keeps every glyph a draw has placed until that draw ends.
package struct BorrowedCoverage {
    /// The first byte of the glyph's top row.
    package let start: UnsafePointer<UInt8>
    /// The distance between rows in bytes: the glyph's width, or more when its rows are padded
    /// with empty columns on the trailing side.
    package let rowBytes: Int
    /// The glyph's width in pixels (at most `rowBytes`; the padding columns must be empty).
    package let width: Int
    /// The number of rows.
    package let height: Int
    /// The device pixel of the glyph's top-left corner.
    package let x: Int, y: Int

    /// A glyph `width` × `height` pixels whose rows are `rowBytes` apart from `start` (the bytes
    /// past `width` in each row are 0), its top-left at device pixel (`x`, `y`). `rowBytes ×
    /// height` bytes must be readable from `start` until the draw returns.
    ///
    /// The text engine makes one per glyph drawn. It is a call from there: Swift (6.3) does not
    /// inline a `package` function into another module, `@inlinable` or not; building the glyph
    /// inside this module instead measured no faster on C_redraw.
    package init(unsafeRows start: UnsafePointer<UInt8>, rowBytes: Int, width: Int, height: Int, x: Int, y: Int) {
        self.start = start
        self.rowBytes = rowBytes
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    /// The device pixels the glyph covers.
    var rect: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
}

/// Blends the glyph masks of one line of text, each glyph straight into the frame where no other
/// glyph's box shares its columns.
///
/// ## Background
/// Neighbouring glyphs may cover the same pixel (kerned pairs, joined Arabic letters, marks);
/// their coverage is then added, saturating, before it is blended once, so a shared pixel is
/// not darkened twice. Merging a whole line into one mask does that, but it costs a zeroed
/// buffer of the line's box and a blend over all its empty pixels. Here the glyphs, taken in
/// order, fall into clusters whose column ranges overlap; a glyph alone in its cluster is
/// blended from its own mask, a cluster is merged into a small scratch mask first. The result
/// is the same, pixel for pixel, as merging the line. When glyphs come out of left-to-right
/// order so far that one reaches back into an earlier cluster, the whole line is one cluster.
enum GlyphRunBlender {
    /// Coverage rows to blend: the first byte of the visible area, the distance between rows,
    /// how many bytes can be read from the first byte, the device pixels they cover, and how
    /// many bytes of each row can be read from its first byte (at least `area.width`; any past
    /// `area.width` are 0).
    typealias Rows = (start: UnsafePointer<UInt8>, stride: Int, readable: Int, area: PixelRect, rowBytes: Int)

    /// Hands `blend` the coverage of the `placed` glyphs inside `clip`, cluster by cluster.
    ///
    /// Inlined into its callers, with `blend`: a glyph alone in its cluster (nearly every glyph)
    /// costs no call through a closure, and the glyphs are read in place, not copied.
    @inline(__always)
    static func forEachCluster(_ placed: UnsafeBufferPointer<BorrowedCoverage>, clip: PixelRect,
                               scratch: MaskScratch, _ blend: (Rows) -> Void) {
        guard !placed.isEmpty else { return }
        if !isOrdered(placed) { return merge(placed, 0..<placed.count, clip: clip, scratch: scratch, blend) }
        do {
            var start = 0
            var end = placed[0].x + placed[0].width
            for i in 1..<placed.count {
                let x = placed[i].x
                if x < end {
                    end = max(end, x + placed[i].width)
                    continue
                }
                if i - start == 1 {
                    emit(placed[start], clip: clip, blend)
                } else {
                    merge(placed, start..<i, clip: clip, scratch: scratch, blend)
                }
                start = i
                end = x + placed[i].width
            }
            if placed.count - start == 1 {
                emit(placed[start], clip: clip, blend)
            } else {
                merge(placed, start..<placed.count, clip: clip, scratch: scratch, blend)
            }
        }
    }

    /// Whether the clusters found in order never reach back into an earlier cluster's columns.
    static func isOrdered(_ glyphs: UnsafeBufferPointer<BorrowedCoverage>) -> Bool {
        var clusterStart = Int.max, clusterEnd = Int.min, flushedEnd = Int.min
        for glyph in glyphs {
            let x = glyph.x, maxX = glyph.x + glyph.width
            if x < clusterEnd {
                if x < flushedEnd { return false }
                clusterStart = min(clusterStart, x)
                clusterEnd = max(clusterEnd, maxX)
            } else {
                if clusterStart < flushedEnd { return false }
                flushedEnd = max(flushedEnd, clusterEnd)
                clusterStart = x
                clusterEnd = maxX
            }
        }
        return clusterStart >= flushedEnd
    }

    /// One glyph alone in its cluster, straight from its rows.
    @inline(__always)
    private static func emit(_ glyph: BorrowedCoverage, clip: PixelRect, _ blend: (Rows) -> Void) {
        // The glyph's box inside the clip, spelled out (the clip is not empty).
        let glyphMaxX = glyph.x + glyph.width, glyphMaxY = glyph.y + glyph.height
        let x0 = max(glyph.x, clip.x), y0 = max(glyph.y, clip.y)
        let x1 = min(glyphMaxX, clip.maxX), y1 = min(glyphMaxY, clip.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let area = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let w = glyph.rowBytes
        let column = x0 - glyph.x
        // Past the glyph's width a padded glyph's rows are empty; at its width the next row starts.
        let rowBytes = x1 < glyphMaxX ? area.width : w - column
        let offset = (y0 - glyph.y) * w + column
        blend((glyph.start + offset, w, w * glyph.height - offset, area, rowBytes))
    }

    /// The glyphs of `range` added (saturating) into one scratch mask covering their boxes.
    ///
    /// Eight bytes at a time; a row's last 1…7 bytes are one more step with the bytes past the
    /// glyph masked off (adding zeros changes nothing), wherever eight bytes can be read from the
    /// glyph's mask. Scratch rows are a multiple of eight bytes apart, with eight bytes of slack
    /// past the end, for the same reason.
    private static func merge(_ glyphs: UnsafeBufferPointer<BorrowedCoverage>, _ range: Range<Int>, clip: PixelRect,
                              scratch: MaskScratch, _ blend: (Rows) -> Void) {
        var box = PixelRect.zero
        for i in range {
            let r = glyphs[i].rect.intersection(clip)
            if !r.isEmpty { box = box.isEmpty ? r : box.union(r) }
        }
        guard !box.isEmpty else { return }
        let stride = (box.width + 7) & ~7
        let total = stride * box.height + 8
        guard let base = scratch.zeroed(count: total) else {
            // No memory for the scratch mask (a cluster of huge glyphs under a memory limit): each
            // glyph is blended from its own rows; pixels they share are darkened twice.
            for i in range { emit(glyphs[i], clip: clip, blend) }
            return
        }
        for i in range {
            let glyph = glyphs[i]
            let w = glyph.rowBytes
            let r = glyph.rect.intersection(box)
            guard !r.isEmpty else { continue }
            let tail = r.width & 7, whole = r.width - tail
            let keep = tail == 0 ? 0 : ~UInt64(0) >> (64 - 8 * tail)
            let src = glyph.start, readable = w * glyph.height
            do {
                for y in r.y..<r.maxY {
                    let offset = (y - glyph.y) * w + r.x - glyph.x
                    let s = src + offset
                    let d = base + ((y - box.y) * stride + r.x - box.x)
                    var i = 0
                    while i < whole {
                        add(UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self), into: d + i)
                        i += 8
                    }
                    guard tail != 0 else { continue }
                    if offset + i + 8 <= readable {
                        add(UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self) & keep, into: d + i)
                        continue
                    }
                    while i < r.width {
                        let sum = UInt16(d[i]) + UInt16(s[i])
                        d[i] = sum > 255 ? 255 : UInt8(sum)
                        i += 1
                    }
                }
            }
        }
        // Scratch rows are zeroed past the box: `stride` bytes of each can be read.
        blend((UnsafePointer(base), stride, total, box, stride))
    }

    /// Adds eight coverage bytes into `destination`, saturating at 255.
    @inline(__always)
    private static func add(_ source: UInt64, into destination: UnsafeMutablePointer<UInt8>) {
        let a = unsafeBitCast(source, to: SIMD8<UInt8>.self)
        let b = UnsafeRawPointer(destination).loadUnaligned(as: SIMD8<UInt8>.self)
        let sum = a &+ b
        UnsafeMutableRawPointer(destination).storeBytes(of: sum.replacing(with: 255, where: sum .< a),
                                                        as: SIMD8<UInt8>.self)
    }

    /// Blends solid `pixel` through `rows` into the pixels of `target`, touching nothing at or
    /// past column `clipMaxX`. `target` locates device pixels as a blitter does: row `y` starts
    /// `(y - originY) × stride` bytes after `base`, and column `x` is its pixel `x - originX`.
    @inline(__always)
    static func blendSolid(_ pixel: UInt32, _ rows: Rows, clipMaxX: Int,
                           target: (base: UnsafeMutableRawPointer, stride: Int, originX: Int, originY: Int)) {
        let area = rows.area
        guard !area.isEmpty else { return }
        let first = (target.base + (area.y - target.originY) * target.stride).assumingMemoryBound(to: UInt32.self)
            + (area.x - target.originX)
        Blend.solid(pixel, maskRows: rows.start, stride: rows.stride, readable: rows.readable, width: area.width,
                    rowBytes: rows.rowBytes, height: area.height, writable: clipMaxX - area.x, into: first,
                    targetStride: target.stride)
    }
}

/// Scratch bytes for merged glyph masks, allocated on first use, grown as needed and kept
/// between draws.
final class MaskScratch {
    private var bytes: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    /// The most bytes the scratch may take: a fault for tests (the allocator's answer otherwise).
    private let byteLimit: Int

    /// A scratch that takes memory as needed, up to `byteLimit` bytes (a fault for tests).
    init(byteLimit: Int = .max) { self.byteLimit = byteLimit }

    deinit { free(bytes) }

    /// `count` zeroed bytes (valid until the next call), or nil when the allocator has none left
    /// (the scratch is as large as the clipped cluster: a line of huge glyphs needs megabytes).
    func zeroed(count: Int) -> UnsafeMutablePointer<UInt8>? {
        if let bytes, count <= capacity {
            bytes.update(repeating: 0, count: count)
            return bytes
        }
        free(bytes)
        bytes = nil
        // Room to grow into; short of memory, just what is asked.
        let roomy = max(count, 2 * capacity, 4096)
        capacity = 0
        if roomy <= byteLimit, let fresh = calloc(roomy, 1) {
            capacity = roomy
            bytes = fresh.bindMemory(to: UInt8.self, capacity: roomy)
        } else if roomy > count, count <= byteLimit, let fresh = calloc(count, 1) {
            capacity = count
            bytes = fresh.bindMemory(to: UInt8.self, capacity: count)
        }
        return bytes
    }
}
