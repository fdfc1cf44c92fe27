import InputMethods
@testable import Controls

extension JapaneseInputSession {
    /// A session (romaji unless `mode` says) filling `bar`, typing into `client`.
    convenience init(
        typingInto client: any TextInputClient, mode: JapaneseInputMethod.Mode = .romaji, bar: CandidateBar = CandidateBar()
    ) {
        self.init(inputMethod: JapaneseInputMethod(mode: mode), candidateBar: bar)
        self.client = client
    }

    /// Types `text` one character at a time, as the keyboard's keys do.
    func type(_ text: String) {
        for character in text { insertText(String(character)) }
    }
}
