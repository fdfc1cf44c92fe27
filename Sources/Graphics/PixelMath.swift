/// Premultiplied source-over arithmetic on packed `0xAARRGGBB` pixels, shared by every blender.
///
/// The two-channels-per-word trick keeps red/blue and alpha/green in separate 16-bit lanes, so a
/// scale by `k/255` is two multiplies and an exact rounding, for scalars and SIMD vectors alike.
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

    /// `pixels × k / 255` per channel for eight pixels at once.
    @inlinable @inline(__always)
    static func scale(_ pixel: SIMD8<UInt32>, by k: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let lo = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD8<UInt32>(repeating: 0x0080_0080)
        var rb = (pixel & lo) &* k &+ half
        rb = ((rb &+ ((rb &>> 8) & lo)) &>> 8) & lo
        var ag = ((pixel &>> 8) & lo) &* k &+ half
        ag = (ag &+ ((ag &>> 8) & lo)) & SIMD8<UInt32>(repeating: 0xFF00_FF00)
        return rb | ag
    }
}
