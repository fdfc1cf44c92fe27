/// Why two folders could not be compared, or a report not written. Each case names the path.
public enum CompareError: Error, Equatable, CustomStringConvertible {
    /// A folder to compare does not exist or cannot be listed.
    case notAFolder(path: String, reason: String)
    /// The folder's `tolerances.txt` is unreadable or malformed.
    case tolerances(ToleranceRulesError)
    /// A report folder or file cannot be written.
    case cannotWrite(path: String, reason: String)
    /// Two parts of a split run hold different images of the same name (their shards overlap).
    case overlappingParts(name: String, first: String, second: String)

    public var description: String {
        switch self {
        case .notAFolder(let path, let reason): "cannot list the folder “\(path)”: \(reason)"
        case .tolerances(let error): error.description
        case .cannotWrite(let path, let reason): "cannot write “\(path)”: \(reason)"
        case .overlappingParts(let name, let first, let second):
            "“\(first)” and “\(second)” both hold \(name), and the two differ: were they rendered with the same --shard?"
        }
    }
}
