/// Why two folders could not be compared, or a report not written. Each case names the path.
public enum CompareError: Error, Equatable, CustomStringConvertible {
    /// A folder to compare does not exist or cannot be listed.
    case notAFolder(path: String, reason: String)
    /// The folder's `tolerances.txt` is unreadable or malformed.
    case tolerances(ToleranceRulesError)
    /// A report folder or file cannot be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path, let reason): "cannot list the folder “\(path)”: \(reason)"
        case .tolerances(let error): error.description
        case .cannotWrite(let path, let reason): "cannot write “\(path)”: \(reason)"
        }
    }
}
