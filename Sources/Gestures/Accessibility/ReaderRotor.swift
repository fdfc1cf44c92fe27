public import Scene

/// The screen reader's rotor: what a one-finger swipe up or down moves by, chosen by turning
/// two fingers on the screen as if turning a dial (VoiceOver's rotor).
public enum ReaderRotor: Int, CaseIterable, Sendable {
    /// Swipes up and down change an adjustable element's value (the rotor's default).
    case adjustValue
    /// Swipes read the focused element's label a character at a time.
    case characters
    /// Swipes read the focused element's label a word at a time.
    case words
    /// Swipes move to the previous or next heading.
    case headings
    /// Swipes move to the first element of the previous or next container (a list, a bar).
    case containers

    /// The setting's name, as spoken.
    public func name(in language: InterfaceLanguage) -> String {
        let text: AccessibilityText =
            switch self {
            case .adjustValue: .rotorAdjustValue
            case .characters: .rotorCharacters
            case .words: .rotorWords
            case .headings: .rotorHeadings
            case .containers: .rotorContainers
            }
        return text.localized(language)
    }

    /// The setting `steps` turns away (clockwise positive), wrapping around.
    func turned(by steps: Int) -> ReaderRotor {
        let count = Self.allCases.count
        return ReaderRotor(rawValue: ((rawValue + steps) % count + count) % count) ?? .adjustValue
    }
}
