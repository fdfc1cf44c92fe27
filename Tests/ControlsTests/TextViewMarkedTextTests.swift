import Gestures
import Graphics
import InputMethods
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Marked text in a text view: the Japanese session types into a text view as into a field
/// (marked かんじ, conversion, commit), the marked range is underlined clause by clause, and
/// goldens of a text view composing and converting, with the split caret beside it.
@MainActor
@Suite("Text view: marked text and the Japanese input session")
struct TextViewMarkedTextTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    private func session(_ view: TextView, bar: CandidateBar = CandidateBar()) -> JapaneseInputSession {
        let session = JapaneseInputSession(typingInto: view, bar: bar)
        view.beginEditing()
        return session
    }

    @Test("かんじ → 漢字 in a text view: marked かんじ is underlined, Space converts, Return commits; the next Return is a line break")
    func kanjiInATextView() throws {
        let f = try SceneHarness(width: 390, height: 300)
        let view = TextView(text: "メモ\n", pasteboard: Pasteboard())
        f.place(view, at: Rect(x: 16, y: 40, width: 358, height: 160))
        let session = session(view)
        session.type("kanji")
        #expect(view.text == "メモ\nかんじ")
        #expect(view.markedTextRange == 3..<6)
        #expect(view.markedTextClauses == [Preedit.Clause(range: 0..<3, style: .composing)])
        #expect(view.editor.selection == .caret(6))
        f.owner.layoutIfNeeded()
        #expect(!view.content.marked.isHidden)
        #expect(view.content.marked.pieces.count == 1)
        // The underline lies along the bottom of the marked text's line, under かんじ.
        let rects = view.layout.selectionRects(for: 3..<6)
        let marked = view.content.marked
        let box = marked.frame
        #expect(abs(box.maxY - (rects.map(\.maxY).max() ?? 0)) < 0.01)
        #expect(abs(box.width - (rects.map(\.width).reduce(0, +))) < 0.01)
        session.insertText(" ")
        session.insertText(" ")
        #expect(view.text == "メモ\n漢字")
        #expect(view.markedTextClauses.first?.style == .focused)
        session.insertReturn()
        #expect(view.text == "メモ\n漢字")
        #expect(view.markedTextRange == nil)
        f.owner.layoutIfNeeded()
        #expect(view.content.marked.isHidden)
        session.insertReturn()
        #expect(view.text == "メモ\n漢字\n", "with nothing composed, Return is the text view's line break")
    }

    @Test("Backspace removes composed letters first; ending editing commits what is composed")
    func backspaceAndEndEditing() {
        let view = TextView(text: "ab", pasteboard: Pasteboard())
        let session = session(view)
        session.type("ka")
        #expect(view.text == "abか")
        session.deleteBackward()
        #expect(view.text == "ab")
        #expect(view.markedTextRange == nil)
        session.deleteBackward()
        #expect(view.text == "a")
        session.type("ne")
        view.endEditing()
        #expect(view.text == "aね")
        #expect(view.markedTextRange == nil)
    }

    @Test("A view that is not editable takes no marked text")
    func notEditable() {
        let view = TextView(text: "abc", pasteboard: Pasteboard())
        view.isEditable = false
        view.setMarkedText("か", selectedRange: 1..<1)
        #expect(view.text == "abc")
        #expect(view.markedTextRange == nil)
    }

    // MARK: Goldens

    /// 390 × 330 pt at 2×: a bordered text view with English and Hebrew mixed and the split
    /// caret at their boundary; below it a text view converting わたしのなまえは (second segment
    /// focused), over the candidate bar.
    func render(rtl: Bool, dark: Bool) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        root.frame = Rect(x: 0, y: 0, width: 390, height: 330)
        let mixedText = rtl ? "החדר Lobby B בקומה 2\nמפתח בדלפק." : "Meet in room שלום at ten\nKeys at the desk."
        let mixed = TextView(text: mixedText, pasteboard: Pasteboard())
        mixed.borderStyle = .roundedRect
        mixed.frame = Rect(x: 16, y: 24, width: 358, height: 100)
        let notes = TextView(text: rtl ? "הערה: " : "Note: ", pasteboard: Pasteboard())
        notes.borderStyle = .roundedRect
        notes.frame = Rect(x: 16, y: 144, width: 358, height: 100)
        let bar = CandidateBar()
        bar.frame = Rect(x: 0, y: 330 - ControlMetrics.candidateBarHeight, width: 390, height: ControlMetrics.candidateBarHeight)
        for node in [mixed, notes, bar] as [Node] { root.addChild(node) }
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 780, height: 660), scale: 2,
                               environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        mixed.beginEditing()
        // The caret where the runs meet: "Meet in room |שלום" (before the Hebrew word), and
        // "החדר Lobby B| בקומה" (after the English, before the Hebrew space).
        mixed.editor.setSelection(.caret(rtl ? 12 : 13))
        let session = session(notes, bar: bar)
        session.type("watashinonamaeha")
        session.insertText(" ")
        session.moveFocus(by: 1)
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Split caret and a conversion in text views, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, dark: false), "TextView/bidi-marked-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Split caret and a conversion in text views, dark, left to right, 2×")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, dark: true), "TextView/bidi-marked-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Split caret and a conversion in text views, light, right to left, 2×")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, dark: false), "TextView/bidi-marked-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Split caret and a conversion in text views, dark, right to left, 2×")
    func darkRTL() throws {
        try expectGolden(try render(rtl: true, dark: true), "TextView/bidi-marked-dark-rtl@2x", tolerance: tolerance)
    }
}
