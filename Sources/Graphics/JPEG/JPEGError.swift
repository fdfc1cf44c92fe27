/// Why a JPEG file could not be read. Every case names the file.
public enum JPEGError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read (permissions, a directory, I/O).
    case unreadable(path: String, reason: String)
    /// The file does not start with the JPEG start-of-image marker (`FF D8`).
    case notJPEG(path: String)
    /// The file starts like a JPEG but ends before its image data does.
    case truncated(path: String, reason: String)
    /// The file is a JPEG whose content libjpeg rejects (bad markers, bad Huffman tables,
    /// unsupported sampling or precision).
    case corrupt(path: String, reason: String)
    /// The image is larger than Scanout accepts (either side over ``PNGLimits/maximumDimension``).
    case tooLarge(path: String, width: Int, height: Int)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "“\(path)” does not exist"
        case .unreadable(let path, let reason): "“\(path)” cannot be read: \(reason)"
        case .notJPEG(let path): "“\(path)” is not a JPEG file (it does not start with FF D8)"
        case .truncated(let path, let reason):
            "“\(path)” is truncated (\(reason)): copy the file again; it ends before its image does"
        case .corrupt(let path, let reason):
            "“\(path)” is a damaged JPEG file: \(reason); re-export it or save it as PNG"
        case .tooLarge(let path, let width, let height):
            "“\(path)” is \(width)×\(height) pixels, over the \(PNGLimits.maximumDimension)-pixel limit per side; "
                + "scale it down before shipping it"
        }
    }
}

extension JPEGError {
    /// The JPEG error for a file that could not be read.
    init(_ error: FileError) {
        switch error {
        case .notFound(let path): self = .fileNotFound(path: path)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .tooLarge(let path, let limit): self = .unreadable(path: path, reason: "larger than \(limit >> 20) MiB")
        case .unwritable(let path, let reason): self = .unreadable(path: path, reason: reason)
        }
    }
}
