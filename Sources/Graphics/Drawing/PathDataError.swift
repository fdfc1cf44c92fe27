/// Why SVG path data could not be read; the description names the offending place.
public enum PathDataError: Error, CustomStringConvertible, Equatable {
    /// A command letter this reader does not support (S, T and their relative forms).
    case unsupportedCommand(Character, offset: Int)
    /// Something that is neither a command nor a number.
    case unexpectedCharacter(Character, offset: Int)
    /// A command ran out of numbers.
    case missingNumber(command: Character, offset: Int)
    /// Numbers before the first command.
    case missingMoveTo(offset: Int)

    public var description: String {
        switch self {
        case .unsupportedCommand(let c, let offset):
            "path data command “\(c)” at offset \(offset) is not supported (use M L H V Q C A Z)"
        case .unexpectedCharacter(let c, let offset): "unexpected “\(c)” at offset \(offset) in path data"
        case .missingNumber(let c, let offset): "path data command “\(c)” at offset \(offset) lacks numbers"
        case .missingMoveTo(let offset): "path data must start with a move (M) command (offset \(offset))"
        }
    }
}
