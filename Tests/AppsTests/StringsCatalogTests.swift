import Scanout
import ScanoutTesting
import Testing

@Suite("Strings catalogs")
struct StringsCatalogTests {
    /// A catalog in Xcode's format: a plain key, a key with a region's translation, plurals in
    /// every category Arabic has, a Hebrew `two`, positions, and a key only English has.
    static let json = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "comment" : "A button",
              "extractionState" : "manual",
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "إلغاء" } },
                "ar-EG" : { "stringUnit" : { "state" : "translated", "value" : "الغاء" } },
                "he" : { "stringUnit" : { "state" : "translated", "value" : "ביטול" } },
                "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "キャンセル" } }
              }
            },
            "files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا ملفات" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "ملف واحد" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "ملفان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملفات" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملفًا" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ملف" } } } } },
                "he" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "קובץ אחד" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "שני קבצים" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } } } } },
                "ja" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld個のファイル" } } } } }
              }
            },
            "from %1$@ to %2$@" : {
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$@へ%1$@から" } }
              }
            },
            "Only in English" : { },
            "device" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "this panel" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func catalog() throws -> StringsCatalog { try StringsCatalog(json: json, file: "Test.xcstrings") }

    @Test("Look-up: the region's translation, the language's, the source language's, then the key")
    func lookup() throws {
        let strings = try Self.catalog()
        #expect(strings.sourceLanguage == .english && strings.file == "Test.xcstrings")
        #expect(strings.string("Cancel", locale: .arabic) == "إلغاء")
        #expect(strings.string("Cancel", locale: try InterfaceLocale("ar-EG")) == "الغاء")
        #expect(strings.string("Cancel", locale: try InterfaceLocale("ar-SA")) == "إلغاء")
        #expect(strings.string("Cancel", locale: try InterfaceLocale("he-IL")) == "ביטול")
        #expect(strings.string("Cancel", locale: .japanese) == "キャンセル", "any state is shown")
        #expect(strings.string("Cancel", locale: .english) == "Cancel", "the key is the source text")
        #expect(strings.string("Cancel", locale: try InterfaceLocale("fr")) == "Cancel")
        #expect(strings.string("Only in English", locale: .arabic) == "Only in English")
        #expect(strings.string("Not in the catalog", locale: .hebrew) == "Not in the catalog")
        #expect(strings.string("device", locale: .english) == "this panel", "the other device's variation")
        #expect(strings.contains("Cancel") && !strings.contains("Nope"))
        let french = try InterfaceLocale("fr"), egyptian = try InterfaceLocale("ar-EG")
        #expect(strings.isTranslated("Cancel", into: .hebrew) && !strings.isTranslated("Cancel", into: french))
        #expect(strings.isTranslated("Cancel", into: egyptian) && !strings.isTranslated("Only in English", into: .arabic))
        #expect(strings.languages == ["ar", "ar-EG", "en", "he", "ja"])
        #expect(strings.keys.first == "Cancel")
    }

    @Test("Plurals follow the locale's CLDR category, with its digits; a missing category falls back to other")
    func plurals() throws {
        let strings = try Self.catalog()
        let arabic = [0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map { strings.string("files", locale: .arabic, .integer($0)) }
        #expect(arabic == ["لا ملفات", "ملف واحد", "ملفان", "٣ ملفات", "١٠ ملفات", "١١ ملفًا", "٩٩ ملفًا", "١٠٠ ملف",
                           "١٠٢ ملف", "١٠٣ ملفات"])
        #expect(strings.string("files", locale: try InterfaceLocale("ar-MA"), .integer(11)) == "11 ملفًا", "Latin digits in Morocco")
        #expect([1, 2, 3, 20].map { strings.string("files", locale: .hebrew, .integer($0)) }
                    == ["קובץ אחד", "שני קבצים", "3 קבצים", "20 קבצים"])
        #expect([0, 1, 2].map { strings.string("files", locale: .english, .integer($0)) } == ["0 files", "1 file", "2 files"])
        #expect(strings.string("files", locale: .japanese, 1) == "1個のファイル")
        #expect(strings.string("files", locale: try InterfaceLocale("fr"), .integer(1)) == "1 file", "English, by English rules")
        #expect(strings.string("files", locale: .english) == "%lld files", "no count: other, the specifier kept")
    }

    @Test("Formats: %@, %lld, %d, %.1f, %%, positions; a specifier without an argument is kept")
    func formats() throws {
        let strings = try Self.catalog()
        #expect(strings.string("from %1$@ to %2$@", locale: .japanese, "大阪", "東京") == "東京へ大阪から")
        #expect(strings.string("from %1$@ to %2$@", locale: .english, "Osaka", "Tokyo") == "from Osaka to Tokyo")
        let locale = InterfaceLocale.arabic
        #expect(strings.string("%d of %lld, %ld%%", locale: locale, 3, 12, 50) == "٣ of ١٢, ٥٠%")
        #expect(strings.string("%.1f km", locale: locale, .decimal(2.25)) == "٢٫٣ km")
        #expect(strings.string("%.2f", locale: .english, .integer(3)) == "3.00")
        #expect(strings.string("%@ and %@", locale: .english, "one") == "one and %@")
        #expect(strings.string("%@", locale: .english, .integer(1234)) == "1234")
        #expect(strings.string("%d", locale: .english, .decimal(2.9)) == "2")
        #expect(strings.string("100% sure", locale: .english) == "100% sure")
        #expect(strings.string("%5$@ %q", locale: .english, "a") == "%5$@ %q")
    }

    @Test("A catalog file is read; a missing one is an error naming it")
    func files() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/Localizable.xcstrings"
        try FileBytes.write(Array(Self.json.utf8), to: path)
        #expect(try StringsCatalog(contentsOfFile: path).string("Cancel", locale: .hebrew) == "ביטול")
        let missing = folder.path + "/Missing.xcstrings"
        #expect(throws: StringsCatalogError.unreadable(.notFound(path: missing))) { try StringsCatalog(contentsOfFile: missing) }
        do {
            _ = try StringsCatalog(contentsOfFile: missing)
        } catch {
            #expect("\(error)".contains(missing) && "\(error)".contains("does not exist"))
        }
    }

    @Test("A malformed catalog is an error naming the file and what is wrong", arguments: [
        ("not json", "not valid JSON"),
        (#"{"strings": {}}"#, "“sourceLanguage” missing"),
        (#"{"sourceLanguage": "en"}"#, "“strings” missing"),
        (#"{"sourceLanguage": "english!", "strings": {}}"#, "sourceLanguage: “english!” is not a locale"),
        (#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en_": {"stringUnit": {"value": "x"}}}}}}"#,
         "strings.“a”.localizations: “en_” is not a locale"),
        (#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ar": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}}}"#,
         "strings.“a”.localizations.ar: variations.plural has “several”"),
        (#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ar": {"stringUnit": {"value": 3}}}}}}"#,
         "wrong value at strings.a.localizations.ar.stringUnit.value"),
        (#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ar": {}}}}}"#,
         "neither a stringUnit nor plural variations"),
        (#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ar": {"variations": {"plural": {"one": {}}}}}}}}"#,
         "variations.plural.one has no stringUnit"),
    ])
    func malformed(json: String, reason: String) {
        #expect {
            try StringsCatalog(json: json, file: "Broken.xcstrings")
        } throws: { error in
            guard case .malformed(let file, let why) = error as? StringsCatalogError else { return false }
            return file == "Broken.xcstrings" && why.contains(reason) && "\(error)".contains("“Broken.xcstrings”")
        }
    }

    @Test("An empty catalog writes its keys, formatted")
    func empty() {
        let strings = StringsCatalog(sourceLanguage: .english, file: "None.xcstrings")
        #expect(strings.string("Welcome, %@", locale: .arabic, "Ada") == "Welcome, Ada")
        #expect(strings.keys.isEmpty)
    }
}
