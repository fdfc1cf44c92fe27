/// The CLDR cardinal plural rules of a language: which ``PluralCategory`` a number takes.
///
/// ## Background
/// The rules are CLDR's (the Unicode Common Locale Data Repository, `supplemental/plurals.xml`,
/// as of CLDR 46), in UTS #35's operands (n: the absolute value, i: its integer digits, v: the
/// count of visible fraction digits):
///
/// | Language | Rules |
/// |---|---|
/// | English (`en`) | one: i = 1 and v = 0; other |
/// | Arabic (`ar`) | zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99; other |
/// | Hebrew (`he`) | one: i = 1 and v = 0, or i = 0 and v != 0; two: i = 2 and v = 0; other |
/// | Japanese (`ja`) | other |
///
/// Any other language gets CLDR's root rule: every number is `other`.
public struct PluralRules: Sendable, Hashable {
    /// The languages with rules of their own.
    enum Rules: Sendable, Hashable {
        case english, arabic, hebrew, root
    }

    let rules: Rules

    /// The rules of `locale`'s language.
    public init(_ locale: InterfaceLocale) {
        switch locale.language {
        case "en": rules = .english
        case "ar": rules = .arabic
        case "he": rules = .hebrew
        default: rules = .root
        }
    }

    /// The categories the language uses, in CLDR's order (zero, one, two, few, many, other).
    public var categories: [PluralCategory] {
        switch rules {
        case .english: [.one, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .root: [.other]
        }
    }

    /// The category of the integer `value`.
    public func category(for value: Int) -> PluralCategory { category(for: PluralOperands(value)) }

    /// The category of the number `operands` describe (a decimal as it is shown: “1.0” is not
    /// “1” in English).
    public func category(for operands: PluralOperands) -> PluralCategory {
        let i = operands.integerDigits, v = operands.fractionDigitCount
        switch rules {
        case .english:
            return i == 1 && v == 0 ? .one : .other
        case .arabic:
            if operands.isEqual(to: 0) { return .zero }
            if operands.isEqual(to: 1) { return .one }
            if operands.isEqual(to: 2) { return .two }
            if operands.remainder(100, isIn: 3...10) { return .few }
            if operands.remainder(100, isIn: 11...99) { return .many }
            return .other
        case .hebrew:
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            if i == 2 && v == 0 { return .two }
            return .other
        case .root:
            return .other
        }
    }
}

extension InterfaceLocale {
    /// The plural rules of the locale's language (``PluralRules``).
    public var pluralRules: PluralRules { PluralRules(self) }
}
