extension Bitmap {
    /// The image formats ``readImage(from:)`` tells apart by their first bytes.
    public enum ImageFormat: Sendable, Equatable {
        /// Portable Network Graphics (signature `89 50 4E 47 0D 0A 1A 0A`).
        case png
        /// JPEG/JFIF/EXIF (start-of-image marker `FF D8 FF`).
        case jpeg

        /// The format `bytes` start with, or `nil` for anything else.
        public init?(sniffing bytes: [UInt8]) {
            if bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// Reads a PNG or JPEG file, whichever its first bytes say it is (not its name), into a new
    /// premultiplied bitmap.
    ///
    /// - Throws: ``ImageFileError`` naming the file and what to do about it.
    public static func readImage(from path: String) throws(ImageFileError) -> Bitmap {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ImageFileError(error) }
        return try decodeImage(bytes, name: path)
    }

    /// Decodes PNG or JPEG bytes; `name` is used in errors.
    ///
    /// - Throws: ``ImageFileError`` as ``readImage(from:)`` does.
    public static func decodeImage(_ bytes: [UInt8], name: String = "<memory>") throws(ImageFileError) -> Bitmap {
        switch ImageFormat(sniffing: bytes) {
        case .png:
            do { return try decodePNG(bytes, name: name) } catch { throw .png(error) }
        case .jpeg:
            do { return try decodeJPEG(bytes, name: name) } catch { throw .jpeg(error) }
        case nil:
            throw .unsupportedFormat(path: name)
        }
    }
}

extension Bitmap {
    /// Reads a PNG or JPEG file decoded to cover `target` pixels (``decodedSize(of:covering:)``;
    /// `nil`: the full size), without holding the full-size image when it is smaller: a JPEG is
    /// scaled in libjpeg-turbo's DCT, a PNG reduced row by row as it is read.
    ///
    /// - Throws: ``ImageFileError`` as ``readImage(from:)`` does, for the same files.
    public static func readImage(from path: String, covering target: PixelSize?) throws(ImageFileError)
        -> DecodedImage
    {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ImageFileError(error) }
        return try decodeImage(bytes, name: path, covering: target)
    }

    /// Decodes PNG or JPEG bytes to cover `target` pixels; `name` is used in errors.
    ///
    /// - Throws: ``ImageFileError`` as ``readImage(from:)`` does.
    public static func decodeImage(_ bytes: [UInt8], name: String = "<memory>", covering target: PixelSize?)
        throws(ImageFileError) -> DecodedImage
    {
        switch ImageFormat(sniffing: bytes) {
        case .png:
            do { return try decodePNG(bytes, name: name, covering: target) } catch { throw .png(error) }
        case .jpeg:
            do { return try decodeJPEG(bytes, name: name, covering: target) } catch { throw .jpeg(error) }
        case nil:
            throw .unsupportedFormat(path: name)
        }
    }
}
