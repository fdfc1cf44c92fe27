import Testing
@testable import InputMethods

@Suite("Romaji composer")
struct RomajiComposerTests {
    private func compose(_ letters: String, flush: Bool = true) -> RomajiComposer {
        var composer = RomajiComposer()
        for letter in letters { composer.append(letter) }
        if flush { composer.flush() }
        return composer
    }

    @Test("Hepburn and Kunrei spellings give the same kana", arguments: [
        ("kanji", "かんじ"), ("shinbun", "しんぶん"), ("sinbun", "しんぶん"), ("tsukue", "つくえ"),
        ("tukue", "つくえ"), ("chikyuu", "ちきゅう"), ("tikyuu", "ちきゅう"), ("fujisan", "ふじさん"),
        ("huzisan", "ふじさん"), ("kyouto", "きょうと"), ("jisho", "じしょ"), ("zyosi", "じょし"),
    ])
    func spellings(romaji: String, kana: String) {
        #expect(compose(romaji).text == kana)
    }

    @Test("A doubled consonant becomes a small tsu, and t before ch too")
    func sokuon() {
        #expect(compose("kitte").text == "きって")
        #expect(compose("zasshi").text == "ざっし")
        #expect(compose("matcha").text == "まっちゃ")
    }

    @Test("n before a consonant is ん; nn is ん unless a vowel follows, so both spellings of こんにちは work")
    func syllabicN() {
        #expect(compose("konnichiha").text == "こんにちは")
        #expect(compose("konnnichiha").text == "こんにちは")
        #expect(compose("kanna").text == "かんな")
        #expect(compose("kan'i").text == "かんい")
        #expect(compose("kani").text == "かに")
        #expect(compose("honya").text == "ほにゃ")
        #expect(compose("hon'ya").text == "ほんや")
        #expect(compose("ten").text == "てん")
        #expect(compose("tenn").text == "てん")
    }

    @Test("Letters that do not spell a kana yet stay pending and show as latin")
    func pending() {
        let composer = compose("kanj", flush: false)
        #expect(composer.kana == "かん")
        #expect(composer.pending == "j")
        #expect(composer.text == "かんj")
        let lone = compose("kan", flush: false)
        #expect(lone.kana == "か")
        #expect(lone.pending == "n")
    }

    @Test("Small kana, punctuation, digits and capitals")
    func others() {
        #expect(compose("xtuxya").text == "っゃ")
        #expect(compose("ltsu").text == "っ")
        #expect(compose("ra-men.").text == "らーめん。")
        #expect(compose("KANJI").text == "かんじ")
        #expect(compose("2ko").text == "2こ")
        #expect(compose("qwerty").text == "qうぇrty")
    }

    @Test("Backspace removes a pending letter, then a kana")
    func deleteBackward() {
        var composer = compose("kak", flush: false)
        let first = composer.deleteBackward()
        #expect(first && composer.text == "か")
        let second = composer.deleteBackward()
        #expect(second && composer.text == "")
        let third = composer.deleteBackward()
        #expect(!third)
    }
}

@Suite("Kana")
struct KanaTests {
    @Test("Hiragana and katakana convert both ways, other characters untouched")
    func scripts() {
        #expect(Kana.katakana("かんじ、ゔぁー!") == "カンジ、ヴァー!")
        #expect(Kana.hiragana("カンジ abc") == "かんじ abc")
    }

    @Test("The ゛゜小 key cycles voiced, semi-voiced and small forms and back")
    func variants() {
        #expect(Kana.nextVariant(of: "か") == "が")
        #expect(Kana.nextVariant(of: "が") == "か")
        #expect(Kana.nextVariant(of: "は") == "ば")
        #expect(Kana.nextVariant(of: "ば") == "ぱ")
        #expect(Kana.nextVariant(of: "ぱ") == "は")
        #expect(Kana.nextVariant(of: "つ") == "っ")
        #expect(Kana.nextVariant(of: "っ") == "づ")
        #expect(Kana.nextVariant(of: "や") == "ゃ")
        #expect(Kana.nextVariant(of: "カ") == "ガ")
        #expect(Kana.nextVariant(of: "ん") == nil)
    }
}
