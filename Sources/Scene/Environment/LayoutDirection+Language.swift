extension LayoutDirection {
    /// The direction a language is read in: right to left for Arabic, Hebrew (`he`, the old
    /// `iw`), Persian, Urdu and Yiddish, left to right for every other. A region or script
    /// suffix (`ar-EG`, `fa_IR`) is ignored.
    public init(languageTag tag: String) {
        let base = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        self = ["ar", "he", "iw", "fa", "ur", "yi"].contains(base) ? .rightToLeft : .leftToRight
    }
}
