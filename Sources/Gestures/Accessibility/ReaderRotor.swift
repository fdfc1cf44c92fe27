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
    /// Swipes choose among the focused element's own actions (a row's “Delete”), after
    /// activating it; a double tap runs the one chosen. Offered only on an element that has
    /// actions, and chosen by itself when the cursor lands on one (VoiceOver's “Actions”).
    case actions

    /// The setting's name, as spoken.
    public func name(in language: InterfaceLanguage) -> String {
        let text: AccessibilityText =
            switch self {
            case .adjustValue: .rotorAdjustValue
            case .characters: .rotorCharacters
            case .words: .rotorWords
            case .headings: .rotorHeadings
            case .containers: .rotorContainers
            case .actions: .rotorActions
            }
        return text.localized(language)
    }

    /// The setting `steps` turns away (clockwise positive), wrapping around; ``actions`` is
    /// passed over unless `offersActions`.
    func turned(by steps: Int, offersActions: Bool) -> ReaderRotor {
        let settings = Self.allCases.filter { $0 != .actions || offersActions }
        let count = settings.count
        let index = settings.firstIndex(of: self) ?? 0
        return settings[((index + steps) % count + count) % count]
    }
}
