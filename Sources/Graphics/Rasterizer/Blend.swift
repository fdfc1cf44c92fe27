import Glibc

/// Premultiplied source-over of spans: the SIMD inner loops every primitive ends in.
///
/// Each function takes a destination row pointer and a pixel count; coverage is 0…255 per pixel.
/// Eight pixels go through one `SIMD8<UInt32>` step; runs where coverage is 0 are skipped and
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
    /// bytes are equal, else store 64 pixels and double them with `memcpy`: both are vectorised
    /// for the running CPU (AVX2 and wider), which portable Swift SIMD code is not.
    @inline(__always)
    static func store(_ pixel: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count >= 128 else { return Bitmap.store(pixel, into: dst, count: count) }
        if pixel == (pixel & 0xFF) &* 0x0101_0101 {
            memset(dst, Int32(pixel & 0xFF), count * 4)
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

    /// A solid premultiplied `pixel` weighted by per-pixel `coverage`.
    static func solid(_ pixel: UInt32, coverage: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>,
                      count: Int) {
        let opaque = pixel >> 24 == 255
        let source = SIMD8<UInt32>(repeating: pixel)
        let full = SIMD8<UInt32>(repeating: 255)
        let raw = UnsafeMutableRawPointer(dst)
        let covRaw = UnsafeRawPointer(coverage)
        var i = 0
        while i + 8 <= count {
            let c8 = covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if c8 == 0 { i += 8; continue }
            if c8 == ~0 && opaque {
                raw.storeBytes(of: source, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
                continue
            }
            let k = SIMD8<UInt32>(truncatingIfNeeded: covRaw.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt8>.self))
            let s = PixelMath.scale(source, by: k)
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            let out = s &+ PixelMath.scale(d, by: full &- (s &>> 24))
            raw.storeBytes(of: out, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        // The last 1…7 pixels: one vector step through lanes.
        if i < count {
            let n = count - i
            var k = SIMD8<UInt32>(repeating: 0), d = SIMD8<UInt32>(repeating: 0)
            for j in 0..<n {
                k[j] = UInt32(coverage[i + j])
                d[j] = dst[i + j]
            }
            let s = PixelMath.scale(source, by: k)
            let out = s &+ PixelMath.scale(d, by: full &- (s &>> 24))
            for j in 0..<n { dst[i + j] = out[j] }
        }
    }

    /// Per-pixel premultiplied `source` colours weighted by per-pixel `coverage` (or fully
    /// covered when `coverage` is nil).
    static func colors(_ source: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?,
                       into dst: UnsafeMutablePointer<UInt32>, count: Int) {
        let full = SIMD8<UInt32>(repeating: 255)
        let raw = UnsafeMutableRawPointer(dst)
        let srcRaw = UnsafeRawPointer(source)
        var i = 0
        while i + 8 <= count {
            var s = srcRaw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            if let coverage {
                let covRaw = UnsafeRawPointer(coverage)
                if covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 { i += 8; continue }
                let k = SIMD8<UInt32>(truncatingIfNeeded: covRaw.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt8>.self))
                s = PixelMath.scale(s, by: k)
            }
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: s &+ PixelMath.scale(d, by: full &- (s &>> 24)), toByteOffset: i * 4,
                           as: SIMD8<UInt32>.self)
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
