/// Turns romaji typed letter by letter into kana, as the romaji keyboard's pre-edit shows it.
///
/// ## Background
/// Letters collect in ``pending`` until they spell a table entry (`ka` → か) or can no longer
/// begin one. A doubled consonant becomes っ (`kka` → っか); an `n` before a consonant becomes ん
/// (`kanji` → かんじ); `nn` becomes ん unless a vowel or `y` follows, when the second `n` starts
/// the next kana (`konnichiha` and `konnnichiha` both → こんにちは). Letters that spell nothing
/// stay latin. Uppercase letters convert as lowercase ones.
///
/// ```swift
/// var composer = RomajiComposer()
/// for letter in "kanji" { composer.append(letter) }
/// composer.kana      // "かんじ"
/// composer.pending   // ""
/// ```
public struct RomajiComposer: Sendable, Hashable {
    /// What has been converted so far.
    public private(set) var kana = ""
    /// Letters that do not spell a kana yet ("k", "ky", "n").
    public private(set) var pending = ""

    /// An empty composer.
    public init() {}

    /// The pre-edit text: the kana, then the pending letters.
    public var text: String { kana + pending }

    /// Whether nothing has been typed.
    public var isEmpty: Bool { kana.isEmpty && pending.isEmpty }

    /// Adds one typed character: letters and the table's punctuation convert; anything else
    /// (digits, kana from the kana keyboard) first settles the pending letters, then is kept as is.
    public mutating func append(_ character: Character) {
        let lowered = character.lowercased()
        let lower = lowered.count == 1 ? Character(lowered) : character
        let isRomaji = lower.isASCII && (lower.isLetter || lower == "'" || RomajiTable.entries[String(lower)] != nil)
        guard isRomaji else {
            flush()
            kana.append(character)
            return
        }
        pending.append(lower)
        resolve(final: false)
    }

    /// Settles the pending letters as the end of the word: a lone `n` becomes ん; other letters
    /// stay latin.
    public mutating func flush() {
        resolve(final: true)
        if pending == "n" { kana += "ん" } else { kana += pending }
        pending = ""
    }

    /// Adds `text` as it is, after settling the pending letters (kana from the kana keyboard).
    public mutating func appendLiteral(_ text: String) {
        flush()
        kana += text
    }

    /// Removes the last pending letter, or else the last character of the kana. Returns whether
    /// anything was removed.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        if !pending.isEmpty {
            pending.removeLast()
            return true
        }
        guard !kana.isEmpty else { return false }
        kana.removeLast()
        return true
    }

    /// Replaces everything with `kana` (no pending letters).
    public mutating func reset(kana: String = "") {
        self.kana = kana
        pending = ""
    }

    /// Replaces the last character of the kana by `character` (the ゛゜小 key's variant).
    public mutating func replaceLastKana(with character: Character) {
        guard pending.isEmpty, !kana.isEmpty else { return }
        kana.removeLast()
        kana.append(character)
    }

    private mutating func resolve(final: Bool) {
        while !pending.isEmpty {
            if pending.count >= 2, pending.hasPrefix("nn") {
                // `nn` waits for its next letter: a vowel or y makes the second n start a kana.
                if pending.count == 2 {
                    if final { kana += "ん"; pending = "" }
                    return
                }
                let third = pending[pending.index(pending.startIndex, offsetBy: 2)]
                kana += "ん"
                pending.removeFirst(Self.isVowelOrGlide(third) ? 1 : 2)
                continue
            }
            if let converted = RomajiTable.entries[pending], !RomajiTable.prefixes.contains(pending) || final {
                kana += converted
                pending = ""
                return
            }
            if RomajiTable.prefixes.contains(pending), !final { return }
            if let converted = RomajiTable.entries[pending] {
                kana += converted
                pending = ""
                return
            }
            let letters = Array(pending)
            if letters.count >= 2 {
                let first = letters[0], second = letters[1]
                if first == "n", second != "'" {
                    kana += "ん"
                    pending.removeFirst()
                    continue
                }
                if first == second, first.isLetter, !Self.isVowelOrGlide(first) || first == "y" {
                    kana += "っ"
                    pending.removeFirst()
                    continue
                }
                if first == "t", second == "c" {
                    kana += "っ"
                    pending.removeFirst()
                    continue
                }
            }
            if final && pending == "n" { return }
            kana.append(letters[0])
            pending.removeFirst()
        }
    }

    private static func isVowelOrGlide(_ letter: Character) -> Bool {
        "aiueoy".contains(letter)
    }
}
