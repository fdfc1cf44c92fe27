import Testing
@testable import Scene

@Suite("Interface locales")
struct InterfaceLocaleTests {
    @Test("BCP 47 tags are read into language, script, region, variants and -u- keywords, in canonical case")
    func parsing() throws {
        let us = try InterfaceLocale("en-US")
        #expect(us.language == "en" && us.region == "US" && us.script == nil && us.identifier == "en-US")
        #expect(try InterfaceLocale("ar") == .arabic)
        #expect(try InterfaceLocale("AR_eg").identifier == "ar-EG")
        #expect(try InterfaceLocale("he-IL").region == "IL")
        #expect(try InterfaceLocale("iw").language == "he", "the old code for Hebrew")
        #expect(try InterfaceLocale("ja-JP").identifier == "ja-JP")
        let chinese = try InterfaceLocale("zh-hant-tw")
        #expect(chinese.script == "Hant" && chinese.region == "TW" && chinese.identifier == "zh-Hant-TW")
        #expect(try InterfaceLocale("es-419").region == "419")
        #expect(try InterfaceLocale("ca-ES-valencia").variants == ["valencia"])
        let keywords = try InterfaceLocale("en-US-u-hc-h23-nu-arab")
        #expect(keywords.unicodeKeywords == ["hc": "h23", "nu": "arab"] && keywords.identifier == "en-US-u-hc-h23-nu-arab")
        #expect(try InterfaceLocale("en-x-private-thing") == .english, "private use is accepted and left out")
        #expect(try InterfaceLocale("en-u-hc-h12").setting("hc", to: "h23").identifier == "en-u-hc-h23")
        #expect(InterfaceLocale.arabic.setting("nu", to: nil) == .arabic)
    }

    @Test("Junk is a typed error naming the tag and what is wrong", arguments: [
        ("", "it is empty"), ("e", "the language “e” is not two or three letters"),
        ("english", "the language “english” is not two or three letters"), ("en--US", "empty subtag"),
        ("en-", "empty subtag"), ("en US", "other than an ASCII letter or digit"), ("ﻉر", "other than an ASCII letter or digit"),
        ("en-USA1", "is not a script"), ("12", "is not two or three letters"), ("en-u", "has no subtags"),
        ("en-abcdefghi", "longer than 8 characters"), ("../x", "other than an ASCII letter or digit"),
    ])
    func junk(tag: String, reason: String) {
        #expect {
            try InterfaceLocale(tag)
        } throws: { error in
            guard let error = error as? LocaleError, case .invalidIdentifier(let named, let why) = error else { return false }
            return named == tag && why.contains(reason) && "\(error)".contains("“\(tag)” is not a locale")
        }
    }

    @Test("Layout direction: Arabic and Hebrew right to left, English and Japanese left to right")
    func direction() throws {
        #expect(InterfaceLocale.arabic.layoutDirection == .rightToLeft)
        #expect(try InterfaceLocale("he-IL").layoutDirection == .rightToLeft)
        #expect(try InterfaceLocale("fa").layoutDirection == .rightToLeft)
        #expect(try InterfaceLocale("en-US").layoutDirection == .leftToRight)
        #expect(try InterfaceLocale("ja-JP").layoutDirection == .leftToRight)
    }

    @Test("Arabic-Indic digits by default for Arabic except in the Maghreb; never for he, ja, en; -u-nu- decides")
    func digits() throws {
        for tag in ["ar", "ar-EG", "ar-SA", "ar-AE", "ar-IQ"] {
            #expect(try InterfaceLocale(tag).usesArabicIndicDigitsByDefault, "\(tag)")
            #expect(try InterfaceLocale(tag).digits == .arabicIndic, "\(tag)")
        }
        for tag in ["ar-MA", "ar-DZ", "ar-TN", "ar-LY", "he", "he-IL", "ja", "ja-JP", "en", "en-US"] {
            #expect(try !InterfaceLocale(tag).usesArabicIndicDigitsByDefault, "\(tag)")
            #expect(try InterfaceLocale(tag).digits == .latin, "\(tag)")
        }
        #expect(try InterfaceLocale("ar-EG-u-nu-latn").digits == .latin)
        #expect(try InterfaceLocale("en-u-nu-arab").digits == .arabicIndic)
    }

    @Test("InterfaceLanguage finds Scanout's built-in language of a locale")
    func builtInLanguage() throws {
        #expect(InterfaceLanguage(locale: try InterfaceLocale("ar-EG")) == .arabic)
        #expect(InterfaceLanguage(locale: try InterfaceLocale("fr")) == nil)
        #expect(InterfaceLanguage.allCases.allSatisfy { InterfaceLanguage(locale: $0.locale) == $0 })
    }
}
