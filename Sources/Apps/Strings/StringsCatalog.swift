import Controls
import Graphics
public import Scene

/// An app's strings in every language it is translated into, read from an Xcode strings
/// catalog (`.xcstrings`, JSON), and looked up by key for a locale.
///
/// ## Background
/// Look-up (``string(_:locale:_:)``) tries the locale's own translation (`ar-EG`, then `ar`),
/// then the catalog's source language, then writes the key itself — a missing translation shows
/// something, never nothing. A key with plural variations picks the variation for the first
/// integer argument's CLDR category in the locale's language (``Scene/PluralRules``; a category
/// the translation lacks falls back to `other`). The format's specifiers are then filled with
/// the arguments (`%@`, `%lld`, `%d`, `%.1f`, `%1$@`), numbers in the locale's digits.
///
/// A catalog comes from a file (``init(contentsOfFile:)``) or from its text embedded in the app
/// (``init(json:file:)``, which is how Scanout's own apps ship theirs: docs/localization.md).
/// A file that is missing or is not a catalog is a ``StringsCatalogError`` naming the file and
/// what is wrong.
///
/// ```swift
/// let strings = try StringsCatalog(contentsOfFile: "/usr/share/kiosk/Localizable.xcstrings")
/// strings.string("Check In", locale: .arabic)                              // "تسجيل الدخول"
/// strings.string("%lld visitors today", locale: .arabic, .integer(12))     // "١٢ زائرًا اليوم" (many)
/// strings.string("Welcome, %@", locale: .japanese, .text("Ada"))          // "ようこそ、Adaさん"
/// ```
public struct StringsCatalog: Sendable {
    /// One key in one language: a string, or its plural variations.
    enum Translation: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// The language the keys are written in (the catalog's `sourceLanguage`).
    public let sourceLanguage: InterfaceLocale
    /// The file the catalog was read from, or the name it was embedded under.
    public let file: String
    /// The translations: key, then language tag in canonical form (`ar`, `pt-BR`).
    let translations: [String: [String: Translation]]

    /// A catalog with no strings, in `sourceLanguage`: every look-up writes its key (formatted).
    /// What an app falls back to when its catalog cannot be read (after logging why).
    public init(sourceLanguage: InterfaceLocale, file: String) {
        self.sourceLanguage = sourceLanguage
        self.file = file
        translations = [:]
    }

