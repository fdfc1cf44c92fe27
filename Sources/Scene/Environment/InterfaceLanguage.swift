/// A language Scanout's own texts are written in: the boot splash's prompts, the gallery's
/// screens. Arabic and Hebrew lay out right to left.
///
/// One list for every part that ships built-in texts, so that adding a language is one case here
/// and a translation in each table (a `switch` over the cases does not compile until it has one).
/// An app's locale can be any BCP 47 tag (``EnvironmentValues/locale``); ``init(locale:)`` finds
/// the built-in language for it, if there is one.
public enum InterfaceLanguage: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// Arabic (right to left).
    case arabic = "ar"
    /// Hebrew (right to left).
    case hebrew = "he"
    /// Japanese.
    case japanese = "ja"

    /// The language's layout direction (``LayoutDirection/init(languageTag:)``).
    public var layoutDirection: LayoutDirection { LayoutDirection(languageTag: rawValue) }

    /// Finds a language by its tag (`en`, `ar-EG`, `he_IL`, `JA`), ignoring case and a region
    /// suffix; nil for a language Scanout has no built-in texts in.
    public init?(tag: String) {
        let base = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        self.init(rawValue: base)
    }

    /// The built-in language of `locale`'s language; nil for a language Scanout has no
    /// built-in texts in.
    public init?(locale: InterfaceLocale) { self.init(rawValue: locale.language) }

    /// The language's locale, with no region (``InterfaceLocale/english`` …).
    public var locale: InterfaceLocale {
        switch self {
        case .english: .english
        case .arabic: .arabic
        case .hebrew: .hebrew
        case .japanese: .japanese
        }
    }
}
