import Glibc

/// Premultiplied source-over of spans: the SIMD inner loops every primitive ends in.
///
/// Each function takes a destination row pointer and a pixel count; coverage is 0…255 per pixel.
/// Eight pixels go through one `SIMD8<UInt32>` step whose multiplies are 16-bit (`PixelMath`); runs where coverage is 0 are skipped and
/// runs of full coverage with an opaque source become plain stores.
enum Blend {
    /// A solid premultiplied `pixel` at one coverage for every pixel.
    @inline(__always)
    static func solid(_ pixel: UInt32, coverage: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        guard coverage != 0, pixel != 0 else { return }
        let s = coverage >= 255 ? pixel : PixelMath.scale(pixel, by: coverage)
        if s >> 24 == 255 { store(s, into: dst, count: count) } else { Bitmap.blend(s, over: dst, count: count) }
    }

    /// Stores `pixel` into `count` pixels. Long runs use libc's `memset` when the pixel's four
    /// bytes are equal, else `wmemset` (a 4-byte fill): both are vectorised for the running CPU
    /// (AVX2, AVX-512), which portable Swift SIMD code is not, and both only write, where
    /// doubling a stored run with `memcpy` reads every byte too (about 1.5× the time).
    @inline(__always)
    static func store(_ pixel: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count >= 128 else { return Bitmap.store(pixel, into: dst, count: count) }
        if pixel == (pixel & 0xFF) &* 0x0101_0101 {
            memset(dst, Int32(pixel & 0xFF), count * 4)
            return
        }
        if let fill = wideFill {
            _ = fill(dst, Int32(bitPattern: pixel), count)
            return
        }
        Bitmap.store(pixel, into: dst, count: 64)
        // Copies stay at most 16 KiB, so that libc never switches to non-temporal stores that
        // would push the frame out of the cache.
        var filled = 64
        while filled < count {
            let n = min(filled, count - filled, 4096)
            memcpy(dst + filled, dst, n * 4)
            filled += n
        }
    }

