extension InterfaceLocale {
    /// The regions whose Arabic writes Latin digits by default (the Maghreb: Algeria, Libya,
    /// Morocco, Tunisia, Western Sahara); Arabic elsewhere writes Arabic-Indic digits.
    static let latinDigitArabicRegions: Set<String> = ["DZ", "LY", "MA", "TN", "EH"]

    /// Whether the locale writes Arabic-Indic digits (٠ … ٩) unless its tag asks otherwise:
    /// Arabic does, except in the Maghreb (``latinDigitArabicRegions``); Hebrew, Japanese,
    /// English and every other language do not.
    public var usesArabicIndicDigitsByDefault: Bool {
        language == "ar" && !Self.latinDigitArabicRegions.contains(region ?? "")
    }

    /// The digits numbers are written with: the tag's `-u-nu-latn` or `-u-nu-arab` when it has
    /// one, else the language's default (``usesArabicIndicDigitsByDefault``).
    public var digits: NumberingSystem {
        if let requested = unicodeKeywords["nu"].flatMap(NumberingSystem.init(rawValue:)) { return requested }
        return usesArabicIndicDigitsByDefault ? .arabicIndic : .latin
    }
}
