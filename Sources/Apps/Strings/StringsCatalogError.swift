public import Graphics

/// Why a strings catalog could not be read. Every case names the catalog's file (or the name it
/// was given when embedded) and says what is wrong.
public enum StringsCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read: missing, unreadable, too large.
    case unreadable(FileError)
    /// The file was read but is not a strings catalog: not JSON, a field missing or of the wrong
    /// type, a language or plural category that does not exist. `reason` says what and where.
    case malformed(file: String, reason: String)

    /// The error in a sentence naming the file: what is wrong, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let error):
            "cannot read the strings catalog: \(error) (ship the app's .xcstrings file with it, or embed it)"
        case .malformed(let file, let reason):
            "the strings catalog “\(file)” is not an Xcode strings catalog: \(reason) (save it from Xcode, or fix it as docs/localization.md describes)"
        }
    }
}
