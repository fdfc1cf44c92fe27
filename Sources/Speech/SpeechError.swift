/// Why speech cannot be produced.
public enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libespeak-ng is not installed or lacks a function (it is opened with `dlopen` when a
    /// reader first speaks).
    case libraryMissing(reason: String)
    /// eSpeak NG did not start (its voice data is missing or unreadable).
    case engineFailed(reason: String)
    /// No voice for the language.
    case noVoice(language: String)
    /// The audio file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .libraryMissing(let reason):
            return "speech: libespeak-ng cannot be opened (\(reason)); install the Debian packages libespeak-ng1 and espeak-ng-data, or leave the screen reader off"
        case .engineFailed(let reason):
            return "speech: eSpeak NG did not start (\(reason)); reinstall espeak-ng-data"
        case .noVoice(let language):
            return "speech: eSpeak NG has no voice for “\(language)”; the reader speaks it with the English voice"
        case .cannotWrite(let path, let reason):
            return "speech: cannot write “\(path)”: \(reason)"
        }
    }
}
