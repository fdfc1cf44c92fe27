import CJPEG

extension Bitmap {
    /// Decodes JPEG bytes to cover `target` pixels (``decodedSize(of:covering:)``): libjpeg-turbo
    /// scales in its DCT to the smallest eighth that is large enough, and a box filter takes
    /// that to the exact size, so a large photo never exists at full size in memory.
    ///
    /// - Throws: ``JPEGError`` as ``decodeJPEG(_:name:)`` does, for the same files.
    static func decodeJPEG(_ bytes: [UInt8], name: String, covering target: PixelSize?) throws(JPEGError)
        -> DecodedImage
    {
        guard bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG(path: name) }
        var info = cjpeg_info()
        let headerFailed = bytes.withUnsafeBufferPointer { data in
            cjpeg_read(data.baseAddress, UInt(data.count), nil, 0, 0, 0, JPEGCodec.memoryLimit, &info)
        }
        guard headerFailed == 0 else { throw JPEGCodec.failure(info, bytes: bytes, name: name) }
        let full = PixelSize(width: Int(info.width), height: Int(info.height))
        guard full.width > 0, full.height > 0 else {
            throw .corrupt(path: name, reason: "the header gives an empty image")
        }
        guard full.width <= PNGLimits.maximumDimension, full.height <= PNGLimits.maximumDimension else {
            throw .tooLarge(path: name, width: full.width, height: full.height)
        }
        let wanted = decodedSize(of: full, covering: target)
        let numerator = JPEGCodec.scaleNumerator(full: full, covering: wanted)
        let scaled = JPEGCodec.scaledSize(full, numerator: numerator)
        let bitmap = Bitmap(size: scaled)
        let failed = bytes.withUnsafeBufferPointer { data in
            bitmap.withUnsafeMutableBytes { pixels, stride in
                cjpeg_read_scaled(data.baseAddress, UInt(data.count),
                                  pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), stride,
                                  Int32(scaled.width), Int32(scaled.height), Int32(numerator),
                                  JPEGCodec.memoryLimit, &info)
            }
        }
        guard failed == 0 else { throw JPEGCodec.failure(info, bytes: bytes, name: name) }
        if info.truncated != 0 {
            throw .truncated(path: name, reason: JPEGCodec.message(of: &info))
        }
        let result = scaled == wanted ? bitmap : bitmap.downsampled(to: wanted)
        return DecodedImage(bitmap: result, fullSize: full)
    }
}

extension JPEGCodec {
    /// The smallest DCT scale (in eighths, 1...8) whose output is at least `wanted` both ways;
    /// 8 (no scaling) when `wanted` is the full size, even for an image a few pixels wide whose
    /// rounded-up eighths would reach it.
    static func scaleNumerator(full: PixelSize, covering wanted: PixelSize) -> Int {
        if wanted.width >= full.width && wanted.height >= full.height { return 8 }
        for numerator in 1...8 {
            let size = scaledSize(full, numerator: numerator)
            if size.width >= wanted.width && size.height >= wanted.height { return numerator }
        }
        return 8
    }

    /// libjpeg's output size at `numerator`/8: each side scaled and rounded up.
    static func scaledSize(_ full: PixelSize, numerator: Int) -> PixelSize {
        PixelSize(width: (full.width * numerator + 7) / 8, height: (full.height * numerator + 7) / 8)
    }
}
