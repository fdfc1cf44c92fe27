/// Why a locale identifier could not be read, with the identifier and what is wrong in it.
public enum LocaleError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `identifier` is not a BCP 47 language tag Scanout reads; `reason` says which part is wrong.
    case invalidIdentifier(_ identifier: String, reason: String)

    /// The error in a sentence: what is wrong, and what to write instead.
    public var description: String {
        switch self {
        case .invalidIdentifier(let identifier, let reason):
            "“\(identifier)” is not a locale: \(reason) (write a BCP 47 tag such as en, en-US, ar-EG, he-IL or ja-JP)"
        }
    }
}
