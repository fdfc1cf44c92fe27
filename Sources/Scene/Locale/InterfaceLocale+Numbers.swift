extension InterfaceLocale {
    /// The regions whose Arabic, written with Latin digits, uses a decimal comma and a full stop
    /// between groups (CLDR: Algeria, Morocco, Tunisia, Western Sahara).
    static let decimalCommaArabicRegions: Set<String> = ["DZ", "MA", "TN", "EH"]

    /// The mark between a number's whole part and its fraction: `.`; `٫` (U+066B) with
    /// Arabic-Indic digits; `,` for Arabic written with Latin digits in the Maghreb (CLDR).
    public var decimalSeparator: String {
        if digits == .arabicIndic { return "\u{066B}" }
        if language == "ar", Self.decimalCommaArabicRegions.contains(region ?? "") { return "," }
        return "."
    }

    /// The mark between groups of three digits: `,`; `٬` (U+066C) with Arabic-Indic digits; `.`
    /// for Arabic written with Latin digits in the Maghreb (CLDR).
    public var groupingSeparator: String {
        if digits == .arabicIndic { return "\u{066C}" }
        if language == "ar", Self.decimalCommaArabicRegions.contains(region ?? "") { return "." }
        return ","
    }

    /// The minus sign as CLDR writes it: `-`; with the Arabic letter mark (U+061C) before it
    /// with Arabic-Indic digits, the left-to-right mark (U+200E) in Hebrew and in Arabic written
    /// with Latin digits, so that the sign stays before the number in right-to-left text.
    public var minusSign: String {
        if digits == .arabicIndic { return "\u{061C}-" }
        if layoutDirection == .rightToLeft { return "\u{200E}-" }
        return "-"
    }

    /// `value` as the locale writes an integer: its digits, grouped in threes with
    /// ``groupingSeparator`` unless `usesGrouping` is `false` (“1,234”, “١٬٢٣٤”).
    public func formatted(_ value: Int, usesGrouping: Bool = true) -> String {
        let sign = value < 0 ? minusSign : ""
        return sign + wholeDigits(value.magnitude, usesGrouping: usesGrouping)
    }

    /// `value` rounded to `fractionDigits` places (half away from zero; 0 … 15) as the locale
    /// writes a decimal: “1,234.50”, “١٬٢٣٤٫٥٠”. NaN is “NaN” and the infinities “∞” with the
    /// sign; a value too large for exact digits (beyond 2⁵³) is written without a fraction.
    public func formatted(_ value: Double, fractionDigits: Int, usesGrouping: Bool = true) -> String {
        guard !value.isNaN else { return "NaN" }
        let sign = value < 0 ? minusSign : ""
        guard value.isFinite else { return sign + "∞" }
        let places = max(0, min(fractionDigits, 15))
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9_007_199_254_740_992 else {
            let whole = value.magnitude < 1.8e19 ? UInt(value.magnitude.rounded()) : UInt.max
            return sign + wholeDigits(whole, usesGrouping: usesGrouping)
        }
        let units = UInt64(scaled)
        let shownSign = units == 0 ? "" : sign
        var text = shownSign + wholeDigits(UInt(units / scale), usesGrouping: usesGrouping)
        if places > 0 {
            let fraction = String(units % scale)
            let padded = String(repeating: "0", count: places - fraction.count) + fraction
            text += decimalSeparator + digits.transliterating(padded)
        }
        return text
    }

    /// `text` with its ASCII digits written in the locale's ``digits`` (“Page 3” → “Page ٣”).
    public func localizingDigits(_ text: String) -> String { digits.transliterating(text) }

    /// The integer `text` writes in either digit system, with an optional leading minus (`-`,
    /// or the locale's ``minusSign``) and the locale's ``groupingSeparator`` between digits
    /// (“١٬٢٣٤” and “1234” are both 1234); `nil` for anything else or a value beyond `Int`.
    public func integer(from text: String) -> Int? {
        var rest = Substring(text)
        var isNegative = false
        for sign in [minusSign, "-"] where rest.hasPrefix(sign) {
            rest = rest.dropFirst(sign.count)
            isNegative = true
            break
        }
        var value = 0
        var digitCount = 0
        for character in rest {
            if let digit = NumberingSystem.value(of: character) {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(digit)
                guard !overflow1, !overflow2 else { return nil }
                value = sum
                digitCount += 1
            } else if String(character) != groupingSeparator || digitCount == 0 {
                return nil
            }
        }
        guard digitCount > 0 else { return nil }
        return isNegative ? -value : value
    }

    /// `magnitude`'s digits in the locale's system, grouped in threes when `usesGrouping`.
    private func wholeDigits(_ magnitude: UInt, usesGrouping: Bool) -> String {
        let latin = String(magnitude)
        guard usesGrouping, latin.count > 3 else { return digits.transliterating(latin) }
        var groups: [Substring] = []
        var end = latin.endIndex
        while end > latin.startIndex {
            let start = latin.index(end, offsetBy: -3, limitedBy: latin.startIndex) ?? latin.startIndex
            groups.insert(latin[start..<end], at: 0)
            end = start
        }
        return digits.transliterating(groups.joined(separator: groupingSeparator))
    }
}
