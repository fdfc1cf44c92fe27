import Testing
@testable import Text

@Suite("Line breaking")
struct LineBreakerTests {
    func breaks(_ text: String) -> [LineBreaker.Opportunity] {
        LineBreaker.opportunities(in: text.unicodeScalars.map(\.value))
    }

    @Test("Japanese never breaks before small kana, prolonged sound marks, or closing punctuation")
    func japaneseRules() {
        let text = "ください。「ネットワーク」ょ"
        let scalars = Array(text.unicodeScalars)
        let opportunities = breaks(text)
        for (i, scalar) in scalars.enumerated() where i > 0 {
            if "。」ーょッ".unicodeScalars.contains(scalar) {
                #expect(opportunities[i - 1] == .prohibited, "break before \(scalar)")
            }
        }
        #expect(opportunities[0] == .allowed)  // between く and だ
    }

    @Test("Line feeds are mandatory breaks; the end of text is one; nothing else is")
    func mandatory() {
        let result = breaks("a b\nc")
        #expect(result == [.prohibited, .allowed, .prohibited, .mandatory, .mandatory])
        #expect(breaks("").isEmpty)
    }

    @Test("The mandatory-only pass finds exactly the mandatory breaks of the full rules")
    func mandatoryOnly() {
        for text in ["a b\nc", "one\r\ntwo\rthree\u{2028}four\u{85}five\u{0B}six\u{0C}", "", "\n\n", "x\r"] {
            let codePoints = text.unicodeScalars.map(\.value)
            let full = LineBreaker.opportunities(in: codePoints).map { $0 == .mandatory }
            let fast = LineBreaker.mandatoryBreaks(in: codePoints).map { $0 == .mandatory }
            #expect(full == fast, "“\(text)”")
        }
    }
}
