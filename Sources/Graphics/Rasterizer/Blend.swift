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
    /// Eight pixels per step; the loop is specialised for opaque and translucent, black and other
    /// colours. A span's last 1…7 pixels are not blended one at a time: a span of eight or more
    /// ends with one more eight-pixel step over its last eight pixels, a shorter one of four or
    /// more is two four-pixel steps over its first and last four. Such a last step overlaps the
    /// step before it, so its pixels are loaded and blended before any other step stores (each
    /// lane from the pixel as it was, with its own coverage: a lane the step before also blends
    /// gets the same value from both) and stored after them; a load right after an overlapping
    /// store would stall on store forwarding. A lane at coverage 0 is written back as it was
    /// (``PixelMath`` scales by 255 exactly). Every pixel gets the bits of the one-pixel form, in
    /// which only spans of one to three pixels are still blended.
    static func solid(_ pixel: UInt32, coverage: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt32>,
                      count: Int) {
        guard count > 0 else { return }
        switch (pixel >> 24 == 255, pixel & 0x00FF_FFFF == 0) {
        case (true, true): solidSpan(pixel, coverage, dst, count, OpaqueBlack.self)
        case (true, false): solidSpan(pixel, coverage, dst, count, Opaque.self)
        case (false, true): solidSpan(pixel, coverage, dst, count, TranslucentBlack.self)
        case (false, false): solidSpan(pixel, coverage, dst, count, Translucent.self)
        }
    }

    /// ``solid(_:coverage:into:count:)`` for one kind of colour.
    @inline(__always)
    private static func solidSpan<Kind: SolidKind>(_ pixel: UInt32, _ coverage: UnsafePointer<UInt8>,
                                                   _ dst: UnsafeMutablePointer<UInt32>, _ count: Int,
                                                   _ kind: Kind.Type) {
        let raw = UnsafeMutableRawPointer(dst)
        let covRaw = UnsafeRawPointer(coverage)
        if count >= 8 {
            // The last eight pixels, blended from the pixels as they are before any step stores.
            let tail = count & 7, lastAt = (count - 8) * 4
            let lastCoverage = tail == 0 ? 0 : covRaw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            let last = lastCoverage == 0 ? SIMD8<UInt32>()
                : blended8(pixel, lastCoverage, raw.loadUnaligned(fromByteOffset: lastAt, as: SIMD8<UInt32>.self),
                           Kind.self)
            var i = 0
            while i + 8 <= count {
                let c8 = covRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if c8 != 0 {
                    let out = Kind.opaque && c8 == ~0 ? SIMD8<UInt32>(repeating: pixel)
                        : blended8(pixel, c8, raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self),
                                   Kind.self)
                    raw.storeBytes(of: out, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                }
                i += 8
            }
            if lastCoverage != 0 { raw.storeBytes(of: last, toByteOffset: lastAt, as: SIMD8<UInt32>.self) }
        } else if count >= 4 {
            let c0 = covRaw.loadUnaligned(as: UInt32.self)
            let c1 = count == 4 ? 0 : covRaw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            let first = blended4(pixel, c0, raw.loadUnaligned(as: SIMD4<UInt32>.self), Kind.self)
            let last = blended4(pixel, c1, raw.loadUnaligned(fromByteOffset: (count - 4) * 4, as: SIMD4<UInt32>.self),
                                Kind.self)
            if c0 != 0 { raw.storeBytes(of: first, as: SIMD4<UInt32>.self) }
            if c1 != 0 { raw.storeBytes(of: last, toByteOffset: (count - 4) * 4, as: SIMD4<UInt32>.self) }
        } else {
            for j in 0..<count {
                let k = UInt32(coverage[j])
                if k != 0 { dst[j] = PixelMath.over(k == 255 ? pixel : PixelMath.scale(pixel, by: k), dst[j]) }
            }
        }
    }

    /// Eight pixels `d` blended with `pixel` weighted by eight coverage bytes.
    ///
    /// The source's alpha times the coverage is computed in both halves of each pixel's factor
    /// at once, so it needs no shuffle per step.
    @inline(__always)
    private static func blended8<Kind: SolidKind>(_ pixel: UInt32, _ c8: UInt64, _ d: SIMD8<UInt32>,
                                                  _ kind: Kind.Type) -> SIMD8<UInt32> {
        let source = SIMD8<UInt32>(repeating: pixel)
        let full = PixelMath.factors(repeating: 255)
        let k = PixelMath.factors(c8)
        if Kind.opaque {
            // An opaque source scaled by k has alpha k exactly: no multiply for the inverse;
            // black (text, shadows) scaled by k is only an alpha: none for its colour either.
            let s = Kind.black ? unsafeBitCast(k, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
            return s &+ PixelMath.scale(d, by: full &- k)
        }
        let a = PixelMath.scale(lanes: PixelMath.factors(repeating: pixel >> 24), by: k)
        let s = Kind.black ? unsafeBitCast(a, to: SIMD8<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
        return s &+ PixelMath.scale(d, by: full &- a)
    }

    /// Four pixels `d` blended with `pixel` weighted by four coverage bytes (``blended8(_:_:_:_:)``'s
    /// arithmetic in the four-pixel forms).
    @inline(__always)
    private static func blended4<Kind: SolidKind>(_ pixel: UInt32, _ c4: UInt32, _ d: SIMD4<UInt32>,
                                                  _ kind: Kind.Type) -> SIMD4<UInt32> {
        let k = PixelMath.factors(c4)
        let full = PixelMath.Factors4(repeating: 255)
        let source = SIMD4<UInt32>(repeating: pixel)
        if Kind.opaque {
            let s = Kind.black ? unsafeBitCast(k, to: SIMD4<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
            return s &+ PixelMath.scale(d, by: full &- k)
        }
        let a = PixelMath.scale(lanes: PixelMath.Factors4(repeating: UInt16(truncatingIfNeeded: pixel >> 24)), by: k)
        let s = Kind.black ? unsafeBitCast(a, to: SIMD4<UInt32>.self) &<< 24 : PixelMath.scale(source, by: k)
        return s &+ PixelMath.scale(d, by: full &- a)
    }

    /// A solid premultiplied `pixel` weighted by a block of mask rows: how glyphs are blended.
    ///
    /// Row `r` of the block is the `width` coverage bytes at `start + r × stride`, blended into
    /// the pixels at `target + r × targetStride` (bytes); `readable` bytes can be read from
    /// `start`, and `writable` pixels can be written from each target row. Four pixels per step
    /// (one 128-bit vector, `PixelMath`'s four-pixel forms), not eight: a glyph row is 5…15
    /// pixels, so whole eight-pixel steps waste about half a step per row on pixels past the
    /// glyph, and a four-byte group of a glyph's rows (beside a stem, above the x-height) is
    /// empty far more often than an eight-byte one, and is skipped. A row's last 1…3 pixels are
    /// one more step with the bytes past the row masked off (pixels with coverage 0 are written
    /// back unchanged) where four pixels can be written, else one at a time. The loop is
    /// specialised for opaque and translucent, black and other colours, and its constants are
    /// computed once per block.
    ///
    /// `rowBytes` bytes can be read from the start of each row, those past `width` being 0 (the
    /// glyph cache pads its masks' rows to a multiple of four bytes, and merged clusters are
    /// padded too): where the row's whole four-pixel steps fit in them and in `writable`, every
    /// row is blended in whole steps with no end to mask, in a loop unrolled for rows of one,
    /// two and three steps (glyphs up to 12 pixels wide).
    static func solid(_ pixel: UInt32, maskRows start: UnsafePointer<UInt8>, stride: Int, readable: Int,
                      width: Int, rowBytes: Int, height: Int, writable: Int,
                      into target: UnsafeMutablePointer<UInt32>, targetStride: Int) {
        guard width > 0, height > 0 else { return }
        let black = pixel & 0x00FF_FFFF == 0
        let padded = (width + 3) & ~3
        let steps = padded <= rowBytes && padded <= writable ? padded >> 2 : 0
        switch (pixel >> 24 == 255, black) {
        case (true, true):
            block(pixel, start, stride, readable, width, steps, height, writable, target, targetStride, OpaqueBlack.self)
        case (true, false):
            block(pixel, start, stride, readable, width, steps, height, writable, target, targetStride, Opaque.self)
        case (false, true):
            block(pixel, start, stride, readable, width, steps, height, writable, target, targetStride,
                  TranslucentBlack.self)
        case (false, false):
            block(pixel, start, stride, readable, width, steps, height, writable, target, targetStride,
                  Translucent.self)
        }
    }

    /// One block of rows: in whole steps (`steps` per row) where they can be, else row by row with
    /// each row's end handled.
    @inline(__always)
    private static func block<Kind: SolidKind>(_ pixel: UInt32, _ start: UnsafePointer<UInt8>, _ stride: Int,
                                               _ readable: Int, _ width: Int, _ steps: Int, _ height: Int,
                                               _ writable: Int, _ target: UnsafeMutablePointer<UInt32>,
                                               _ targetStride: Int, _ kind: Kind.Type) {
        if steps > 0 {
            paddedRows(pixel, start, stride, steps, height, target, targetStride, Kind.self)
        } else {
            solidRows(pixel, start, stride, readable, width, height, writable, target, targetStride, Kind.self)
        }
    }

    /// Rows of `steps` whole four-pixel steps each: the coverage past the glyph is 0 and the
    /// target pixels under it can be written (back unchanged).
    @inline(__always)
    private static func paddedRows<Kind: SolidKind>(_ pixel: UInt32, _ start: UnsafePointer<UInt8>, _ stride: Int,
                                                    _ steps: Int, _ height: Int,
                                                    _ target: UnsafeMutablePointer<UInt32>, _ targetStride: Int,
                                                    _ kind: Kind.Type) {
        var coverage = UnsafeRawPointer(start)
        var raw = UnsafeMutableRawPointer(target)
        switch steps {
        case 1:
            for _ in 0..<height {
                solidStep(pixel, coverage.loadUnaligned(as: UInt32.self), raw, Kind.self)
                coverage += stride
                raw += targetStride
            }
        case 2:
            for _ in 0..<height {
                solidStep(pixel, coverage.loadUnaligned(as: UInt32.self), raw, Kind.self)
                solidStep(pixel, coverage.loadUnaligned(fromByteOffset: 4, as: UInt32.self), raw + 16, Kind.self)
                coverage += stride
                raw += targetStride
            }
        case 3:
            for _ in 0..<height {
                solidStep(pixel, coverage.loadUnaligned(as: UInt32.self), raw, Kind.self)
                solidStep(pixel, coverage.loadUnaligned(fromByteOffset: 4, as: UInt32.self), raw + 16, Kind.self)
                solidStep(pixel, coverage.loadUnaligned(fromByteOffset: 8, as: UInt32.self), raw + 32, Kind.self)
                coverage += stride
                raw += targetStride
            }
        default:
            let bytes = steps * 4
            for _ in 0..<height {
                var i = 0
                while i < bytes {
                    solidStep(pixel, coverage.loadUnaligned(fromByteOffset: i, as: UInt32.self), raw + i * 4, Kind.self)
                    i += 4
                }
                coverage += stride
                raw += targetStride
            }
        }
    }

    /// What a solid colour's blend loop is specialised for: a type per case, so that each case
    /// gets its own loop without the tests.
    private protocol SolidKind {
        static var opaque: Bool { get }
        static var black: Bool { get }
    }
    private enum OpaqueBlack: SolidKind {
        static var opaque: Bool { true }
        static var black: Bool { true }
    }
    private enum Opaque: SolidKind {
        static var opaque: Bool { true }
        static var black: Bool { false }
    }
    private enum TranslucentBlack: SolidKind {
        static var opaque: Bool { false }
        static var black: Bool { true }
    }
    private enum Translucent: SolidKind {
        static var opaque: Bool { false }
        static var black: Bool { false }
    }

    @inline(__always)
    private static func solidRows<Kind: SolidKind>(_ pixel: UInt32, _ start: UnsafePointer<UInt8>, _ stride: Int,
                                                   _ readable: Int, _ width: Int, _ height: Int, _ writable: Int,
                                                   _ target: UnsafeMutablePointer<UInt32>, _ targetStride: Int,
                                                   _ kind: Kind.Type) {
        let tail = width & 3, whole = width - tail
        let padded = tail != 0 && whole + 4 <= writable
        let keep: UInt32 = tail == 0 ? 0 : ~UInt32(0) >> (32 - 8 * tail)
        for r in 0..<height {
            let offset = r * stride
            let coverage = UnsafeRawPointer(start + offset)
            let raw = UnsafeMutableRawPointer(target) + r * targetStride
            var i = 0
            while i < whole {
                solidStep(pixel, coverage.loadUnaligned(fromByteOffset: i, as: UInt32.self), raw + i * 4, Kind.self)
                i += 4
            }
            if padded {
                var tailBytes: UInt32 = 0
                if offset + whole + 4 <= readable {
                    tailBytes = coverage.loadUnaligned(fromByteOffset: whole, as: UInt32.self) & keep
                } else {
                    withUnsafeMutableBytes(of: &tailBytes) {
                        $0.baseAddress?.copyMemory(from: coverage + whole, byteCount: tail)
                    }
                }
                solidStep(pixel, tailBytes, raw + whole * 4, Kind.self)
                continue
            }
            // The last 1…3 pixels where a four-pixel step would write past `writable`.
            let bytes = start + offset
            let dst = raw.assumingMemoryBound(to: UInt32.self)
            while i < width {
                let k = UInt32(bytes[i])
                if k != 0 { dst[i] = PixelMath.over(k == 255 ? pixel : PixelMath.scale(pixel, by: k), dst[i]) }
                i += 1
            }
        }
    }

    /// Four pixels at `raw` blended with `pixel` weighted by four coverage bytes.
    @inline(__always)
    private static func solidStep<Kind: SolidKind>(_ pixel: UInt32, _ c4: UInt32, _ raw: UnsafeMutableRawPointer,
                                                   _ kind: Kind.Type) {
        guard c4 != 0 else { return }
        let k = PixelMath.factors(c4)
        let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
        let full = PixelMath.Factors4(repeating: 255)
        let out: SIMD4<UInt32>
        if Kind.opaque {
            // An opaque source scaled by k has alpha k exactly: no multiply for the inverse;
            // black scaled by k is only an alpha: none for its colour either.
            let s = Kind.black ? unsafeBitCast(k, to: SIMD4<UInt32>.self) &<< 24
                : PixelMath.scale(SIMD4<UInt32>(repeating: pixel), by: k)
            out = s &+ PixelMath.scale(d, by: full &- k)
        } else {
            let alpha = PixelMath.Factors4(repeating: UInt16(truncatingIfNeeded: pixel >> 24))
            let a = PixelMath.scale(lanes: alpha, by: k)
            let s = Kind.black ? unsafeBitCast(a, to: SIMD4<UInt32>.self) &<< 24
                : PixelMath.scale(SIMD4<UInt32>(repeating: pixel), by: k)
            out = s &+ PixelMath.scale(d, by: full &- a)
        }
        raw.storeBytes(of: out, as: SIMD4<UInt32>.self)
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
