/// A CLDR plural category: which form of a word a number takes in a language (“1 file”,
/// “2 files”; Arabic has six). The raw values are CLDR's and Xcode strings catalogs' names.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Arabic 0.
    case zero
    /// English 1; Hebrew 1 and fractions below 1; Arabic 1.
    case one
    /// Hebrew and Arabic 2.
    case two
    /// Arabic 3 … 10 (and 103 … 110, …).
    case few
    /// Arabic 11 … 99 (and 111 … 199, …).
    case many
    /// Everything else; the only category in Japanese.
    case other
}
