/// Premultiplied source-over arithmetic on packed `0xAARRGGBB` pixels, shared by every blender.
///
/// Scalars use the two-channels-per-word trick: red/blue and alpha/green sit in separate 16-bit
/// lanes of a word, so a scale by `k/255` is two multiplies and an exact rounding.
///
/// Vectors (eight pixels) keep the same pairing but multiply in 16-bit lanes: a channel times a
/// coverage fits in 16 bits, so every multiply is a 16-bit one (`pmullw`, baseline SSE2; NEON's
/// `mul`), where 32-bit lanes need SSE4.1's `pmulld` or a slow emulation on baseline x86-64.
/// Both forms round exactly the same way, so they give identical pixels.
@usableFromInline
enum PixelMath {
    /// `pixel × k / 255`, per channel, exactly rounded; `k` in 0…255.
    @inlinable @inline(__always)
    static func scale(_ pixel: UInt32, by k: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over of a premultiplied `source` onto `destination`.
    @inlinable @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// A factor per pixel for ``scale(_:by:)-(SIMD8<UInt32>,_)``: each pixel's `k` (0…255) in
    /// both 16-bit halves of its word.
    @usableFromInline typealias Factors = SIMD16<UInt16>

    /// `k` for all eight pixels.
    @inlinable @inline(__always)
    static func factors(repeating k: UInt32) -> Factors { Factors(repeating: UInt16(truncatingIfNeeded: k)) }

    /// One factor per pixel from eight coverage bytes (lane extracts that LLVM turns into
    /// byte/word unpacks; the generic SIMD conversions are not specialised and call out).
    @inlinable @inline(__always)
    static func factors(_ coverage: UInt64) -> Factors {
        let c = unsafeBitCast(coverage, to: SIMD8<UInt8>.self)
        let k = SIMD8<UInt32>(UInt32(c[0]), UInt32(c[1]), UInt32(c[2]), UInt32(c[3]),
                              UInt32(c[4]), UInt32(c[5]), UInt32(c[6]), UInt32(c[7]))
        return unsafeBitCast(k | k &<< 16, to: Factors.self)
    }

    /// One factor per pixel from word values `k` (0…255).
    @inlinable @inline(__always)
    static func factors(_ k: SIMD8<UInt32>) -> Factors { unsafeBitCast(k | k &<< 16, to: Factors.self) }

    /// `x × k / 255` per 16-bit lane, exactly rounded (`x`, `k` in 0…255), as the scalar form.
    @inlinable @inline(__always)
    static func scale(lanes x: Factors, by k: Factors) -> Factors {
        let t = x &* k &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `pixels × k / 255` per channel for eight pixels: red/blue and alpha/green go through
    /// 16-bit multiplies, a pair of channels per word.
    @inlinable @inline(__always)
    static func scale(_ pixels: SIMD8<UInt32>, by k: Factors) -> SIMD8<UInt32> {
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let rb = scale(lanes: unsafeBitCast(pixels & low, to: Factors.self), by: k)
        let ag = scale(lanes: unsafeBitCast((pixels &>> 8) & low, to: Factors.self), by: k)
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(ag, to: SIMD8<UInt32>.self) &<< 8
    }

    /// Source-over of eight premultiplied `source` pixels onto `destination`.
    @inlinable @inline(__always)
    static func over(_ source: SIMD8<UInt32>, _ destination: SIMD8<UInt32>) -> SIMD8<UInt32> {
        source &+ scale(destination, by: factors(SIMD8<UInt32>(repeating: 255) &- source &>> 24))
    }

    /// A factor per pixel for the four-pixel forms: each pixel's `k` (0…255) in both 16-bit
    /// halves of its word. Four pixels are one 128-bit vector (SSE2, NEON), where eight take two.
    @usableFromInline typealias Factors4 = SIMD8<UInt16>

    /// One factor per pixel from four coverage bytes.
    @inlinable @inline(__always)
    static func factors(_ coverage: UInt32) -> Factors4 {
        let c = unsafeBitCast(coverage, to: SIMD4<UInt8>.self)
        let k = SIMD4<UInt32>(UInt32(c[0]), UInt32(c[1]), UInt32(c[2]), UInt32(c[3]))
        return unsafeBitCast(k | k &<< 16, to: Factors4.self)
    }

    /// `x × k / 255` per 16-bit lane, exactly rounded, as the eight-pixel form.
    @inlinable @inline(__always)
    static func scale(lanes x: Factors4, by k: Factors4) -> Factors4 {
        let t = x &* k &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `pixels × k / 255` per channel for four pixels, as the eight-pixel form.
    @inlinable @inline(__always)
    static func scale(_ pixels: SIMD4<UInt32>, by k: Factors4) -> SIMD4<UInt32> {
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let rb = scale(lanes: unsafeBitCast(pixels & low, to: Factors4.self), by: k)
        let ag = scale(lanes: unsafeBitCast((pixels &>> 8) & low, to: Factors4.self), by: k)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8
    }
}
