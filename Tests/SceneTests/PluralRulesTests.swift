import Testing
@testable import Scene

/// The plural rules against CLDR's own examples.
///
/// Source: the Unicode CLDR, `common/supplemental/plurals.xml` (CLDR 46), the cardinal rules
/// of `en`, `ar`, `he` and `ja`. Each category's `@integer` and `@decimal` samples are copied
/// below as the file writes them (`a~b` is every number from a to b in steps of the last shown
/// digit; `…` is left out). Debian's `unicode-data` does not carry CLDR, so the samples live
/// here, in the rule text's own notation.
@Suite("CLDR plural rules")
struct PluralRulesTests {
    /// `language`'s categories with their samples, as plurals.xml lists them.
    static let samples: [(language: String, category: PluralCategory, integers: String, decimals: String)] = [
        // <pluralRules locales="en …">: one: i = 1 and v = 0
        ("en", .one, "1", ""),
        ("en", .other, "0, 2~16, 100, 1000, 10000, 100000, 1000000",
         "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
        // <pluralRules locales="ar ars">: zero: n = 0; one: n = 1; two: n = 2;
        // few: n % 100 = 3..10; many: n % 100 = 11..99
        ("ar", .zero, "0", "0.0, 0.00, 0.000, 0.0000"),
        ("ar", .one, "1", "1.0, 1.00, 1.000, 1.0000"),
        ("ar", .two, "2", "2.0, 2.00, 2.000, 2.0000"),
        ("ar", .few, "3~10, 103~110, 1003", "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0"),
        ("ar", .many, "11~26, 111, 1011", "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0"),
        ("ar", .other, "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000",
         "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
        // <pluralRules locales="he iw">: one: i = 1 and v = 0 or i = 0 and v != 0;
        // two: i = 2 and v = 0 (CLDR 42 dropped Hebrew's `many`)
        ("he", .one, "1", "0.0~0.9, 0.00~0.05"),
        ("he", .two, "2", ""),
        ("he", .other, "0, 3~17, 100, 1000, 10000, 100000, 1000000",
         "1.0~2.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
        // <pluralRules locales="… ja …">: other only
        ("ja", .other, "0~15, 100, 1000, 10000, 100000, 1000000",
         "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0"),
    ]

    /// The numbers a sample list names, as text: `3~10` is 3 … 10, `0.0~1.5` is 0.0, 0.1 … 1.5.
    static func expand(_ list: String) -> [String] {
        list.split(separator: ",").flatMap { item -> [String] in
            let range = item.split(separator: "~").map { $0.trimmingCharacters() }
            guard range.count == 2 else { return range }
            let places = range[0].split(separator: ".").dropFirst().first?.count ?? 0
            var scale = 1
            for _ in 0..<places { scale *= 10 }
            func units(_ text: String) -> Int { Int(text.replacingDot()) ?? 0 }
            return (units(range[0])...units(range[1])).map { value in
                guard places > 0 else { return String(value) }
                let fraction = String(value % scale)
                return "\(value / scale).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
            }
        }
    }

    @Test("Every CLDR sample of en, ar, he and ja falls in its category", arguments: Self.samples.indices)
    func cldrSamples(index: Int) throws {
        let sample = Self.samples[index]
        let rules = PluralRules(try InterfaceLocale(sample.language))
        let numbers = Self.expand(sample.integers) + Self.expand(sample.decimals)
        #expect(!numbers.isEmpty)
        for number in numbers {
            let operands = try #require(PluralOperands(number), "\(number)")
            #expect(rules.category(for: operands) == sample.category, "\(sample.language) \(number)")
            if let integer = Int(number) {
                #expect(rules.category(for: integer) == sample.category, "\(sample.language) \(integer)")
            }
        }
    }

    @Test("Each language's categories are the ones CLDR lists; other languages use the root rule")
    func categories() throws {
        #expect(InterfaceLocale.english.pluralRules.categories == [.one, .other])
        #expect(InterfaceLocale.arabic.pluralRules.categories == [.zero, .one, .two, .few, .many, .other])
        #expect(InterfaceLocale.hebrew.pluralRules.categories == [.one, .two, .other])
        #expect(InterfaceLocale.japanese.pluralRules.categories == [.other])
        let german = try InterfaceLocale("de-CH")
        #expect(german.pluralRules.category(for: 1) == .other, "root: no rules of its own yet")
        #expect(try InterfaceLocale("ar-EG").pluralRules.category(for: 11) == .many, "the region does not matter")
    }

    @Test("The boundaries of Arabic's few and many, and negative numbers by their absolute value")
    func boundaries() {
        let arabic = InterfaceLocale.arabic.pluralRules
        let expected: [(Int, PluralCategory)] = [
            (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other), (102, .other),
            (103, .few), (110, .few), (111, .many), (199, .many), (200, .other), (-3, .few), (-1, .one),
        ]
        for (n, category) in expected { #expect(arabic.category(for: n) == category, "\(n)") }
        let hebrew = InterfaceLocale.hebrew.pluralRules
        #expect(hebrew.category(for: 20) == .other && hebrew.category(for: 10) == .other, "no `many` since CLDR 42")
    }

    @Test("Operands read a decimal as shown; junk is nil")
    func operands() throws {
        let shown = try #require(PluralOperands("-1.50"))
        #expect(shown.integerDigits == 1 && shown.fractionDigitCount == 2 && shown.fractionDigits == 50)
        for junk in ["", ".5", "1.", "1e3", "+1", "1.2.3", "١", "12345678901234567890"] {
            #expect(PluralOperands(junk) == nil, "\(junk)")
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension String {
    fileprivate func replacingDot() -> String { filter { $0 != "." } }
}
