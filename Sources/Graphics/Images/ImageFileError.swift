/// Why an image file (PNG or JPEG, told apart by its first bytes) could not be read.
public enum ImageFileError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is neither a PNG nor a JPEG.
    case unsupportedFormat(path: String)
    /// The file is a PNG that could not be decoded.
    case png(PNGError)
    /// The file is a JPEG that could not be decoded.
    case jpeg(JPEGError)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .unsupportedFormat(let path): path
        case .png(let error):
            switch error {
            case .fileNotFound(let path), .unreadable(let path, _), .notPNG(let path), .truncated(let path, _),
                .corrupt(let path, _), .tooLarge(let path, _, _), .unwritable(let path, _):
                path
            }
        case .jpeg(let error):
            switch error {
            case .fileNotFound(let path), .unreadable(let path, _), .notJPEG(let path), .truncated(let path, _),
                .corrupt(let path, _), .tooLarge(let path, _, _):
                path
            }
        }
    }

    public var description: String {
        switch self {
        case .fileNotFound(let path): "“\(path)” does not exist: check the path (relative paths are from the working folder)"
        case .unreadable(let path, let reason): "“\(path)” cannot be read: \(reason)"
        case .unsupportedFormat(let path): "“\(path)” is neither a PNG nor a JPEG file: convert it to one of them"
        case .png(let error): error.description
        case .jpeg(let error): error.description
        }
    }
}

extension ImageFileError {
    /// The image error for a file that could not be read.
    init(_ error: FileError) {
        switch error {
        case .notFound(let path): self = .fileNotFound(path: path)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .tooLarge(let path, let limit): self = .unreadable(path: path, reason: "larger than \(limit >> 20) MiB")
        case .unwritable(let path, let reason): self = .unreadable(path: path, reason: reason)
        }
    }
}
