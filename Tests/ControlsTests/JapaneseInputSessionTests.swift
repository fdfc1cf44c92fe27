import Gestures
import Graphics
import InputMethods
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The Japanese input session between a keyboard and a text field: marked text in the field,
/// candidates in the bar, commits; and goldens of marked text with the candidate bar.
@MainActor
@Suite("Japanese input session")
struct JapaneseInputSessionTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    private func session(_ field: TextField, mode: JapaneseInputMethod.Mode = .romaji) -> JapaneseInputSession {
        let session = JapaneseInputSession(typingInto: field, mode: mode)
        field.beginEditing()
        return session
    }

    private func type(_ text: String, into session: JapaneseInputSession) { session.type(text) }

    @Test("かんじ → 漢字: typed romaji shows marked かんじ in the field, the bar offers 漢字, a tap in the bar commits it")
    func kanjiThroughTheBar() throws {
        let f = try SceneHarness(width: 390, height: 300)
        let field = TextField(text: "名前 ", pasteboard: Pasteboard())
        f.place(field, at: Rect(x: 16, y: 60, width: 358, height: 34))
        let session = session(field)
        f.place(session.candidateBar, at: Rect(x: 0, y: 200, width: 390, height: ControlMetrics.candidateBarHeight))
        type("kanji", into: session)
        #expect(field.text == "名前 かんじ")
        #expect(field.markedTextRange == 3..<6)
        #expect(field.markedTextClauses == [Preedit.Clause(range: 0..<3, style: .composing)])
        #expect(field.editor.selection == .caret(6))
        let index = try #require(session.candidateBar.candidates.firstIndex(of: "漢字"))
        f.owner.layoutIfNeeded()
        let cell = session.candidateBar.candidateFrames[index]
        try f.play("tap \(Int(cell.midX)),222")
        #expect(field.text == "名前 漢字")
        #expect(field.markedTextRange == nil)
        #expect(field.editor.selection == .caret(5))
        #expect(session.candidateBar.candidates.isEmpty)
    }

    @Test("かんじ → 漢字: Space converts, Space again picks 漢字, Return commits; the next Return is the field's")
    func kanjiBySpaceAndReturn() {
        let field = TextField(pasteboard: Pasteboard())
        var returned = 0
        field.addAction { _ in returned += 1 }
        let session = session(field)
        type("kanji", into: session)
        session.insertText(" ")
        #expect(field.text == "感じ")
        #expect(field.markedTextClauses == [Preedit.Clause(range: 0..<2, style: .focused)])
        #expect(session.candidateBar.highlightedIndex == 0)
        session.insertText(" ")
        #expect(field.text == "漢字")
        #expect(session.candidateBar.highlightedIndex == 1)
        session.insertReturn()
        #expect(field.text == "漢字")
        #expect(field.markedTextRange == nil)
        #expect(returned == 0)
        session.insertReturn()
        #expect(returned == 1)
        session.insertText(" ")
        #expect(field.text == "漢字 ")
    }

    @Test("Backspace removes composed letters first, then the field's text")
    func backspace() {
        let field = TextField(text: "ab", pasteboard: Pasteboard())
        let session = session(field)
        type("ka", into: session)
        #expect(field.text == "abか")
        session.deleteBackward()
        #expect(field.text == "ab")
        #expect(field.markedTextRange == nil)
        session.deleteBackward()
        #expect(field.text == "a")
    }

    @Test("The kana board's repeated tap rewrites the marked text, and the composition follows it")
    func keyboardRewritesMarkedText() {
        let field = TextField(pasteboard: Pasteboard())
        let session = session(field, mode: .kana)
        session.insertText("あ")
        session.setMarkedText("い", selectedRange: 1..<1)
        #expect(field.text == "い")
        #expect(session.inputMethod.preedit.text == "い")
        session.insertText("か")
        session.insertReturn()
        #expect(field.text == "いか")
        #expect(field.markedTextRange == nil)
    }

    @Test("A secure field gets the keys as they are: no marked text, no kana")
    func secureField() {
        let field = TextField(pasteboard: Pasteboard())
        field.isSecureTextEntry = true
        let session = session(field)
        type("kanji", into: session)
        #expect(field.text == "kanji")
        #expect(field.markedTextRange == nil)
        #expect(session.candidateBar.candidates.isEmpty)
    }

    @Test("Moving to another field commits what is composed into the first; nothing is lost")
    func changingClientCommits() {
        let first = TextField(pasteboard: Pasteboard())
        let second = TextField(pasteboard: Pasteboard())
        let session = session(first)
        type("kanji", into: session)
        session.client = second
        #expect(first.text == "かんじ")
        #expect(first.markedTextRange == nil)
        type("kana", into: session)
        #expect(second.text == "かな")
    }

    @Test("Without a dictionary the session still types kana and commits them, and says why there is no kanji")
    func missingDictionary() {
        let field = TextField(pasteboard: Pasteboard())
        let session = JapaneseInputSession(inputMethod: JapaneseInputMethod(dictionaryPath: "/nonexistent/anthy.dic"))
        session.client = field
        #expect(session.inputMethod.conversionError == .dictionaryMissing(path: "/nonexistent/anthy.dic"))
        type("kanji", into: session)
        session.insertText(" ")
        #expect(field.text == "かんじ")
        session.insertText(" ")
        #expect(field.text == "カンジ")
        session.insertReturn()
        #expect(field.text == "カンジ")
        #expect(field.markedTextRange == nil)
    }

    // MARK: Goldens

    func render(scheme: ColorScheme) throws -> Bitmap {
        let root = Node()
        let stack = VStackNode(spacing: 14, alignment: .fill)
        stack.background = .color(.system(.systemGroupedBackground))
        stack.padding = EdgeInsets(top: 20, leading: 16, bottom: 12, trailing: 16)
        root.addChild(stack)
        let composing = TextField(text: "お名前: ", pasteboard: Pasteboard())
        let converting = TextField(pasteboard: Pasteboard())
        stack.addChild(composing)
        stack.addChild(converting)
        stack.addChild(Spacer())
        let bar = CandidateBar()
        root.addChild(bar)
        stack.frame = Rect(x: 0, y: 0, width: 390, height: 112)
        bar.frame = Rect(x: 0, y: 112, width: 390, height: ControlMetrics.candidateBarHeight)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 156)
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 780, height: 312), scale: 2, environment: env)
        owner.layoutIfNeeded()
        let first = JapaneseInputSession(inputMethod: JapaneseInputMethod(), candidateBar: CandidateBar())
        first.client = composing
        composing.beginEditing()
        type("kanji", into: first)
        let second = JapaneseInputSession(inputMethod: JapaneseInputMethod(), candidateBar: bar)
        second.client = converting
        converting.beginEditing()
        type("watashinonamaehanakanodesu", into: second)
        second.insertText(" ")
        second.moveFocus(by: 1)
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Marked text (composing, and a conversion with its second segment focused) over the candidate bar, light, 2×")
    func markedLight() throws {
        try expectGolden(try render(scheme: .light), "InputMethod/marked-light@2x", tolerance: tolerance)
    }

    @Test("Marked text over the candidate bar, dark, 2×")
    func markedDark() throws {
        try expectGolden(try render(scheme: .dark), "InputMethod/marked-dark@2x", tolerance: tolerance)
    }
}
