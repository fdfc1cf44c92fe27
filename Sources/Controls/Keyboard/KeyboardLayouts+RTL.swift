extension KeyboardLayouts {
    /// Arabic letters: the PC Arabic positions on three rows of eleven units (ض under Q).
    static func arabic(type: KeyboardType, showsGlobe: Bool) -> KeyboardPlane {
        let rows: [[KeyboardKey]] = [
            chars("ض ص ث ق ف غ ع ه خ ح ج"),
            chars("ش س ي ب ل ا ت ن م ك ط"),
            chars("ذ ء ؤ ر ى ة و ز ظ د").map { KeyboardKey($0.action, width: 0.95) }
                + [KeyboardKey(.backspace, width: 1.5)],
            bottomRow(switchTo: .numbers, label: KeyboardLanguage.arabic.numbersLabel, type: type,
                      showsGlobe: showsGlobe, columns: 11),
        ]
        return KeyboardPlane(kind: .letters, rows: rows, columns: 11)
    }

    /// Hebrew letters: the Israeli standard positions (ק under E), Backspace at the top row's
    /// end as on iOS.
    static func hebrew(type: KeyboardType, showsGlobe: Bool) -> KeyboardPlane {
        let rows: [[KeyboardKey]] = [
            chars("ק ר א ט ו ן ם פ") + [KeyboardKey(.backspace, width: 2)],
            chars("ש ד ג כ ע י ח ל ך ף"),
            [KeyboardKey(.spacer, width: 0.5)] + chars("ז ס ב ה נ מ צ ת ץ") + [KeyboardKey(.spacer, width: 0.5)],
            bottomRow(switchTo: .numbers, label: KeyboardLanguage.hebrew.numbersLabel, type: type,
                      showsGlobe: showsGlobe, columns: 10),
        ]
        return KeyboardPlane(kind: .letters, rows: rows, columns: 10)
    }
}
