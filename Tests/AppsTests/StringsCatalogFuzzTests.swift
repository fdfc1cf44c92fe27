import Scanout
import ScanoutTesting
import Testing

/// Damaged strings catalogs and wild locale tags and formats: a catalog whose look-ups give text,
/// or a `StringsCatalogError`; a locale, or a `LocaleError`; never a crash, a hang or a runaway
/// string (a catalog and a `--language` come from outside the program, docs/fuzzing.md).
@Suite("Fuzz: strings catalogs and locale tags")
struct StringsCatalogFuzzTests {
    static let formats = ["%@", "%lld", "%d", "%1$@ %2$@", "%2$lld %1$@", "%%", "%", "%.2f", "%.99999f", "%99999999$@",
                          "%0$@", "%lllllld", "%-+ #0.5f", "%q", "%1$", "%.", "%@%@%@%@%@%@", "100% sure", "%ld%%"]
    static let tags = ["en", "ar", "ar-EG", "ar-MA", "he-IL", "ja-JP", "zh-Hant-TW", "en-u-nu-arab", "fr", "x", "", "iw"]

    static func argument(_ random: inout FuzzRandom) -> FormatArgument {
        switch random.below(3) {
        case 0: .integer(random.pick([0, 1, 2, 3, 11, 100, 103, -1, Int.max, Int.min, random.int(in: -1_000...1_000)]))
        case 1: .decimal(random.pick([0, 0.5, 2.25, -1.5, 1e308, -1e308, .nan, .infinity, random.wildDouble()]))
        default: .text(random.pick(["Ada", "", "%@", "%lld", "أحمد", String(repeating: "x", count: 1000)]))
        }
    }

    static func tag(_ random: inout FuzzRandom) -> String {
        guard random.chance(0.5) else { return random.pick(tags) }
        let alphabet = Array("aZeNr0129-_ux\u{0660}.é")
        return String((0..<random.int(in: 0...20)).map { _ in random.pick(alphabet) })
    }

    @Test("Mutated catalogs read and look up, or throw StringsCatalogError")
    func mutatedCatalogs() {
        let real = Array(StringsCatalogTests.json.utf8)
        let report = fuzz("strings catalog", seed: 0x5CA2_57C5, ciCount: 1_500, longCount: 200_000) { random, _ in
            var text = String(decoding: ByteMutator.mutate(real, &random, maximumEdits: 10), as: UTF8.self)
            if random.chance(0.4) {
                // Wild formats inside a catalog that stays valid JSON.
                text = StringsCatalogTests.json.replacingOccurrences(of: "%lld", with: random.pick(Self.formats))
            }
            let catalog: StringsCatalog
            do throws(StringsCatalogError) {
                catalog = try StringsCatalog(json: text, file: "Fuzz.xcstrings")
            } catch {
                #expect("\(error)".contains("Fuzz.xcstrings"))
                return .typedError
            }
            for key in catalog.keys.prefix(6) + [random.pick(Self.formats)] {
                guard let locale = try? InterfaceLocale(Self.tag(&random)) else { continue }
                let arguments = (0..<random.int(in: 0...4)).map { _ in Self.argument(&random) }
                let shown = catalog.string(key, locale: locale, arguments: arguments)
                #expect(shown.utf8.count < 100_000, "\(key) in \(locale)")
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }

    @Test("Random tags read as a locale whose identifier reads back the same, or throw LocaleError")
    func randomTags() {
        let report = fuzz("locale tags", seed: 0x5CA2_10CA, ciCount: 20_000, longCount: 2_000_000) { random, _ in
            let tag = Self.tag(&random)
            let locale: InterfaceLocale
            do throws(LocaleError) {
                locale = try InterfaceLocale(tag)
            } catch {
                #expect("\(error)".contains("is not a locale"))
                return .typedError
            }
            #expect((try? InterfaceLocale(locale.identifier)) == locale, "\(tag) → \(locale.identifier)")
            _ = locale.formatted(random.int(in: -1_000_000...1_000_000))
            _ = locale.pluralRules.category(for: random.int(in: -1_000...1_000))
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}

extension String {
    /// The text with every `target` replaced by `replacement` (no Foundation).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
