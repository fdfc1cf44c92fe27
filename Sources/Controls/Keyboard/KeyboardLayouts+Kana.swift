extension KeyboardLayouts {
    /// The 12-key kana board (iOS "日本語かな"): four rows of five keys; the middle three columns
    /// are flick keys, return spans the last two rows. The leading column is iOS's: → (ends a tap
    /// cycle), ☆123, ABC (the English letters) and the globe; without a globe ABC spans its row
    /// and the last, so the column has no hole.
    static func kana(showsGlobe: Bool) -> KeyboardPlane {
        func flick(_ kana: String) -> KeyboardKey { KeyboardKey(.flick(KanaFlick(kana.map { String($0) }))) }
        let punctuation = KeyboardKey(.flick(KanaFlick(["、", "。", "？", "！"])), label: "、。?!")
        let wa = KeyboardKey(.flick(KanaFlick(["わ", "を", "ん", "ー"])))
        let ya = KeyboardKey(.flick(KanaFlick(["や", "「", "ゆ", "」", "よ"])))
        let abc = KeyboardKey(.language(.english), label: KeyboardLanguage.english.lettersLabel, rowSpan: showsGlobe ? 1 : 2)
        let rows: [[KeyboardKey]] = [
            [KeyboardKey(.kanaNext, label: "→"), flick("あいうえお"), flick("かきくけこ"), flick("さしすせそ"),
             KeyboardKey(.backspace)],
            [KeyboardKey(.plane(.numbers), label: "☆123"), flick("たちつてと"), flick("なにぬねの"), flick("はひふへほ"),
             KeyboardKey(.space)],
            [abc, flick("まみむめも"), ya, flick("らりるれろ"), KeyboardKey(.return, rowSpan: 2)],
            [showsGlobe ? KeyboardKey(.globe) : KeyboardKey(.spacer), KeyboardKey(.kanaModifier, label: "゛゜小"), wa,
             punctuation],
        ]
        return KeyboardPlane(kind: .letters, rows: rows, columns: 5)
    }

    /// The voiced, semi-voiced and small forms the ゛゜小 key cycles through, each list starting
    /// with the plain kana.
    static let kanaVariants: [[String]] = {
        var lists: [[String]] = []
        let voiced = Array("かがきぎくぐけげこごさざしじすずせぜそぞただちぢてでとど")
        var i = 0
        while i + 1 < voiced.count {
            lists.append([String(voiced[i]), String(voiced[i + 1])])
            i += 2
        }
        lists.append(["つ", "っ", "づ"])
        for row in ["はばぱ", "ひびぴ", "ふぶぷ", "へべぺ", "ほぼぽ"] { lists.append(row.map { String($0) }) }
        for pair in ["あぁ", "いぃ", "えぇ", "おぉ", "やゃ", "ゆゅ", "よょ", "わゎ"] { lists.append(pair.map { String($0) }) }
        lists.append(["う", "ぅ", "ゔ"])
        return lists
    }()

    /// The next form of `kana` for the ゛゜小 key, or `nil` when it has none.
    static func nextKanaVariant(of kana: String) -> String? {
        guard let list = kanaVariants.first(where: { $0.contains(kana) }), let i = list.firstIndex(of: kana) else {
            return nil
        }
        return list[(i + 1) % list.count]
    }
}
