/// Why a PNG file could not be read or written. Every case names the file.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read (permissions, a directory, I/O).
    case unreadable(path: String, reason: String)
    /// The file does not start with the PNG signature.
    case notPNG(path: String)
    /// The file starts like a PNG but ends before its image data does.
    case truncated(path: String, reason: String)
    /// The file is a PNG whose content libpng rejects (bad CRC, bad header, unsupported data).
    case corrupt(path: String, reason: String)
    /// The image is larger than Scanout accepts (either side over ``PNGLimits/maximumDimension``).
    case tooLarge(path: String, width: Int, height: Int)
    /// Encoding or writing the file failed.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "“\(path)” does not exist"
        case .unreadable(let path, let reason): "“\(path)” cannot be read: \(reason)"
        case .notPNG(let path): "“\(path)” is not a PNG file (bad signature)"
        case .truncated(let path, let reason): "“\(path)” is truncated: \(reason)"
        case .corrupt(let path, let reason): "“\(path)” is a damaged PNG file: \(reason)"
        case .tooLarge(let path, let width, let height):
            "“\(path)” is \(width)×\(height) pixels, over the \(PNGLimits.maximumDimension)-pixel limit per side"
        case .unwritable(let path, let reason): "cannot write “\(path)”: \(reason)"
        }
    }
}

/// Limits that protect the runtime from hostile or broken image files.
public enum PNGLimits {
    /// The largest width or height accepted when reading, in pixels.
    public static let maximumDimension = 8_192
}

extension PNGError {
    /// The PNG error for a file that could not be read or written.
    init(_ error: FileError) {
        switch error {
        case .notFound(let path): self = .fileNotFound(path: path)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .tooLarge(let path, let limit): self = .unreadable(path: path, reason: "larger than \(limit >> 20) MiB")
        case .unwritable(let path, let reason): self = .unwritable(path: path, reason: reason)
        }
    }
}
