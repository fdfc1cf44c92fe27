/// The digits a locale writes numbers with (CLDR's numbering systems `latn` and `arab`).
public enum NumberingSystem: String, Sendable, Hashable, CaseIterable {
    /// 0123456789 (CLDR `latn`).
    case latin = "latn"
    /// ٠١٢٣٤٥٦٧٨٩, U+0660 … U+0669 (CLDR `arab`).
    case arabicIndic = "arab"

    /// The digit `value` (0 … 9) in this system; `nil` outside 0 … 9.
    public func digit(_ value: Int) -> Character? {
        guard (0...9).contains(value) else { return nil }
        let base: UInt32 = self == .latin ? 0x30 : 0x0660
        return Unicode.Scalar(base + UInt32(value)).map(Character.init)
    }

    /// The value of `character` as a digit of either system (`"7"` and `"٧"` are both 7); `nil`
    /// for anything else.
    public static func value(of character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0x0660...0x0669: return Int(scalar.value - 0x0660)
        default: return nil
        }
    }

    /// `text` with every ASCII digit written in this system; other characters are kept.
    public func transliterating(_ text: String) -> String {
        guard self != .latin else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII, let value = Self.value(of: character), let digit = digit(value) {
                result.append(digit)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
