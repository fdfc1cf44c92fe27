extension KeyboardLayouts {
    /// English (and Japanese romaji) QWERTY letters.
    static func qwerty(language: KeyboardLanguage, type: KeyboardType, showsGlobe: Bool) -> KeyboardPlane {
        let rows: [[KeyboardKey]] = [
            chars("q w e r t y u i o p"),
            [KeyboardKey(.spacer, width: 0.5)] + chars("a s d f g h j k l") + [KeyboardKey(.spacer, width: 0.5)],
            [KeyboardKey(.shift, width: 1.3), KeyboardKey(.spacer, width: 0.2)] + chars("z x c v b n m")
                + [KeyboardKey(.spacer, width: 0.2), KeyboardKey(.backspace, width: 1.3)],
            bottomRow(switchTo: .numbers, label: language.numbersLabel, type: type, showsGlobe: showsGlobe, columns: 10),
        ]
        return KeyboardPlane(kind: .letters, rows: rows, columns: 10, hasShift: true)
    }

    /// Digits and common punctuation ("123"), in the language's digits and currency.
    static func numbers(language: KeyboardLanguage, type: KeyboardType, showsGlobe: Bool) -> KeyboardPlane {
        let digits: String
        let second: String
        let third: String
        switch language {
        case .arabic:
            digits = "١ ٢ ٣ ٤ ٥ ٦ ٧ ٨ ٩ ٠"
            second = "- / : ؛ ( ) $ & @ \""
            third = ". ، ؟ ! '"
        case .hebrew:
            digits = "1 2 3 4 5 6 7 8 9 0"
            second = "- / : ; ( ) ₪ & @ \""
            third = ". , ? ! '"
        case .japaneseKana, .japaneseRomaji:
            digits = "1 2 3 4 5 6 7 8 9 0"
            second = "- / : @ ( ) 「 」 ¥ &"
            third = "。 、 ？ ！ ・"
        case .english:
            digits = "1 2 3 4 5 6 7 8 9 0"
            second = "- / : ; ( ) $ & @ \""
            third = ". , ? ! '"
        }
        return KeyboardPlane(kind: .numbers, rows: [
            chars(digits),
            chars(second),
            punctuationRow(third, switchTo: .symbols, label: "#+="),
            bottomRow(switchTo: .letters, label: language.lettersLabel, type: type, showsGlobe: showsGlobe, columns: 10),
        ], columns: 10)
    }

    /// More symbols ("#+=").
    static func symbols(language: KeyboardLanguage, type: KeyboardType, showsGlobe: Bool) -> KeyboardPlane {
        let currencies = language == .japaneseKana || language == .japaneseRomaji ? "€ £ $ •" : "€ £ ¥ •"
        return KeyboardPlane(kind: .symbols, rows: [
            chars("[ ] { } # % ^ * + ="),
            chars("_ \\ | ~ < > " + currencies),
            punctuationRow(language == .arabic ? ". ، ؟ ! '" : ". , ? ! '", switchTo: .numbers, label: language.numbersLabel),
            bottomRow(switchTo: .letters, label: language.lettersLabel, type: type, showsGlobe: showsGlobe, columns: 10),
        ], columns: 10)
    }

    /// The third row of the numbers and symbols planes: a plane key, five wide punctuation
    /// keys, Backspace.
    static func punctuationRow(_ marks: String, switchTo kind: KeyboardPlane.Kind, label: String) -> [KeyboardKey] {
        [KeyboardKey(.plane(kind), width: 1.3, label: label), KeyboardKey(.spacer, width: 0.2)]
            + marks.split(separator: " ").map { KeyboardKey(.character(String($0)), width: 1.4) }
            + [KeyboardKey(.spacer, width: 0.2), KeyboardKey(.backspace, width: 1.3)]
    }
}
