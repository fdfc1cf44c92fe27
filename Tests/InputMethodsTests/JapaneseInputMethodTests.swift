import Testing
@testable import InputMethods

@Suite("Japanese input method")
@MainActor
struct JapaneseInputMethodTests {
    /// Types `text` letter by letter and returns the last update.
    @discardableResult
    private func type(_ text: String, into method: JapaneseInputMethod) -> InputMethodUpdate {
        var last = InputMethodUpdate.notHandled
        for character in text { last = method.insert(String(character)) }
        return last
    }

    @Test("Typing kanji on the romaji keyboard marks かんじ with one composing clause")
    func composing() {
        let method = JapaneseInputMethod()
        let update = type("kanji", into: method)
        #expect(method.conversionError == nil)
        #expect(method.phase == .composing)
        #expect(update.committedText == "")
        #expect(update.preedit == Preedit(text: "かんじ", clauses: [.init(range: 0..<3, style: .composing)], caret: 3))
        #expect(method.candidates.contains("漢字"))
        #expect(method.candidates.first == "感じ")
        #expect(method.candidates.contains("かんじ") && method.candidates.contains("カンジ"))
    }

    @Test("かんじ → 漢字: convert with the space key, choose 漢字 in the candidate bar, it is committed")
    func kanjiBySelection() throws {
        let method = JapaneseInputMethod()
        type("kanji", into: method)
        let converted = method.convertNext()
        #expect(method.phase == .converting)
        #expect(converted.preedit.text == "感じ")
        #expect(converted.preedit.clauses == [.init(range: 0..<2, style: .focused)])
        #expect(method.highlightedCandidate == 0)
        let index = try #require(method.candidates.firstIndex(of: "漢字"))
        let update = method.selectCandidate(at: index)
        #expect(update.committedText == "漢字")
        #expect(update.preedit.isEmpty)
        #expect(method.phase == .idle)
        #expect(method.candidates.isEmpty)
    }

    @Test("かんじ → 漢字: the space key again shows the next candidate, Return commits it")
    func kanjiByReturn() {
        let method = JapaneseInputMethod()
        type("kanji", into: method)
        _ = method.convertNext()
        let next = method.convertNext()
        #expect(next.preedit.text == "漢字")
        #expect(method.highlightedCandidate == 1)
        let update = method.commit()
        #expect(update.committedText == "漢字")
        #expect(update.preedit.isEmpty)
        #expect(method.commit() == .notHandled)
    }

    @Test("Choosing a candidate while composing commits it for the whole reading")
    func composingSelection() throws {
        let method = JapaneseInputMethod()
        type("kanji", into: method)
        let index = try #require(method.candidates.firstIndex(of: "漢字"))
        #expect(method.selectCandidate(at: index).committedText == "漢字")
        #expect(method.phase == .idle)
    }

    @Test("A sentence converts by segment: focus moves, a segment resizes, choosing one commits it and what precedes")
    func segments() throws {
        let method = JapaneseInputMethod()
        type("watashinonamaehanakanodesu", into: method)
        let converted = method.convertNext()
        #expect(converted.preedit.text == "私の名前は中野です")
        #expect(converted.preedit.clauses.map(\.style) == [.focused, .converted, .converted])
        #expect(converted.preedit.clauses.map(\.range) == [0..<2, 2..<5, 5..<9])
        let moved = method.moveFocus(by: 1)
        #expect(moved.preedit.clauses.map(\.style) == [.converted, .focused, .converted])
        #expect(method.candidates.first == "名前は")
        _ = method.moveFocus(by: -5)
        #expect(method.focusedSegment == 0)
        let shrunk = method.resizeFocusedSegment(by: -1)
        #expect(method.segments.first?.reading == "わたし")
        #expect(shrunk.preedit.text.hasPrefix("私"))
        let first = method.selectCandidate(at: 0)
        #expect(first.committedText == "私")
        #expect(method.phase == .converting)
        #expect(method.segments.map(\.reading).joined() == "のなまえはなかのです")
        let rest = method.commit()
        #expect(rest.committedText == "の名前は中野です")
    }

    @Test("Backspace removes letters while composing, undoes a conversion, and is the field's when idle")
    func backspace() {
        let method = JapaneseInputMethod()
        type("kanj", into: method)
        #expect(method.deleteBackward().preedit.text == "かん")
        _ = type("ji", into: method)
        _ = method.convertNext()
        let back = method.deleteBackward()
        #expect(method.phase == .composing)
        #expect(back.preedit.text == "かんじ")
        for _ in 0..<3 { _ = method.deleteBackward() }
        #expect(method.phase == .idle)
        #expect(method.deleteBackward() == .notHandled)
        #expect(method.convertNext() == .notHandled)
    }

    @Test("Typing during a conversion commits the conversion first")
    func typingCommitsConversion() {
        let method = JapaneseInputMethod()
        type("kanji", into: method)
        _ = method.convertNext()
        let update = method.insert("w")
        #expect(update.committedText == "感じ")
        #expect(update.preedit.text == "w")
        #expect(method.phase == .composing)
    }

    @Test("The kana keyboard's letters compose as they are; ゛゜小 cycles the last one")
    func kanaMode() {
        let method = JapaneseInputMethod(mode: .kana)
        _ = method.insert("か")
        _ = method.insert("ん")
        _ = method.insert("し")
        let voiced = method.cycleLastKanaVariant()
        #expect(voiced.preedit.text == "かんじ")
        #expect(method.candidates.contains("漢字"))
        _ = method.insert("k")
        #expect(method.preedit.text == "かんじk")
        #expect(method.cycleLastKanaVariant() == .notHandled)
    }

    @Test("Without a dictionary: a typed error, and kana still compose, convert to katakana and commit")
    func missingDictionary() {
        let path = "/nonexistent/anthy/anthy.dic"
        let method = JapaneseInputMethod(dictionaryPath: path)
        #expect(method.conversionError == .dictionaryMissing(path: path))
        type("kanji", into: method)
        #expect(method.preedit.text == "かんじ")
        #expect(method.candidates == ["かんじ", "カンジ"])
        let converted = method.convertNext()
        #expect(converted.preedit.text == "かんじ")
        #expect(method.convertNext().preedit.text == "カンジ")
        #expect(method.commit().committedText == "カンジ")
        type("kana", into: method)
        #expect(method.commit().committedText == "かな")
    }

    @Test("A reading past the maximum length commits its oldest kana, so the pre-edit stays bounded")
    func boundedReading() {
        let method = JapaneseInputMethod(converter: nil, mode: .kana)
        var committed = ""
        for _ in 0..<(InputMethodMetrics.maximumReadingLength + 10) { committed += method.insert("あ").committedText }
        #expect(committed == String(repeating: "あ", count: 10))
        #expect(method.preedit.text.count == InputMethodMetrics.maximumReadingLength)
    }

    @Test("A keyboard that rewrites the marked text replaces the composition (the kana board's あ → い)")
    func setComposition() {
        let method = JapaneseInputMethod(mode: .kana)
        _ = method.insert("あ")
        let replaced = method.setComposition("い")
        #expect(replaced.preedit.text == "い")
        #expect(method.phase == .composing)
        _ = method.insert("か")
        _ = method.convertNext()
        let again = method.setComposition("いけ")
        #expect(method.phase == .composing)
        #expect(again.preedit.text == "いけ")
        #expect(method.setComposition("").preedit.isEmpty)
        #expect(method.phase == .idle)
    }
}
