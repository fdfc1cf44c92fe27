import Glibc

/// A premultiplied 32-bit image in memory: the shadow buffer Scanout renders into.
///
/// ## Background
/// Each pixel is four bytes in memory order B, G, R, A, which is DRM's `XRGB8888`/`ARGB8888` on
/// little-endian machines; read as a `UInt32` a pixel is `0xAARRGGBB`. Colour channels are
/// premultiplied by alpha. Rows are ``stride`` bytes apart (at least `width × 4`), so a bitmap
/// can mirror a scanout buffer's layout and be copied into it row by row.
///
/// A bitmap is a reference type: renderers, displays and tests share one buffer and write it in
/// place. It is not `Sendable`; keep it on one actor (the main actor for UI work).
public final class Bitmap {
    /// The size in pixels.
    public let size: PixelSize
    /// The distance between the starts of two rows, in bytes.
    public let stride: Int
    /// The pixel memory: `stride × height` bytes, 64-byte aligned (2 MiB aligned, in huge pages
    /// where the kernel offers them, from 2 MiB on; see `PixelMemory`), owned by the bitmap.
    @usableFromInline let base: UnsafeMutableRawPointer
    private let mapping: PixelMemory.Mapping?

    /// Creates a bitmap filled with transparent black.
    ///
    /// - Parameters:
    ///   - size: The size in pixels; negative dimensions are treated as 0.
    ///   - stride: Bytes per row; values smaller than `width × 4` are raised to it.
    public init(size: PixelSize, stride: Int? = nil) {
        let width = max(0, size.width), height = max(0, size.height)
        self.size = PixelSize(width: width, height: height)
        self.stride = max(width * 4, stride ?? 0)
        let bytes = max(64, self.stride * height)
        (base, mapping) = PixelMemory.allocate(byteCount: bytes)
    }

    /// A short-lived bitmap (an opacity layer made and freed within a frame): always from the
    /// allocator, never a fresh huge-page mapping, whose first touch may make the kernel zero
    /// or compact 2 MiB pages in the middle of a frame.
    init(temporarySize size: PixelSize) {
        let width = max(0, size.width), height = max(0, size.height)
        self.size = PixelSize(width: width, height: height)
        self.stride = width * 4
        let bytes = max(64, stride * height)
        (base, mapping) = PixelMemory.allocate(byteCount: bytes, hugePages: false)
    }

    /// A bitmap made at a touch and kept (an app's snapshot, a launch image, the frame a turned
    /// interface draws into before it is copied onto the panel): its memory comes from the
    /// allocator in normal pages, zeroed. A fresh huge-page mapping's first touch makes the
    /// kernel zero 2 MiB pages (on a virtual machine also the host back them), about 13 ms for a
    /// 4 MB frame against 2 ms in normal pages, which costs more in the frame that first touches
    /// it than the TLB misses huge pages save later.
    package convenience init(pictureSize size: PixelSize) {
        self.init(temporarySize: size)
    }

    /// A copy of `source`'s pixels kept as a picture (memory as ``init(pictureSize:)``'s), each
    /// byte written once: a snapshot of a frame.
    package init(pictureCopying source: Bitmap) {
        size = source.size
        stride = source.width * 4
        let rowBytes = stride, bytes = max(64, stride * source.height)
        base = PixelMemory.allocateUninitialized(byteCount: bytes)
        mapping = nil
        for y in 0..<source.height {
            (base + y * rowBytes).copyMemory(from: source.base + y * source.stride, byteCount: rowBytes)
        }
        let written = rowBytes * source.height
        if bytes > written { (base + written).initializeMemory(as: UInt8.self, repeating: 0, count: bytes - written) }
    }

    /// A short-lived bitmap, as ``init(temporarySize:)``, or nil when the memory is not there:
    /// for an image of a glyph's size, which a caller under a memory limit leaves out instead.
    package init?(temporarySizeIfAvailable size: PixelSize) {
        let width = max(0, size.width), height = max(0, size.height)
        let (bytes, overflow) = width.multipliedReportingOverflow(by: 4 * height)
        guard !overflow, let memory = PixelMemory.allocateIfAvailable(byteCount: max(64, bytes)) else { return nil }
        self.size = PixelSize(width: width, height: height)
        stride = width * 4
        base = memory
        mapping = nil
    }

    /// Creates a bitmap of `width × height` pixels filled with transparent black.
    public convenience init(width: Int, height: Int) {
        self.init(size: PixelSize(width: width, height: height))
    }

    deinit { PixelMemory.release(base, mapping: mapping) }

    /// The width in pixels.
    public var width: Int { size.width }
    /// The height in pixels.
    public var height: Int { size.height }
    /// The rect covering every pixel, at the origin.
    public var bounds: PixelRect { PixelRect(size: size) }

    /// The premultiplied pixel at column `x`, row `y` (`0xAARRGGBB`).
    ///
    /// Coordinates outside the bitmap are a programming error and stop the program.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            return row(y)[x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            row(y)[x] = newValue
        }
    }

    /// The first pixel of row `y`. The caller keeps `y` in range.
    @inlinable @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Calls `body` with the pixel memory (`stride × height` bytes) and the stride.
    ///
    /// Displays use this to copy damaged rows into scanout buffers; the pointer must not escape.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: stride * height), stride)
    }

    /// Calls `body` with writable pixel memory (`stride × height` bytes) and the stride.
    public func withUnsafeMutableBytes<R>(
        _ body: (UnsafeMutableRawBufferPointer, _ stride: Int) throws -> R
    ) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: base, count: stride * height), stride)
    }

    /// Copies the pixels of `rect` (clipped to both bitmaps) into the same place of `destination`.
    public func copy(_ rect: PixelRect, into destination: Bitmap) {
        let r = rect.intersection(bounds).intersection(destination.bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            (destination.row(y) + r.x).update(from: row(y) + r.x, count: r.width)
        }
    }

    /// Copies the pixels of `rect` (clipped to this bitmap) into raw memory laid out with
    /// `destinationStride` bytes per row, at the same coordinates: the copy step of a
    /// shadow-buffered display.
    ///
    /// - Precondition: `destination` holds at least `destinationStride × rect.maxY` bytes.
    public func copy(_ rect: PixelRect, into destination: UnsafeMutableRawPointer, destinationStride: Int) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            (destination + y * destinationStride + r.x * 4)
                .copyMemory(from: base + y * stride + r.x * 4, byteCount: r.width * 4)
        }
    }

    /// Whether two bitmaps hold the same size and pixels (strides may differ).
    public func hasSamePixels(as other: Bitmap) -> Bool {
        guard size == other.size else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 { return false }
        return true
    }
}