    /// glibc's `wmemset` (`wchar_t` is 4 bytes on Linux), resolved once through `dlsym` because
    /// the `Glibc` module does not export `<wchar.h>`; `nil` where the C library lacks it.
    private static let wideFill: (@convention(c) (UnsafeMutablePointer<UInt32>, Int32, Int) -> UnsafeMutableRawPointer?)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wmemset") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<UInt32>, Int32, Int) -> UnsafeMutableRawPointer?).self)
    }()

    /// A solid premultiplied `pixel` weighted by per-pixel `coverage`.
    ///
    /// The source's alpha times the coverage is computed in both halves of each pixel's factor
    /// at once, so it needs no shuffle per step.
    static func solid(_ pixel: UInt32, coverage: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>,
                      count: Int) {
        let opaque = pixel >> 24 == 255
        let source = SIMD8<UInt32>(repeating: pixel)
        let alpha = PixelMath.factors(repeating: pixel >> 24)
        let full = PixelMath.factors(repeating: 255)
        let raw = UnsafeMutableRawPointer(dst)
        let covRaw = UnsafeRawPointer(coverage)
        var i = 0
        // Black (text, shadows) scaled by k is only an alpha: no multiplies for its colour.
        let black = pixel & 0x00FF_FFFF == 0
        if opaque {
            // An opaque source scaled by k has alpha k exactly: no multiply for the inverse.
            while i + 8 <= count {
                let c8 = covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if c8 == 0 { i += 8; continue }
                if c8 == ~0 {
                    raw.storeBytes(of: source, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                    i += 8
                    continue
                }
                let k = PixelMath.factors(c8)
                let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                let s = black ? unsafeBitCast(k, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
                raw.storeBytes(of: s &+ PixelMath.scale(d, by: full &- k), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
        } else {
            while i + 8 <= count {
                let c8 = covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if c8 == 0 { i += 8; continue }
                let k = PixelMath.factors(c8)
                let a = PixelMath.scale(lanes: alpha, by: k)
                let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                let s = black ? unsafeBitCast(a, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
                raw.storeBytes(of: s &+ PixelMath.scale(d, by: full &- a), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
        }
        // The last 1…7 pixels, one at a time (the same arithmetic in scalar form).
        while i < count {
            let k = UInt32(coverage[i])
            if k != 0 { dst[i] = PixelMath.over(k == 255 ? pixel : PixelMath.scale(pixel, by: k), dst[i]) }
            i += 1
        }
    }

    /// A solid premultiplied `pixel` weighted by one row of a mask, as
    /// ``solid(_:coverage:into:count:)`` but with the row's last 1…7 pixels in one more
    /// eight-pixel step where `writable` pixels can be written from `dst` (pixels past `count`
    /// get coverage 0, so they are written back unchanged). `readable` bytes can be read from
    /// `coverage`; past them the last step's bytes are copied one by one. Glyph rows are
    /// short, so this step matters.
    @inline(__always)
    static func solid(_ pixel: UInt32, maskRow coverage: UnsafePointer<UInt8>, readable: Int,
                      into dst: UnsafeMutablePointer<UInt32>, count: Int, writable: Int) {
        let tail = count & 7, whole = count - tail
        guard tail != 0, whole + 8 <= writable else {
            return solid(pixel, coverage: coverage, into: dst, count: count)
        }
        let keep = ~UInt64(0) >> (64 - 8 * tail)
        let tailBytes: UInt64
        if whole + 8 <= readable {
            tailBytes = UnsafeRawPointer(coverage).loadUnaligned(fromByteOffset: whole, as: UInt64.self) & keep
        } else {
            var bytes: UInt64 = 0
            withUnsafeMutableBytes(of: &bytes) { $0.baseAddress?.copyMemory(from: coverage + whole, byteCount: tail) }
            tailBytes = bytes
        }
        let opaque = pixel >> 24 == 255
        let source = SIMD8<UInt32>(repeating: pixel)
        let alpha = PixelMath.factors(repeating: pixel >> 24)
        let full = PixelMath.factors(repeating: 255)
        let black = pixel & 0x00FF_FFFF == 0
        let raw = UnsafeMutableRawPointer(dst)
        let covRaw = UnsafeRawPointer(coverage)
        var i = 0
        while i <= whole {
            let c8 = i == whole ? tailBytes : covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if c8 != 0 {
                let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                let k = PixelMath.factors(c8)
                let out: SIMD8<UInt32>
                if opaque {
                    let s = black ? unsafeBitCast(k, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
                    out = s &+ PixelMath.scale(d, by: full &- k)
                } else {
                    let a = PixelMath.scale(lanes: alpha, by: k)
                    let s = black ? unsafeBitCast(a, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
                    out = s &+ PixelMath.scale(d, by: full &- a)
                }
                raw.storeBytes(of: out, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            }
            i += 8
        }
    }

    /// Per-pixel premultiplied `source` colours weighted by per-pixel `coverage` (or fully
    /// covered when `coverage` is nil).
    static func colors(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?,
                       into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        let raw = UnsafeMutableRawPointer(dst)
        let srcRaw = UnsafeRawPointer(source)
        var i = 0
        while i + 8 <= count {
            var s = srcRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            if let coverage {
                let c8 = UnsafeRawPointer(coverage).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if c8 == 0 { i += 8; continue }
                if c8 != ~0 { s = PixelMath.scale(s, by: PixelMath.factors(c8)) }
            }
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: PixelMath.over(s, d), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            var s = source[i]
            if let coverage { s = PixelMath.scale(s, by: UInt32(coverage[i])) }
            dst[i] = PixelMath.over(s, dst[i])
            i += 1
        }
    }

    /// Multiplies `coverage` by `other` in place, per pixel (`a × b / 255`, rounded).
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by other: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let p = UInt32(coverage[i]) &* UInt32(other[i]) &+ 128
            coverage[i] = UInt8(truncatingIfNeeded: (p &+ (p >> 8)) >> 8)
        }
    }

    /// Converts an area coverage in 0…1 (values outside are clamped) to a byte.
    @inline(__always)
    static func byte(_ c: Double) -> UInt8 {
        if !(c > 0) { return 0 }
        if c >= 1 { return 255 }
        return UInt8(c * 255 + 0.5)
    }
}
