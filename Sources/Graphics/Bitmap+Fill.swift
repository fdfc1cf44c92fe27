extension Bitmap {
    /// Replaces every pixel of `rect` (clipped to the bitmap) with a premultiplied `pixel`.
    ///
    /// Rows are written with 32-byte vector stores; a full-width fill of a bitmap without row
    /// padding is one contiguous store loop, so clearing a frame costs about what `memset` does.
    public func fill(_ rect: PixelRect, pixel: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        if r.x == 0, r.width == width, stride == width * 4 {
            Bitmap.store(pixel, into: row(r.y), count: r.width * r.height)
            return
        }
        for y in r.y..<r.maxY {
            Bitmap.store(pixel, into: row(y) + r.x, count: r.width)
        }
    }

    /// Fills `rect` (clipped to the bitmap) with a colour: a replacing store when the colour is
    /// opaque, premultiplied source-over otherwise.
    public func fill(_ rect: PixelRect, color: Color) {
        let pixel = color.premultipliedPixel
        let alpha = pixel >> 24
        if alpha == 255 { return fill(rect, pixel: pixel) }
        if alpha == 0 { return }
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            Bitmap.blend(pixel, over: row(y) + r.x, count: r.width)
        }
    }

    /// Sets every pixel to a colour, without blending.
    public func clear(_ color: Color = .clear) {
        fill(bounds, pixel: color.premultipliedPixel)
    }

    /// Stores `pixel` into `count` consecutive pixels, eight at a time.
    @inlinable
    static func store(_ pixel: UInt32, into start: UnsafeMutablePointer<UInt32>, count: Int) {
        let vector = SIMD8<UInt32>(repeating: pixel)
        let raw = UnsafeMutableRawPointer(start)
        var i = 0
        while i + 8 <= count {
            raw.storeBytes(of: vector, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            start[i] = pixel
            i += 1
        }
    }

    /// Blends a premultiplied `pixel` source-over onto `count` consecutive pixels.
    ///
    /// The result depends on the destination alone, so eight destination pixels equal to the
    /// eight before them get the same result without the arithmetic: a translucent separator,
    /// highlight or dimming layer over a plain background costs a compare and a store per
    /// eight pixels instead of four multiplies and their rounding. (Nothing is kept between
    /// calls.)
    @inlinable
    static func blend(_ pixel: UInt32, over start: UnsafeMutablePointer<UInt32>, count: Int) {
        let inverse = 255 &- (pixel >> 24)
        let source = SIMD8<UInt32>(repeating: pixel)
        let k = PixelMath.factors(repeating: inverse)
        let raw = UnsafeMutableRawPointer(start)
        var i = 0
        var previous = SIMD8<UInt32>(repeating: 0)
        var result = source &+ PixelMath.scale(previous, by: k)
        while i + 8 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            // Equal when no bit differs (folded to one word: a compare and a mask test, where
            // `!=` on the vector tests lane by lane).
            let x = d ^ previous, y = x.lowHalf | x.highHalf, z = y.lowHalf | y.highHalf
            if z[0] | z[1] != 0 {
                previous = d
                result = source &+ PixelMath.scale(d, by: k)
            }
            raw.storeBytes(of: result, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            start[i] = pixel &+ PixelMath.scale(start[i], by: inverse)
            i += 1
        }
    }
}
