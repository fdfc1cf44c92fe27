/// Xcode's strings catalog (`.xcstrings`) as JSON holds it, before it is checked: the source
/// language, and for each key its localizations by language. Fields Scanout does not use
/// (`version`, `comment`, `extractionState`) are read and ignored.
struct StringsCatalogDocument: Decodable {
    /// The language the keys' own text is written in (`en`).
    let sourceLanguage: String
    /// Every key's entry.
    let strings: [String: Entry]

    /// One key: its translations by language tag.
    struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    /// One key in one language: a plain string, or variations of it.
    struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
    }

    /// The text of a string, with its translation state (`translated`, `new`, `needs_review`).
    struct StringUnit: Decodable {
        let state: String?
        let value: String
    }

    /// The variations of a string: by plural category (`zero` … `other`) or by device (only the
    /// `other` device is read).
    struct Variations: Decodable {
        let plural: [String: Localization]?
        let device: [String: Localization]?
    }
}
