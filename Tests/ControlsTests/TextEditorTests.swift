import Controls
import Testing

@MainActor
@Suite("Text editing model")
struct TextEditorTests {
    @Test("Typing replaces the selection and consecutive typing undoes as one named group")
    func typingGroups() {
        let editor = TextEditor("Hello", pasteboard: Pasteboard())
        editor.insertText(",")
        editor.insertText(" ")
        editor.insertText("world")
        #expect(editor.text == "Hello, world")
        #expect(editor.undoStack.undoMenuTitle == "Undo Typing")
        #expect(editor.undoStack.undoGroups.count == 1)
        editor.undo()
        #expect(editor.text == "Hello")
        #expect(editor.selection == .caret(5))
        #expect(editor.undoStack.redoMenuTitle == "Redo Typing")
        editor.redo()
        #expect(editor.text == "Hello, world")
        #expect(editor.selection == .caret(12))
    }

    @Test("Moving the caret ends a typing group; Backspace inside typing joins it")
    func groupBreaks() {
        let editor = TextEditor("", pasteboard: Pasteboard())
        editor.insertText("abc")
        editor.deleteBackward()
        editor.insertText("d")
        #expect(editor.text == "abd")
        #expect(editor.undoStack.undoGroups.count == 1)
        editor.moveCaret(forward: false, by: .document)
        editor.insertText("X")
        #expect(editor.undoStack.undoGroups.count == 2)
        editor.undo()
        #expect(editor.text == "abd")
        editor.undo()
        #expect(editor.text == "")
        #expect(!editor.undo())
    }

    @Test("Undo keeps a bounded number of levels and a new edit clears redo")
    func undoBounds() {
        let editor = TextEditor("", pasteboard: Pasteboard())
        for i in 0..<(ControlMetrics.undoLevels + 10) {
            editor.replace(editor.selection.range, with: "\(i % 10)", actionName: "Paste")
        }
        #expect(editor.undoStack.undoGroups.count == ControlMetrics.undoLevels)
        editor.undo()
        #expect(editor.undoStack.canRedo)
        editor.insertText("z")
        #expect(!editor.undoStack.canRedo)
    }

    @Test("Copy and Cut need a selection; Paste replaces it; all share the process pasteboard")
    func pasteboard() {
        let board = Pasteboard()
        let first = TextEditor("Wi-Fi password", pasteboard: board)
        let second = TextEditor("", pasteboard: board)
        #expect(!first.canCopy && !first.canCut)
        first.selectWord(at: 7)
        #expect(first.selectedText == "password")
        #expect(first.canCopy && first.canCut)
        first.copy()
        second.paste()
        #expect(second.text == "password")
        #expect(second.undoStack.undoMenuTitle == "Undo Paste")
        first.cut()
        #expect(first.text == "Wi-Fi ")
        #expect(first.undoStack.undoMenuTitle == "Undo Cut")
        first.undo()
        #expect(first.text == "Wi-Fi password")
        #expect(Pasteboard.general !== board)
    }

    @Test("Invalid UTF-8 from the pasteboard pastes as replacement characters")
    func invalidUTF8() {
        let board = Pasteboard()
        board.setData([0x61, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x62, 0xED, 0xA0, 0x80])
        let editor = TextEditor("", pasteboard: board)
        editor.paste()
        #expect(editor.text.unicodeScalars.allSatisfy { $0.value != 0 })
        #expect(editor.text.hasPrefix("a\u{FFFD}"))
        #expect(editor.text.contains("b"))
        #expect(editor.text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count >= 3)
    }

    @Test("A 100 kB paste lands whole, in one undo step, and respects the maximum length")
    func largePaste() {
        let board = Pasteboard()
        board.string = String(repeating: "lorem ipsum ", count: 100_000 / 12 + 1)
        let editor = TextEditor("", isSingleLine: false, pasteboard: board)
        editor.paste()
        #expect(editor.codePoints.count >= 100_000)
        editor.undo()
        #expect(editor.text.isEmpty)
        let limited = TextEditor("", pasteboard: board)
        limited.maximumLength = 8
        limited.paste()
        #expect(limited.text == "lorem ip")
        limited.insertText("x")
        #expect(limited.text == "lorem ip")
    }

    @Test("Board capacity bounds the text whatever is typed, and a typing flood stays in bounded undo")
    func keyFlood() {
        let editor = TextEditor("", capacity: 1000, pasteboard: Pasteboard())
        for i in 0..<5000 { editor.insertText(i % 7 == 0 ? "é" : "k") }
        #expect(editor.codePoints.count == 1000)
        #expect(editor.undoStack.undoGroups.count <= ControlMetrics.undoLevels)
        #expect(editor.undoStack.undoGroups.allSatisfy { $0.changes.count <= editor.undoStack.maximumChangesPerGroup })
        while editor.undo() {}
        #expect(editor.text.isEmpty || editor.undoStack.undoGroups.isEmpty)
    }

    @Test("A single-line editor turns pasted line breaks into spaces and drops control characters")
    func singleLine() {
        let editor = TextEditor("", pasteboard: Pasteboard())
        editor.insertText("one\r\ntwo\nthree\u{0007}\u{2029}four")
        #expect(editor.text == "one two three four")
        let multi = TextEditor("", isSingleLine: false, pasteboard: Pasteboard())
        multi.insertText("one\r\ntwo\rthree")
        #expect(multi.text == "one\ntwo\nthree")
    }

    @Test("The validation hook can refuse an edit")
    func validation() {
        let editor = TextEditor("", pasteboard: Pasteboard())
        editor.shouldChangeText = { _, text in text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        editor.insertText("12")
        editor.insertText("a")
        editor.insertText("3")
        #expect(editor.text == "123")
    }

    @Test("Double tap selects Latin words by UAX #29 and Japanese by script runs")
    func wordSelection() {
        let editor = TextEditor("can't stop 3.14 e-mail", pasteboard: Pasteboard())
        editor.selectWord(at: 2)
        #expect(editor.selectedText == "can't")
        editor.selectWord(at: 12)
        #expect(editor.selectedText == "3.14")
        editor.selectWord(at: 5)          // before a space: the word that ends there
        #expect(editor.selectedText == "can't")
        let japanese = TextEditor("漢字をひらがなでカタカナ。", pasteboard: Pasteboard())
        japanese.selectWord(at: 0)
        #expect(japanese.selectedText == "漢字")
        japanese.selectWord(at: 4)
        #expect(japanese.selectedText == "をひらがなで")
        japanese.selectWord(at: 9)
        #expect(japanese.selectedText == "カタカナ")
    }

    @Test("Shift-movement extends the selection by clusters and words; plain movement collapses it")
    func movement() {
        let editor = TextEditor("e\u{301}te\u{301} ok", pasteboard: Pasteboard())
        editor.setSelection(.caret(0))
        editor.moveCaret(forward: true, by: .character, extending: true)
        #expect(editor.selection == TextSelection(anchor: 0, head: 2))
        editor.moveCaret(forward: true, by: .word, extending: true)
        #expect(editor.selectedText == "e\u{301}te\u{301}")
        editor.moveCaret(forward: false, by: .character)
        #expect(editor.selection == .caret(0))
        editor.moveCaret(forward: true, by: .word)
        editor.moveCaret(forward: true, by: .word)
        #expect(editor.selection == .caret(editor.codePoints.count))
        editor.moveCaret(forward: false, by: .word)
        #expect(editor.selection == .caret(6))
        editor.setSelection(.caret(1))  // inside é: snaps to its start
        #expect(editor.selection == .caret(0))
    }
}
