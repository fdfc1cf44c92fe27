import Scene

/// Fills a localized string's format specifiers with arguments, as `String(format:)` does, with
/// numbers in the locale's digits: `%@` (text), `%d` `%i` `%u` with `l`, `ll`, `q`, `z` lengths
/// (an integer, no grouping), `%f` with an optional precision (`%.2f`), `%%`, and positions
/// (`%2$@`). A specifier with no argument is left as written, never a crash; an argument of
/// another kind is written as it is (an integer for `%@` in the locale's digits).
enum StringFormatter {
    static func format(_ format: String, _ arguments: [FormatArgument], locale: InterfaceLocale) -> String {
        guard format.contains("%") else { return format }
        let characters = Array(format)
        var result = ""
        var nextArgument = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                result.append(character)
                index += 1
                continue
            }
            guard let specifier = Specifier(characters, at: index) else {
                result.append(character)
                index += 1
                continue
            }
            index = specifier.end
            if specifier.conversion == "%" {
                result.append("%")
                continue
            }
            let position = specifier.position.map { $0 - 1 } ?? nextArgument
            if specifier.position == nil { nextArgument += 1 }
            guard arguments.indices.contains(position) else {
                result += String(characters[specifier.start..<specifier.end])
                continue
            }
            result += text(of: arguments[position], as: specifier, locale: locale)
        }
        return result
    }

    /// `argument` written for `specifier`'s conversion in `locale`.
    private static func text(of argument: FormatArgument, as specifier: Specifier, locale: InterfaceLocale) -> String {
        switch (argument, specifier.conversion) {
        case (.text(let text), _):
            return text
        case (.integer(let value), "f"), (.integer(let value), "F"):
            return locale.formatted(Double(value), fractionDigits: specifier.precision ?? 6, usesGrouping: false)
        case (.integer(let value), _):
            return locale.formatted(value, usesGrouping: false)
        case (.decimal(let value), "d"), (.decimal(let value), "i"), (.decimal(let value), "u"):
            return locale.formatted(Int(exactly: value.rounded(.towardZero)) ?? 0, usesGrouping: false)
        case (.decimal(let value), "@"):
            return value == value.rounded() && value.magnitude < 1e15
                ? locale.formatted(Int(value), usesGrouping: false)
                : locale.localizingDigits(String(value)).replacingDecimalPoint(with: locale.decimalSeparator)
        case (.decimal(let value), _):
            return locale.formatted(value, fractionDigits: specifier.precision ?? 6, usesGrouping: false)
        }
    }

    /// One `%…` specifier: `%[position$][flags][width][.precision][length]conversion`.
    struct Specifier {
        let start: Int
        let end: Int
        let position: Int?
        let precision: Int?
        let conversion: Character

        static let conversions: Set<Character> = ["@", "d", "i", "u", "f", "F", "%"]

        init?(_ characters: [Character], at start: Int) {
            var index = start + 1
            func number() -> Int? {
                var value: Int?
                while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
                    value = (value ?? 0) * 10 + digit
                    if value ?? 0 > 1_000 { return nil }
                    index += 1
                }
                return value
            }
            var position: Int?
            let save = index
            if let n = number(), index < characters.count, characters[index] == "$", n >= 1 {
                position = n
                index += 1
            } else {
                index = save
            }
            while index < characters.count, "-+ #0".contains(characters[index]) { index += 1 }
            _ = number()
            var precision: Int?
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = number() ?? 0
            }
            while index < characters.count, "hlqzjtL".contains(characters[index]) { index += 1 }
            guard index < characters.count, Self.conversions.contains(characters[index]) else { return nil }
            self.start = start
            self.end = index + 1
            self.position = position
            self.precision = precision.map { min($0, 15) }
            self.conversion = characters[index]
        }
    }
}

extension String {
    /// The text with its `.` written as `separator`.
    fileprivate func replacingDecimalPoint(with separator: String) -> String {
        separator == "." ? self : split(separator: ".", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
