/// A number as CLDR's plural rules see it (UTS #35, “Plural Operand Meanings”): its integer
/// digits, and its visible fraction digits with and without trailing zeros — so that “1” and
/// “1.0” may take different forms.
public struct PluralOperands: Sendable, Hashable {
    /// i: the integer digits of the absolute value.
    public let integerDigits: UInt64
    /// v: how many fraction digits are shown, with trailing zeros (“1.50”: 2).
    public let fractionDigitCount: Int
    /// f: the fraction digits shown, with trailing zeros, as an integer (“1.50”: 50).
    public let fractionDigits: UInt64

    /// An integer (v = 0).
    public init(_ value: Int) {
        integerDigits = UInt64(value.magnitude)
        fractionDigitCount = 0
        fractionDigits = 0
    }

    /// A decimal as it is shown: `"1.50"`, `"-0.5"`, `"3"` (ASCII digits, an optional minus and
    /// a `.`, up to 18 digits on each side); `nil` for anything else.
    public init?(_ text: String) {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.count <= 18,
            whole.allSatisfy(Self.isDigit), let integer = UInt64(whole)
        else { return nil }
        integerDigits = integer
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 18, fraction.allSatisfy(Self.isDigit),
                let digits = UInt64(fraction)
            else { return nil }
            fractionDigitCount = fraction.count
            fractionDigits = digits
        } else {
            fractionDigitCount = 0
            fractionDigits = 0
        }
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether n, the absolute value, is a whole number (“3” and “3.0”, not “3.5”).
    public var isWholeNumber: Bool { fractionDigits == 0 }

    /// Whether n equals `value` (“2” and “2.00” equal 2).
    func isEqual(to value: UInt64) -> Bool { isWholeNumber && integerDigits == value }

    /// Whether n % `modulus` is a whole number in `range` (a fraction is in no range of integers).
    func remainder(_ modulus: UInt64, isIn range: ClosedRange<UInt64>) -> Bool {
        isWholeNumber && range.contains(integerDigits % modulus)
    }
}
