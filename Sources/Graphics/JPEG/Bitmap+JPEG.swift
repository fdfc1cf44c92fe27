import CJPEG

extension Bitmap {
    /// Reads a JPEG file (baseline or progressive; greyscale, YCbCr or Adobe CMYK) into a new
    /// opaque bitmap, through libjpeg-turbo.
    ///
    /// - Throws: ``JPEGError`` naming the file: missing, unreadable, not a JPEG, truncated,
    ///   damaged or too large. Never traps on bad input.
    public static func readJPEG(from path: String) throws(JPEGError) -> Bitmap {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw JPEGError(error) }
        return try decodeJPEG(bytes, name: path)
    }

    /// Decodes JPEG bytes into a new opaque bitmap; `name` is used in errors.
    ///
    /// A file that ends before its last scan is ``JPEGError/truncated(path:reason:)`` (libjpeg
    /// would fill the missing rows with grey); other warnings libjpeg recovers from (stray bytes
    /// between markers) are tolerated, as every viewer does.
    ///
    /// - Throws: ``JPEGError`` as ``readJPEG(from:)`` does.
    public static func decodeJPEG(_ bytes: [UInt8], name: String = "<memory>") throws(JPEGError) -> Bitmap {
        try decodeJPEG(bytes, name: name, covering: nil).bitmap
    }
}

/// Helpers for the JPEG reader.
enum JPEGCodec {
    /// The most memory libjpeg may use for its own buffers while decoding (a progressive image
    /// keeps its coefficients), in bytes: a hostile header cannot make it ask for more.
    static let memoryLimit = 512 << 20

    /// The message libjpeg left in `info`.
    static func message(of info: inout cjpeg_info) -> String {
        withUnsafeBytes(of: &info.message) { raw in
            let chars = raw.prefix { $0 != 0 }
            let text = String(decoding: chars, as: UTF8.self)
            return text.isEmpty ? "libjpeg gave no reason" : text
        }
    }

    /// The error for a failed read: truncated when the data ran out, damaged otherwise.
    static func failure(_ info: cjpeg_info, bytes: [UInt8], name: String) -> JPEGError {
        var info = info
        let reason = message(of: &info)
        if info.truncated != 0 || !endsWithEndOfImage(bytes) && reason.contains("end of") {
            return .truncated(path: name, reason: reason)
        }
        return .corrupt(path: name, reason: reason)
    }

    /// Whether the data ends with the end-of-image marker (`FF D9`).
    static func endsWithEndOfImage(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[bytes.count - 2] == 0xFF && bytes[bytes.count - 1] == 0xD9
    }
}