    /// The catalog at `path`.
    ///
    /// - Throws: ``StringsCatalogError/unreadable(_:)`` when the file cannot be read,
    ///   ``StringsCatalogError/malformed(file:reason:)`` when it is not a strings catalog.
    public init(contentsOfFile path: String) throws(StringsCatalogError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw .unreadable(error) }
        try self.init(bytes: bytes, file: path)
    }

    /// The catalog whose JSON text is `json` (embedded in the app); `file` names it in errors.
    ///
    /// - Throws: ``StringsCatalogError/malformed(file:reason:)`` when it is not a strings catalog.
    public init(json: String, file: String) throws(StringsCatalogError) {
        try self.init(bytes: Array(json.utf8), file: file)
    }

    /// The catalog an app embeds as `json` (`scripts/embed-strings`), or, when it cannot be read,
    /// an empty one in English (the keys are shown) after `onFailure` has been told why: an app
    /// shows text rather than stop over a damaged catalog; its tests read the embedded one.
    public static func embedded(
        json: String, file: String, onFailure: (StringsCatalogError) -> Void = { _ in }
    ) -> StringsCatalog {
        do { return try StringsCatalog(json: json, file: file) } catch {
            onFailure(error)
            return StringsCatalog(sourceLanguage: .english, file: file)
        }
    }

    /// The catalog in `bytes` (JSON); `file` names it in errors.
    ///
    /// - Throws: ``StringsCatalogError/malformed(file:reason:)`` when it is not a strings catalog.
    public init(bytes: [UInt8], file: String) throws(StringsCatalogError) {
        func fail(_ reason: String) -> StringsCatalogError { .malformed(file: file, reason: reason) }
        let json: JSONValue
        do { json = try JSONValue.parse(bytes) } catch { throw fail(error.reason) }
        let document: StringsCatalogDocument
        do { document = try StringsCatalogDocument(json: json) } catch { throw fail(error.reason) }
        do {
            sourceLanguage = try InterfaceLocale(document.sourceLanguage)
        } catch {
            throw fail("sourceLanguage: \(error)")
        }
        self.file = file
        var translations: [String: [String: Translation]] = [:]
        // Every key repeats the same few tags: each is read as a locale once.
        var lookupTags: [String: String] = [:]
        for (key, entry) in document.strings {
            var byLanguage: [String: Translation] = [:]
            for (tag, localization) in entry.localizations ?? [:] {
                let language: String
                if let known = lookupTags[tag] {
                    language = known
                } else {
                    do { language = try Self.lookupTag(InterfaceLocale(tag)) } catch {
                        throw fail("strings.“\(key)”.localizations: \(error)")
                    }
                    lookupTags[tag] = language
                }
                byLanguage[language] = try Self.translation(localization) { reason in
                    fail("strings.“\(key)”.localizations.\(tag): \(reason)")
                }
            }
            translations[key] = byLanguage
        }
        self.translations = translations
    }

    /// The keys of the catalog, sorted.
    public var keys: [String] { translations.keys.sorted() }

    /// Whether the catalog has `key`.
    public func contains(_ key: String) -> Bool { translations[key] != nil }

    /// Whether `key` has a translation of its own for `locale` (its region's or its language's),
    /// without falling back to the source language — for an app's test that every key is
    /// translated.
    public func isTranslated(_ key: String, into locale: InterfaceLocale) -> Bool {
        guard let byLanguage = translations[key] else { return false }
        return candidates(for: locale).dropLast().contains { byLanguage[$0.0] != nil }
    }

    /// The languages the catalog has a translation in (canonical tags, sorted), the source
    /// language included when any key has text of its own in it.
    public var languages: [String] {
        Set(translations.values.flatMap(\.keys)).sorted()
    }

    /// The text of `key` in `locale`, its format filled with `arguments`: the locale's
    /// translation, else the source language's, else the key itself (formatted all the same).
    public func string(_ key: String, locale: InterfaceLocale, _ arguments: FormatArgument...) -> String {
        string(key, locale: locale, arguments: arguments)
    }

    /// ``string(_:locale:_:)`` with the arguments in an array.
    public func string(_ key: String, locale: InterfaceLocale, arguments: [FormatArgument]) -> String {
        let count = arguments.lazy.compactMap { argument -> Int? in
            if case .integer(let value) = argument { return value }
            return nil
        }.first
        for (tag, rulesLocale) in candidates(for: locale) {
            guard let translation = translations[key]?[tag] else { continue }
            switch translation {
            case .text(let format):
                return StringFormatter.format(format, arguments, locale: locale)
            case .plural(let forms):
                let category = count.map { rulesLocale.pluralRules.category(for: $0) } ?? .other
                if let format = forms[category] ?? forms[.other] {
                    return StringFormatter.format(format, arguments, locale: locale)
                }
            }
        }
        return StringFormatter.format(key, arguments, locale: locale)
    }

    /// The tags tried for `locale`, most specific first, each with the locale whose plural rules
    /// apply: `ar-Arab-EG`, `ar-Arab`, `ar-EG`, `ar`, then the source language.
    private func candidates(for locale: InterfaceLocale) -> [(String, InterfaceLocale)] {
        var tags: [String] = []
        let language = locale.language
        if let script = locale.script, let region = locale.region { tags.append("\(language)-\(script)-\(region)") }
        if let script = locale.script { tags.append("\(language)-\(script)") }
        if let region = locale.region { tags.append("\(language)-\(region)") }
        tags.append(language)
        var result = tags.map { ($0, locale) }
        result.append((Self.lookupTag(sourceLanguage), sourceLanguage))
        return result
    }

    /// The tag a locale's translations are filed under: language, script and region, without
    /// variants or extensions (`ar-EG`, `zh-Hant-TW`).
    static func lookupTag(_ locale: InterfaceLocale) -> String {
        [locale.language, locale.script, locale.region].compactMap { $0 }.joined(separator: "-")
    }

    /// One language's entry checked: a string unit, plural variations, or the `other` device's.
    private static func translation(
        _ localization: StringsCatalogDocument.Localization, fail: (String) -> StringsCatalogError
    ) throws(StringsCatalogError) -> Translation {
        if let plural = localization.variations?.plural {
            var forms: [PluralCategory: String] = [:]
            for (name, variation) in plural {
                guard let category = PluralCategory(rawValue: name) else {
                    throw fail("variations.plural has “\(name)”, which is not zero, one, two, few, many or other")
                }
                guard let value = variation.stringUnit?.value else {
                    throw fail("variations.plural.\(name) has no stringUnit")
                }
                forms[category] = value
            }
            guard !forms.isEmpty else { throw fail("variations.plural is empty") }
            return .plural(forms)
        }
        if let unit = localization.stringUnit { return .text(unit.value) }
        if let other = localization.variations?.device?["other"] { return try translation(other, fail: fail) }
        throw fail("neither a stringUnit nor plural variations")
    }
}
