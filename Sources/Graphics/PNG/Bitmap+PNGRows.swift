import CPNG

extension Bitmap {
    /// Decodes PNG bytes to cover `target` pixels (``decodedSize(of:covering:)``): rows are
    /// read one at a time through libpng and folded into the smaller bitmap by a box filter as
    /// they arrive, so the full-size image is never held. An interlaced PNG (whose rows are
    /// complete only after the last pass) and the full size are decoded whole, then reduced.
    ///
    /// - Throws: ``PNGError`` as ``decodePNG(_:name:)`` does: a file that fails here is decoded
    ///   again by it, so every failure is the error it gives.
    static func decodePNG(_ bytes: [UInt8], name: String, covering target: PixelSize?) throws(PNGError)
        -> DecodedImage
    {
        var info = cpng_info()
        let headerFailed = bytes.withUnsafeBufferPointer { data in
            cpng_read_rows(data.baseAddress, data.count, nil, nil, &info)
        }
        let full = PixelSize(width: Int(info.width), height: Int(info.height))
        guard headerFailed == 0, full.width > 0, full.height > 0, full.width <= PNGLimits.maximumDimension,
            full.height <= PNGLimits.maximumDimension, !PNGCodec.isTruncated(bytes)
        else { return try wholeDecode(bytes, name: name, covering: target) }
        let wanted = decodedSize(of: full, covering: target)
        guard wanted != full, info.interlaced == 0 else { return try wholeDecode(bytes, name: name, covering: target) }
        let rows = PNGRowReducer(BoxReducer(source: full, target: wanted))
        let context = Unmanaged.passUnretained(rows).toOpaque()
        // `rows` is reached only through `context` during the read: keep it alive across it.
        let failed = withExtendedLifetime(rows) {
            bytes.withUnsafeBufferPointer { data in
                cpng_read_rows(data.baseAddress, data.count, { context, row, y in
                    guard let context, let row else { return }
                    Unmanaged<PNGRowReducer>.fromOpaque(context).takeUnretainedValue().add(row, y: Int(y))
                }, context, &info)
            }
        }
        guard failed == 0 else { return try wholeDecode(bytes, name: name, covering: target) }
        return DecodedImage(bitmap: rows.reducer.finish(), fullSize: full)
    }

    /// The whole image through ``decodePNG(_:name:)`` (its errors), reduced to cover `target`.
    private static func wholeDecode(_ bytes: [UInt8], name: String, covering target: PixelSize?) throws(PNGError)
        -> DecodedImage
    {
        let bitmap = try decodePNG(bytes, name: name)
        let wanted = decodedSize(of: bitmap.size, covering: target)
        return DecodedImage(bitmap: wanted == bitmap.size ? bitmap : bitmap.downsampled(to: wanted),
                            fullSize: bitmap.size)
    }
}

/// Premultiplies each straight-alpha row libpng delivers and hands it to a ``BoxReducer``.
final class PNGRowReducer {
    let reducer: BoxReducer
    private var scratch: [UInt32]

    init(_ reducer: BoxReducer) {
        self.reducer = reducer
        scratch = [UInt32](repeating: 0, count: reducer.source.width)
    }

    func add(_ row: UnsafePointer<UInt8>, y: Int) {
        let width = reducer.source.width
        scratch.withUnsafeMutableBufferPointer { line in
            guard let base = line.baseAddress else { return }
            UnsafeMutableRawPointer(base).copyMemory(from: row, byteCount: width * 4)
            PNGCodec.premultiply(base, count: width)
            reducer.add(UnsafePointer(base), y: y)
        }
    }
}
