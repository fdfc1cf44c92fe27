/// Why kana-kanji conversion is unavailable or failed.
///
/// Every case leaves kana input working: a Japanese input method without a converter still
/// composes and commits hiragana (``JapaneseInputMethod``); only conversion to kanji is lost.
public enum KanaKanjiError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The dictionary file does not exist.
    case dictionaryMissing(path: String)
    /// The dictionary file exists but cannot be opened or read (`errno` value and its text).
    case dictionaryUnreadable(path: String, errno: Int32, reason: String)
    /// The file is not an Anthy dictionary, or is cut short; Anthy would crash reading it.
    case dictionaryDamaged(path: String, reason: String)
    /// libanthy is not installed (it is opened with `dlopen` at the first conversion; the
    /// dynamic loader's words).
    case libraryMissing(reason: String)
    /// Anthy refused to start with a dictionary that looked sound (its own message, if any).
    case engineFailed(path: String, message: String)
    /// The process already runs Anthy with another dictionary; Anthy holds one per process.
    case differentDictionaryLoaded(loaded: String, requested: String)
    /// Anthy could not create a conversion context (out of memory).
    case contextUnavailable
    /// The reading is longer than one conversion takes (``InputMethodMetrics/maximumReadingLength``).
    case readingTooLong(length: Int, maximum: Int)

    public var description: String {
        let fallback = "kana input still works, without conversion to kanji"
        switch self {
        case .dictionaryMissing(let path):
            return "the Japanese conversion dictionary “\(path)” is missing: install Debian's anthy-common "
                + "(scripts/setup does this); \(fallback)"
        case .dictionaryUnreadable(let path, let code, let reason):
            return "cannot read the Japanese conversion dictionary “\(path)”: \(reason) (errno \(code)); "
                + "check its permissions or reinstall anthy-common; \(fallback)"
        case .dictionaryDamaged(let path, let reason):
            return "“\(path)” is not a usable Anthy dictionary (\(reason)): reinstall anthy-common; \(fallback)"
        case .libraryMissing(let reason):
            return "Anthy's library could not be loaded (\(reason)): install Debian's libanthy1 "
                + "(scripts/setup does this); \(fallback)"
        case .engineFailed(let path, let message):
            let detail = message.isEmpty ? "" : " (\(message))"
            return "Anthy could not start with the dictionary “\(path)”\(detail): reinstall libanthy1 and "
                + "anthy-common; \(fallback)"
        case .differentDictionaryLoaded(let loaded, let requested):
            return "Anthy already runs with the dictionary “\(loaded)” in this process and cannot switch to "
                + "“\(requested)”: use one dictionary per process"
        case .contextUnavailable:
            return "Anthy could not create a conversion context (out of memory?); \(fallback)"
        case .readingTooLong(let length, let maximum):
            return "a reading of \(length) characters is longer than one conversion takes (\(maximum)): "
                + "commit part of it first"
        }
    }
}
