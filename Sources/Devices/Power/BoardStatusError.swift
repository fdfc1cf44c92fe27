public import Graphics

/// Why a board's power or network state could not be read. Every case names the file, so a
/// person can look at it; the runtime logs it and shows the status bar without that item.
public enum BoardStatusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file exists but cannot be read (permissions, too large, not a regular file).
    case unreadable(FileError)
    /// A file holds something other than what the kernel writes there.
    case malformed(path: String, text: String, expected: String)

    public var description: String {
        switch self {
        case .unreadable(let error): "board status: \(error)"
        case .malformed(let path, let text, let expected):
            "board status: \(path) holds “\(text.prefix(40))”, not \(expected)"
        }
    }
}
