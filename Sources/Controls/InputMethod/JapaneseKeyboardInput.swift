public import InputMethods
import Scene

/// Wires a ``KeyboardHost``'s keyboard to Japanese conversion: while a Japanese board shows
/// (kana or romaji), the keys type into one ``JapaneseInputSession`` whose client is the field
/// being edited, and its ``CandidateBar`` rides on top of the keyboard; on any other board the
/// keys go straight to the field and the bar goes away.
///
/// ## Background
/// The kana board sends kana and the romaji board latin letters: the session's input method is
/// switched to the board's ``JapaneseInputMethod/Mode`` when the board changes (what was composed
/// is committed first, as the keyboard asks an input method it leaves behind). Conversion goes
/// through Anthy; without its dictionary the session types kana only and ``conversionError``
/// says why.
///
/// <!-- example context: let form = VStackNode() -->
/// ```swift
/// let host = KeyboardHost(content: form, keyboard: try Keyboard(languages: [.japaneseKana, .english]))
/// let japanese = JapaneseKeyboardInput()
/// japanese.install(on: host)
/// ```
@MainActor
public final class JapaneseKeyboardInput {
    /// The session the Japanese boards type into.
    public let session: JapaneseInputSession
    private weak var host: KeyboardHost?

    /// A session converting through Anthy's dictionary at `dictionaryPath` (kana only when it
    /// cannot be opened).
    public init(dictionaryPath: String = AnthyConverter.defaultDictionaryPath) {
        session = JapaneseInputSession(inputMethod: JapaneseInputMethod(dictionaryPath: dictionaryPath))
    }

    /// A session around `inputMethod` (tests give one with a converter of their own).
    public init(inputMethod: JapaneseInputMethod) {
        session = JapaneseInputSession(inputMethod: inputMethod)
    }

    /// The candidate bar shown above the keyboard while a Japanese board is up.
    public var candidateBar: CandidateBar { session.candidateBar }

    /// Why kanji conversion is unavailable (`nil` when Anthy's dictionary opened).
    public var conversionError: KanaKanjiError? { session.inputMethod.conversionError }

    /// Makes `host`'s keyboard type its Japanese boards through ``session``; the keyboard keeps
    /// this object (and its session) for as long as it keeps the input method.
    public func install(on host: KeyboardHost) {
        self.host = host
        host.keyboard.inputMethod = { language, client in
            self.inputMethod(for: language, client: client)
        }
    }

    private func inputMethod(for language: KeyboardLanguage, client: any TextInputClient) -> (any TextInputClient)? {
        let mode: JapaneseInputMethod.Mode
        switch (language, client.keyboardType) {
        case (_, .numberPad), (_, .decimalPad), (_, .phonePad):
            // A pad types digits: nothing to convert, no candidate bar (iOS).
            host?.accessoryView = nil
            return nil
        case (.japaneseKana, _): mode = .kana
        case (.japaneseRomaji, _): mode = .romaji
        default:
            host?.accessoryView = nil
            return nil
        }
        if session.inputMethod.mode != mode {
            session.commitComposition()
            session.inputMethod.mode = mode
        }
        session.client = client
        host?.accessoryView = candidateBar
        return session
    }
}
