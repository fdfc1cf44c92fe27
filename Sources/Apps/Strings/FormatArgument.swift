/// A value put into a localized string's format (`%@`, `%lld`, `%d`, `%f`, positional
/// `%1$@`): text, an integer or a decimal. Integer and string literals convert.
///
/// <!-- example context:
/// let strings = StringsCatalog(sourceLanguage: .english, file: "Localizable.xcstrings")
/// let locale = InterfaceLocale.arabic, visitors = ["Ada"], name = "Ada"
/// -->
/// ```swift
/// strings.string("visitors.count", locale: locale, .integer(visitors.count))
/// strings.string("welcome", locale: locale, .text(name))
/// ```
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// Text, for `%@`.
    case text(String)
    /// An integer, for `%d`, `%ld`, `%lld`, `%u`; the first one chooses a plural variation.
    case integer(Int)
    /// A decimal, for `%f` (`%.2f`: two fraction digits).
    case decimal(Double)

    /// An integer literal.
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// A string literal.
    public init(stringLiteral value: String) { self = .text(value) }
}
