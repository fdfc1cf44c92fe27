/// The locale an interface is shown in: a language, optionally a script and a region, and the
/// Unicode extension keywords that change a convention (`-u-nu-latn`, `-u-hc-h23`).
///
/// ## Background
/// Read from a BCP 47 language tag with ``init(_:)`` (`en`, `en-US`, `ar`, `ar-EG`, `he-IL`,
/// `ja-JP`, `zh-Hant-TW`, `en-u-hc-h23`; `_` is read as `-`, case is ignored), which throws a
/// ``LocaleError`` naming what is wrong for anything else. The parts are kept in their canonical
/// case (language lower, script title, region upper), so two spellings of one tag are equal.
///
/// What follows from the locale — its ``layoutDirection``, its ``digits``, its
/// ``pluralRules``, how it writes numbers (``formatted(_:)``) — is computed from these parts.
/// The environment carries one (``EnvironmentValues/locale``); apps read it from there.
///
/// ```swift
/// let locale = try InterfaceLocale("ar-EG")
/// locale.layoutDirection          // .rightToLeft
/// locale.formatted(1234)          // "١٬٢٣٤"
/// ```
public struct InterfaceLocale: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lower case: `en`, `ar`, `he`, `ja` (the old `iw` reads as `he`).
    public let language: String
    /// The script subtag, title case (`Latn`, `Arab`, `Hant`), if the tag has one.
    public let script: String?
    /// The region subtag, upper case (`US`, `EG`, `IL`, `JP`, `419`), if the tag has one.
    public let region: String?
    /// The variant subtags, lower case (`valencia`, `1996`), in the tag's order.
    public let variants: [String]
    /// The Unicode extension keywords (`-u-nu-latn` is `["nu": "latn"]`), lower case.
    public let unicodeKeywords: [String: String]

    /// The locale of BCP 47 tag `identifier`.
    ///
    /// - Throws: ``LocaleError/invalidIdentifier(_:reason:)`` for an empty tag, a language that
    ///   is not two or three letters, or a subtag that is neither a script, a region, a variant
    ///   nor an extension.
    public init(_ identifier: String) throws(LocaleError) {
        self = try LocaleIdentifierParser.parse(identifier)
    }

    /// A locale from its parts, already known to be well formed (the built-in locales).
    init(language: String, script: String? = nil, region: String? = nil, variants: [String] = [],
         unicodeKeywords: [String: String] = [:]) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
        self.unicodeKeywords = unicodeKeywords
    }

    /// The tag in canonical form: `en-US`, `ar-EG`, `zh-Hant-TW`, `en-u-hc-h23`.
    public var identifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        if !unicodeKeywords.isEmpty {
            parts.append("u")
            for key in unicodeKeywords.keys.sorted() {
                parts.append(key)
                if let value = unicodeKeywords[key], !value.isEmpty { parts.append(value) }
            }
        }
        return parts.joined(separator: "-")
    }

    /// The canonical tag (``identifier``).
    public var description: String { identifier }

    /// The language's layout direction: right to left for Arabic, Hebrew, Persian, Urdu and
    /// Yiddish (``LayoutDirection/init(languageTag:)``).
    public var layoutDirection: LayoutDirection { LayoutDirection(languageTag: language) }

    /// The same locale with the Unicode extension `key` set to `value` (`"hc"`, `"h23"`), or
    /// removed when `value` is `nil`.
    public func setting(_ key: String, to value: String?) -> InterfaceLocale {
        var keywords = unicodeKeywords
        keywords[key.lowercased()] = value?.lowercased()
        return InterfaceLocale(language: language, script: script, region: region, variants: variants,
                               unicodeKeywords: keywords)
    }

    /// English, no region.
    public static let english = InterfaceLocale(language: "en")
    /// Arabic, no region (Arabic-Indic digits, right to left).
    public static let arabic = InterfaceLocale(language: "ar")
    /// Hebrew, no region (right to left).
    public static let hebrew = InterfaceLocale(language: "he")
    /// Japanese, no region.
    public static let japanese = InterfaceLocale(language: "ja")
}
