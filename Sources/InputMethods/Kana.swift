/// Kana helpers: hiragana ⇄ katakana, and the variants the kana keyboard's ゛゜小 key cycles.
public enum Kana {
    /// `text` with every hiragana letter (U+3041–U+3096, ゝゞ) turned into katakana.
    public static func katakana(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x3041...0x3096).contains(scalar.value) || (0x309D...0x309E).contains(scalar.value),
                let shifted = Unicode.Scalar(scalar.value + 0x60)
            {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` with every katakana letter that has a hiragana form turned into it.
    public static func hiragana(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value) || (0x30FD...0x30FE).contains(scalar.value),
                let shifted = Unicode.Scalar(scalar.value - 0x60)
            {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `scalar` is a hiragana or katakana letter, or the prolonged sound mark.
    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309F).contains(scalar.value) || (0x30A0...0x30FF).contains(scalar.value)
    }

    /// The next variant of `kana` in the ゛゜小 key's cycle (iOS kana keyboard): plain → voiced
    /// (゛) → semi-voiced (゜) or small → plain, by what the letter has: か→が→か, は→ば→ぱ→は,
    /// つ→っ→づ→つ, や→ゃ→や, う→ぅ→ゔ→う. `nil` for a letter without variants.
    public static func nextVariant(of kana: Character) -> Character? {
        for cycle in variantCycles {
            if let index = cycle.firstIndex(of: kana) { return cycle[(index + 1) % cycle.count] }
        }
        return nil
    }

    private static let variantCycles: [[Character]] = {
        var cycles: [[Character]] = []
        func add(_ text: String) {
            let letters = Array(text)
            cycles.append(letters)
            cycles.append(Array(Kana.katakana(text)))
        }
        for plain in "かきくけこさしすせそたちてと" {
            guard let voiced = Unicode.Scalar((plain.unicodeScalars.first?.value ?? 0) + 1) else { continue }
            add(String(plain) + String(Character(voiced)))
        }
        for plain in "はひふへほ" {
            let base = plain.unicodeScalars.first?.value ?? 0
            guard let voiced = Unicode.Scalar(base + 1), let semi = Unicode.Scalar(base + 2) else { continue }
            add(String(plain) + String(Character(voiced)) + String(Character(semi)))
        }
        for group in ["あぁ", "いぃ", "うぅゔ", "えぇ", "おぉ", "つっづ", "やゃ", "ゆゅ", "よょ", "わゎ"] { add(group) }
        return cycles
    }()
}
