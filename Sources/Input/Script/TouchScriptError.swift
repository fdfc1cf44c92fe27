public import Graphics

/// Why a touch script could not be read: what is wrong, and on which line.
public struct TouchScriptError: Error, Equatable, CustomStringConvertible {
    /// The kinds of mistakes a script can contain.
    public enum Kind: Equatable, Sendable {
        /// The first word is not a command.
        case unknownCommand(String)
        /// A required argument is missing (`tap` without a point).
        case missingArgument(command: String, expected: String)
        /// A word that should be a number is not one (or is not finite).
        case invalidNumber(String)
        /// A word that should be a point `x,y` is not one.
        case invalidPoint(String)
        /// An option the command does not take.
        case unknownOption(command: String, option: String)
        /// A duration, count or radius that must be positive is not.
        case notPositive(name: String, value: Double)
        /// `down` for a touch identity that is already down.
        case touchAlreadyDown(Int)
        /// `move`, `up` or `cancel` for a touch identity that is not down.
        case touchNotDown(Int)
        /// Extra words after a complete command.
        case unexpectedArgument(String)
        /// A modifier in `key` that is not shift, ctrl, alt or meta.
        case unknownModifier(String)
        /// A number beyond what a script can mean (``TouchScript/maximumDuration``,
        /// ``TouchScript/maximumWait``, ``TouchScript/maximumMagnitude``).
        case tooLarge(name: String, value: Double, limit: Double)
        /// The script would make more than ``TouchScript/maximumEvents`` events.
        case tooManyEvents(limit: Int)
        /// The script's file could not be read (line 0).
        case unreadableFile(FileError)
        /// A double quote that is not closed on its line.
        case unterminatedQuote(String)
        /// A target's role prefix that is not one of ``ElementTarget/Role``.
        case unknownRole(String)
        /// No element on the screen matched the target when the step ran; `available` is what
        /// the screen offered.
        case elementNotFound(target: String, available: [String])
        /// The script names elements but is played where there is no scene to find them in.
        case noElementResolver(target: String)
    }

    /// The line number, counting from 1.
    public var line: Int
    /// What is wrong.
    public var kind: Kind

    /// Creates an error for a line.
    public init(line: Int, kind: Kind) {
        self.line = line
        self.kind = kind
    }

    public var description: String {
        let what: String
        switch kind {
        case .unreadableFile(let error): return "cannot read the touch script: \(error)"
        case .unknownCommand(let word):
            what = "unknown command “\(word)” (commands: \(TouchScript.commandNames.joined(separator: ", ")))"
        case .missingArgument(let command, let expected): what = "“\(command)” needs \(expected)"
        case .invalidNumber(let word): what = "“\(word)” is not a number"
        case .invalidPoint(let word): what = "“\(word)” is not a point (write x,y in points, such as 120,48)"
        case .unknownOption(let command, let option): what = "“\(command)” has no option “\(option)”"
        case .notPositive(let name, let value): what = "\(name) must be positive, not \(value)"
        case .touchAlreadyDown(let id): what = "touch \(id) is already down (lift it with “up \(id)” first)"
        case .touchNotDown(let id): what = "touch \(id) is not down (put it down with “down \(id) x,y” first)"
        case .unexpectedArgument(let word): what = "unexpected “\(word)”"
        case .unknownModifier(let word): what = "unknown modifier “\(word)” (use shift, ctrl, alt or meta)"
        case .tooLarge(let name, let value, let limit): what = "\(name) \(value) is beyond the limit of \(limit)"
        case .unterminatedQuote(let word): what = "the quote in “\(word)” is not closed"
        case .unknownRole(let word):
            what =
                "unknown role “\(word):” (roles: \(ElementTarget.Role.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .elementNotFound(let target, let available):
            let offered =
                available.isEmpty
                ? "the screen has no accessibility elements"
                : "the screen has: " + available.prefix(40).joined(separator: ", ")
                    + (available.count > 40 ? ", …" : "")
            what = "no element matches \(target) (\(offered))"
        case .noElementResolver(let target):
            what = "\(target) names an element, but this script is not played on a scene (use x,y points here)"
        case .tooManyEvents(let limit):
            what = "the script makes more than \(limit) events (split it, or shorten its gestures)"
        }
        return "line \(line): \(what)"
    }
}
