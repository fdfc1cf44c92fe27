/// The romaji → kana table of the romaji keyboard: Hepburn and Kunrei spellings, the `x`/`l`
/// prefixes for small kana, and the punctuation Japanese IMEs map (`-` → ー, `,` → 、, `.` → 。).
enum RomajiTable {
    static let entries: [String: String] = {
        var table: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
            "ka": "か", "ki": "き", "ku": "く", "ke": "け", "ko": "こ",
            "sa": "さ", "si": "し", "shi": "し", "su": "す", "se": "せ", "so": "そ",
            "ta": "た", "ti": "ち", "chi": "ち", "tu": "つ", "tsu": "つ", "te": "て", "to": "と",
            "na": "な", "ni": "に", "nu": "ぬ", "ne": "ね", "no": "の",
            "ha": "は", "hi": "ひ", "hu": "ふ", "fu": "ふ", "he": "へ", "ho": "ほ",
            "ma": "ま", "mi": "み", "mu": "む", "me": "め", "mo": "も",
            "ya": "や", "yu": "ゆ", "ye": "いぇ", "yo": "よ",
            "ra": "ら", "ri": "り", "ru": "る", "re": "れ", "ro": "ろ",
            "la": "ぁ", "li": "ぃ", "lu": "ぅ", "le": "ぇ", "lo": "ぉ",
            "xa": "ぁ", "xi": "ぃ", "xu": "ぅ", "xe": "ぇ", "xo": "ぉ",
            "wa": "わ", "wi": "うぃ", "we": "うぇ", "wo": "を", "wyi": "ゐ", "wye": "ゑ",
            "nn": "ん", "n'": "ん", "xn": "ん",
            "ga": "が", "gi": "ぎ", "gu": "ぐ", "ge": "げ", "go": "ご",
            "za": "ざ", "zi": "じ", "ji": "じ", "zu": "ず", "ze": "ぜ", "zo": "ぞ",
            "da": "だ", "di": "ぢ", "du": "づ", "de": "で", "do": "ど",
            "ba": "ば", "bi": "び", "bu": "ぶ", "be": "べ", "bo": "ぼ",
            "pa": "ぱ", "pi": "ぴ", "pu": "ぷ", "pe": "ぺ", "po": "ぽ",
            "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ", "fyu": "ふゅ",
            "ja": "じゃ", "ju": "じゅ", "je": "じぇ", "jo": "じょ",
            "sha": "しゃ", "shu": "しゅ", "she": "しぇ", "sho": "しょ",
            "cha": "ちゃ", "chu": "ちゅ", "che": "ちぇ", "cho": "ちょ",
            "tsa": "つぁ", "tsi": "つぃ", "tse": "つぇ", "tso": "つぉ",
            "thi": "てぃ", "thu": "てゅ", "dhi": "でぃ", "dhu": "でゅ", "twu": "とぅ", "dwu": "どぅ",
            "xtu": "っ", "ltu": "っ", "xtsu": "っ", "ltsu": "っ",
            "xya": "ゃ", "xyu": "ゅ", "xyo": "ょ", "lya": "ゃ", "lyu": "ゅ", "lyo": "ょ",
            "xwa": "ゎ", "lwa": "ゎ", "xka": "ゕ", "xke": "ゖ", "lka": "ゕ", "lke": "ゖ",
            "ca": "か", "cu": "く", "co": "こ", "qa": "くぁ", "qi": "くぃ", "qe": "くぇ", "qo": "くぉ",
            "-": "ー", ",": "、", ".": "。", "[": "「", "]": "」", "/": "・", "~": "〜",
        ]
        // The y-glides (きゃ…) of every row that has them, and their Kunrei twins (sya, tya, zya).
        let glides: [(String, String)] = [
            ("k", "き"), ("s", "し"), ("t", "ち"), ("n", "に"), ("h", "ひ"), ("m", "み"), ("r", "り"),
            ("g", "ぎ"), ("z", "じ"), ("j", "じ"), ("d", "ぢ"), ("b", "び"), ("p", "ぴ"), ("c", "ち"),
        ]
        for (consonant, stem) in glides {
            table[consonant + "ya"] = stem + "ゃ"
            table[consonant + "yu"] = stem + "ゅ"
            table[consonant + "yo"] = stem + "ょ"
            table[consonant + "yi"] = stem + "ぃ"
            table[consonant + "ye"] = stem + "ぇ"
        }
        return table
    }()

    /// Every proper prefix of an entry: letters that must wait for the next one.
    static let prefixes: Set<String> = {
        var set = Set<String>()
        for key in entries.keys {
            var prefix = ""
            for letter in key.dropLast() {
                prefix.append(letter)
                set.insert(prefix)
            }
        }
        return set
    }()
}
