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
    @inlinable
    static func blend(_ pixel: UInt32, over start: UnsafeMutablePointer<UInt32>, count: Int) {
        let inverse = 255 &- (pixel >> 24)
        let source = SIMD8<UInt32>(repeating: pixel)
        let k = PixelMath.factors(repeating: inverse)
        let raw = UnsafeMutableRawPointer(start)
        var i = 0
        while i + 8 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: source &+ PixelMath.scale(d, by: k), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            start[i] = pixel &+ PixelMath.scale(start[i], by: inverse)
            i += 1
        }
    }
}
