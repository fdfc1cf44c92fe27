import Glibc
import Graphics

/// A rasterised glyph's pixels, row-major and `size.width` elements a row, in memory the glyph
/// owns: from `calloc`, freed when the last ``GlyphMask`` holding them goes.
///
/// ## Background
/// A fill takes its memory here, not from a Swift array: an array whose allocation fails ends the
/// process, and a glyph at a large size needs megabytes. Probing `malloc` and then making the
/// array was not enough: glibc serves the second request by another path (freeing the probe's
/// mapping raises its mmap threshold, so the array is carved from the heap, whose growth can fail
/// where a mapping of the probe's size did not), and under an address-space limit the release
/// build ended the process ("failed to allocate 661056 bytes", VM suite). Memory from `calloc`
/// answers `nil` instead, and the fill degrades (``GlyphMemory``).
///
/// The pixels are written only by the fill that made them, before the mask is shared; from then
/// on they are read only, which is what makes sharing them between threads sound.
final class GlyphPixels<Element: FixedWidthInteger>: @unchecked Sendable {
    /// The size in pixels.
    let size: PixelSize
    /// The first pixel; `size.width × size.height` elements (at least one) follow.
    let base: UnsafeMutablePointer<Element>
    /// Whether `base` came from `calloc` (freed with `free`) rather than Swift's allocator.
    private let fromCalloc: Bool

    /// Zeroed pixels of `size` from `memory`, or nil (and `memory.ranOut` set) when the memory is
    /// not there.
    init?(zeroed size: PixelSize, memory: GlyphMemory) {
        guard size.width >= 0, size.height >= 0,
              let base = memory.zeroedPixels(Element.self, count: size.width * size.height) else { return nil }
        self.size = size
        self.base = base
        fromCalloc = true
    }

    /// A copy of `pixels` (`size.width × size.height` of them).
    ///
    /// For masks made from Swift arrays (``GlyphMask/init(content:offset:)``): the caller already
    /// holds an array of this size, so this allocation fails, and ends the process, exactly when
    /// one more such array would.
    init(copying pixels: [Element], size: PixelSize) {
        self.size = size
        fromCalloc = false
        let count = max(1, pixels.count)
        base = UnsafeMutablePointer<Element>.allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
        pixels.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { base.update(from: from, count: source.count) }
        }
    }

    deinit {
        if fromCalloc { free(base) } else { base.deallocate() }
    }

    /// The number of pixels.
    var count: Int { size.width * size.height }

    /// The pixels, read in place.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// A copy of the pixels as a Swift array (for callers outside drawing; it allocates).
    var array: [Element] { [Element](buffer) }

    /// Whether both hold the same size and pixels.
    func equals(_ other: GlyphPixels<Element>) -> Bool {
        size == other.size && (self === other || memcmp(base, other.base, count * MemoryLayout<Element>.stride) == 0)
    }
}
