public import Scene

/// A language board of the on-screen keyboard; the globe key cycles the board's list of them.
public enum KeyboardLanguage: String, Sendable, Hashable, CaseIterable {
    /// English QWERTY, with Shift and caps lock.
    case english = "en"
    /// Arabic (the PC Arabic letter positions), no Shift.
    case arabic = "ar"
    /// Hebrew (the Israeli standard positions), no Shift.
    case hebrew = "he"
    /// Japanese 12-key kana with flick input; it types kana (conversion is an input method's).
    case japaneseKana = "ja-kana"
    /// Japanese romaji on QWERTY; it types latin letters for an input method to turn into kana.
    case japaneseRomaji = "ja-romaji"

    /// Parses a board profile's name for a language (`en`, `ar`, `he`, `ja-kana`, `ja-romaji`).
    ///
    /// - Throws: ``KeyboardError/unknownLanguage(_:)`` naming the ones there are.
    public init(identifier: String) throws(KeyboardError) {
        guard let language = Self(rawValue: identifier.lowercased()) else { throw .unknownLanguage(identifier) }
        self = language
    }

    /// The languages a board profile names (`en`, `ja-kana`), in order; none named: the
    /// keyboard's choice for the interface's `locale` (Arabic and Hebrew with English after them,
    /// Japanese kana, romaji and English, else English).
    ///
    /// - Throws: ``KeyboardError/unknownLanguage(_:)`` for a name there is no board for.
    public static func languages(identifiers: [String], locale: InterfaceLocale) throws(KeyboardError) -> [KeyboardLanguage] {
        guard identifiers.isEmpty else {
            var languages: [KeyboardLanguage] = []
            for identifier in identifiers {
                let language = try KeyboardLanguage(identifier: identifier)
                if !languages.contains(language) { languages.append(language) }
            }
            return languages
        }
        switch locale.language {
        case "ar": return [.arabic, .english]
        case "he": return [.hebrew, .english]
        case "ja": return [.japaneseKana, .japaneseRomaji, .english]
        default: return [.english]
        }
    }

    /// The languages an environment's ``EnvironmentValues/keyboardLanguages`` name (from the
    /// board profile), or the choice for its ``EnvironmentValues/locale`` when it names none.
    ///
    /// - Throws: ``KeyboardError/unknownLanguage(_:)`` for a name there is no board for.
    public static func languages(for environment: EnvironmentValues) throws(KeyboardError) -> [KeyboardLanguage] {
        try languages(identifiers: environment.keyboardLanguages, locale: environment.locale)
    }

    /// The BCP 47 tag the keys' text is shaped with.
    public var languageTag: String {
        switch self {
        case .english: "en"
        case .arabic: "ar"
        case .hebrew: "he"
        case .japaneseKana, .japaneseRomaji: "ja"
        }
    }

    /// Whether the language's text reads right to left (the keys stay in their physical order).
    public var isRightToLeft: Bool { self == .arabic || self == .hebrew }

    /// What the space bar says.
    public var spaceLabel: String {
        switch self {
        case .english: "space"
        case .arabic: "مسافة"
        case .hebrew: "רווח"
        case .japaneseKana, .japaneseRomaji: "空白"
        }
    }

    /// The label of the key that goes back to the letters from the numbers or symbols.
    public var lettersLabel: String {
        switch self {
        case .english: "ABC"
        case .arabic: "أبج"
        case .hebrew: "אבג"
        case .japaneseKana: "あいう"
        case .japaneseRomaji: "ABC"
        }
    }

    /// The label of the key that shows the numbers plane.
    public var numbersLabel: String { self == .arabic ? "١٢٣" : "123" }

    /// What the return key says for `type` (the default return key shows the ⏎ glyph where
    /// the language has no word for it).
    public func returnLabel(for type: ReturnKeyType) -> String {
        switch (self, type) {
        case (.english, .default): "return"
        case (.english, .go): "Go"
        case (.english, .search): "Search"
        case (.english, .done): "Done"
        case (.english, .next): "Next"
        case (.english, .join): "Join"
        case (.english, .send): "Send"
        case (.arabic, .default), (.hebrew, .default): "⏎"
        case (.arabic, .go): "انتقال"
        case (.arabic, .search): "بحث"
        case (.arabic, .done): "تم"
        case (.arabic, .next): "التالي"
        case (.arabic, .join): "انضمام"
        case (.arabic, .send): "إرسال"
        case (.hebrew, .go): "עבור"
        case (.hebrew, .search): "חפש"
        case (.hebrew, .done): "סיום"
        case (.hebrew, .next): "הבא"
        case (.hebrew, .join): "הצטרף"
        case (.hebrew, .send): "שלח"
        case (.japaneseKana, .default), (.japaneseRomaji, .default): "改行"
        case (.japaneseKana, .go), (.japaneseRomaji, .go): "開く"
        case (.japaneseKana, .search), (.japaneseRomaji, .search): "検索"
        case (.japaneseKana, .done), (.japaneseRomaji, .done): "完了"
        case (.japaneseKana, .next), (.japaneseRomaji, .next): "次へ"
        case (.japaneseKana, .join), (.japaneseRomaji, .join): "接続"
        case (.japaneseKana, .send), (.japaneseRomaji, .send): "送信"
        }
    }
}

/// What went wrong configuring the on-screen keyboard.
public enum KeyboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A board profile named a keyboard language there is no board for.
    case unknownLanguage(String)
    /// A board profile gave no keyboard language at all.
    case noLanguages

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unknownLanguage(let name):
            let known = KeyboardLanguage.allCases.map(\.rawValue).joined(separator: ", ")
            return "no on-screen keyboard for the language “\(name)” (known: \(known))"
        case .noLanguages:
            return "the on-screen keyboard needs at least one language (en, ar, he, ja-kana, ja-romaji)"
        }
    }
}
