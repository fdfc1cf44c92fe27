import Testing
@testable import Scene

@Suite("Numbers written per locale")
struct NumberFormattingTests {
    @Test("Integers: digits and grouping separator per locale (CLDR: ٬ with Arabic-Indic digits)")
    func integers() throws {
        #expect(InterfaceLocale.english.formatted(1_234_567) == "1,234,567")
        #expect(InterfaceLocale.english.formatted(999) == "999")
        #expect(InterfaceLocale.english.formatted(1234, usesGrouping: false) == "1234")
        #expect(InterfaceLocale.arabic.formatted(1_234_567) == "١٬٢٣٤٬٥٦٧")
        #expect(InterfaceLocale.arabic.formatted(0) == "٠")
        #expect(try InterfaceLocale("ar-EG").formatted(2026, usesGrouping: false) == "٢٠٢٦")
        #expect(try InterfaceLocale("ar-MA").formatted(1234) == "1.234", "Latin digits, Maghreb separators")
        #expect(InterfaceLocale.hebrew.formatted(1234) == "1,234")
        #expect(InterfaceLocale.japanese.formatted(10_000) == "10,000")
        #expect(InterfaceLocale.english.formatted(-42) == "-42")
        #expect(InterfaceLocale.arabic.formatted(-42) == "\u{061C}-٤٢", "the Arabic letter mark keeps the sign leading")
        #expect(InterfaceLocale.hebrew.formatted(-42) == "\u{200E}-42")
        #expect(InterfaceLocale.english.formatted(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test("Decimals: fraction digits, rounding, and the Arabic decimal separator ٫")
    func decimals() throws {
        #expect(InterfaceLocale.english.formatted(1234.5, fractionDigits: 2) == "1,234.50")
        #expect(InterfaceLocale.arabic.formatted(1234.5, fractionDigits: 2) == "١٬٢٣٤٫٥٠")
        #expect(try InterfaceLocale("ar-TN").formatted(3.25, fractionDigits: 1) == "3,3")
        #expect(InterfaceLocale.english.formatted(0.125, fractionDigits: 2) == "0.13", "half away from zero")
        #expect(InterfaceLocale.english.formatted(2.5, fractionDigits: 0) == "3")
        #expect(InterfaceLocale.english.formatted(-0.001, fractionDigits: 2) == "0.00", "no sign on zero")
        #expect(InterfaceLocale.japanese.formatted(-1.5, fractionDigits: 1) == "-1.5")
        #expect(InterfaceLocale.english.formatted(Double.nan, fractionDigits: 2) == "NaN")
        #expect(InterfaceLocale.english.formatted(-Double.infinity, fractionDigits: 2) == "-∞")
        #expect(InterfaceLocale.english.formatted(1e300, fractionDigits: 2).hasPrefix("18,446,744"), "clamped, no trap")
    }

    @Test("Digits in text, and integers read back from either digit system")
    func digitsInText() throws {
        #expect(InterfaceLocale.arabic.localizingDigits("Page 3 of 12") == "Page ٣ of ١٢")
        #expect(InterfaceLocale.hebrew.localizingDigits("3") == "3")
        #expect(InterfaceLocale.arabic.integer(from: "١٬٢٣٤") == 1234)
        #expect(InterfaceLocale.arabic.integer(from: "1234") == 1234)
        #expect(InterfaceLocale.english.integer(from: "٤٢") == 42)
        #expect(InterfaceLocale.english.integer(from: "-1,000") == -1000)
        #expect(InterfaceLocale.arabic.integer(from: "\u{061C}-٧") == -7)
        for junk in ["", "-", "12a", ",12", "99999999999999999999"] {
            #expect(InterfaceLocale.english.integer(from: junk) == nil, "\(junk)")
        }
        #expect(NumberingSystem.arabicIndic.digit(7) == "٧" && NumberingSystem.latin.digit(10) == nil)
    }
}
