import CPNG
import Glibc

extension Bitmap {
    /// Reads a PNG file into a new premultiplied bitmap (any PNG colour type and bit depth).
    ///
    /// - Throws: ``PNGError`` naming the file: missing, unreadable, not a PNG, truncated,
    ///   damaged or too large. Never traps on bad input.
    public static func readPNG(from path: String) throws(PNGError) -> Bitmap {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw PNGError(error) }
        return try decodePNG(bytes, name: path)
    }

    /// Decodes PNG bytes into a new premultiplied bitmap; `name` is used in errors.
    ///
    /// - Throws: ``PNGError`` as ``readPNG(from:)`` does.
    public static func decodePNG(_ bytes: [UInt8], name: String = "<memory>") throws(PNGError) -> Bitmap {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG(path: name) }
        let result: Result<Bitmap, PNGError> = bytes.withUnsafeBytes { data in
            var image = png_image()
            image.version = cpng_image_version()
            defer { png_image_free(&image) }
            func failure() -> PNGError {
                let reason = PNGCodec.message(of: &image)
                return PNGCodec.isTruncated(bytes) ? .truncated(path: name, reason: reason)
                    : .corrupt(path: name, reason: reason)
            }
            guard png_image_begin_read_from_memory(&image, data.baseAddress, data.count) != 0 else {
                return .failure(failure())
            }
            let width = Int(image.width), height = Int(image.height)
            guard width <= PNGLimits.maximumDimension, height <= PNGLimits.maximumDimension else {
                return .failure(.tooLarge(path: name, width: width, height: height))
            }
            image.format = cpng_format_bgra()
            let bitmap = Bitmap(width: width, height: height)
            guard png_image_finish_read(&image, nil, bitmap.base, png_int_32(bitmap.stride), nil) != 0 else {
                return .failure(failure())
            }
            return .success(bitmap)
        }
        if case .success = result, PNGCodec.isTruncated(bytes) {
            throw .truncated(path: name, reason: "the file ends before its IEND chunk")
        }
        let bitmap = try result.get()
        // libpng delivers straight alpha; Scanout stores premultiplied.
        for y in 0..<bitmap.height { PNGCodec.premultiply(bitmap.row(y), count: bitmap.width) }
        return bitmap
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG (alpha un-premultiplied).
    ///
    /// - Throws: ``PNGError/unwritable(path:reason:)`` when libpng fails to encode.
    public func pngData() throws(PNGError) -> [UInt8] {
        let straight = Bitmap(size: size)
        for y in 0..<height {
            let source = row(y), target = straight.row(y)
            for x in 0..<width { target[x] = PNGCodec.unpremultiply(source[x]) }
        }
        var image = png_image()
        image.version = cpng_image_version()
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = cpng_format_bgra()
        var length: png_alloc_size_t = 0
        guard png_image_write_to_memory(&image, nil, &length, 0, straight.base, png_int_32(straight.stride), nil) != 0
        else {
            let reason = PNGCodec.message(of: &image)
            throw .unwritable(path: "<memory>", reason: reason)
        }
        var output = [UInt8](repeating: 0, count: Int(length))
        let ok = output.withUnsafeMutableBytes {
            png_image_write_to_memory(&image, $0.baseAddress, &length, 0, straight.base, png_int_32(straight.stride), nil)
        }
        guard ok != 0 else { throw .unwritable(path: "<memory>", reason: PNGCodec.message(of: &image)) }
        return Array(output.prefix(Int(length)))
    }

    /// Writes the bitmap to a PNG file, replacing it if it exists.
    ///
    /// - Throws: ``PNGError/unwritable(path:reason:)`` naming the file and the system's reason
    ///   (missing folder, permissions, full disk).
    public func writePNG(to path: String) throws(PNGError) {
        let data: [UInt8]
        do { data = try pngData() } catch { throw .unwritable(path: path, reason: "\(error)") }
        do { try FileBytes.write(data, to: path) } catch { throw PNGError(error) }
    }
}

/// Helpers shared by the PNG reader and writer.
enum PNGCodec {
    /// The message libpng left in the image's error buffer.
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let chars = raw.prefix { $0 != 0 }
            let text = String(decoding: chars, as: UTF8.self)
            return text.isEmpty ? "libpng gave no reason" : text
        }
    }

    /// Whether the chunk sequence ends before its `IEND` chunk, which is how a cut-off file looks.
    static func isTruncated(_ bytes: [UInt8]) -> Bool {
        var position = 8
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = Array(bytes[position + 4..<position + 8])
            guard position + 12 + length <= bytes.count else { return true }
            if type == [0x49, 0x45, 0x4E, 0x44] { return false }  // IEND
            position += 12 + length
        }
        return true
    }

    /// Premultiplies `count` straight-alpha pixels (as libpng delivers them) in place.
    static func premultiply(_ line: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let p = line[x], a = p >> 24
            if a != 255 { line[x] = PixelMath.scale(p | 0xFF00_0000, by: a) & 0x00FF_FFFF | a << 24 }
        }
    }

    /// A premultiplied pixel as straight alpha, rounded.
    static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
