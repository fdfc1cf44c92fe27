import Gestures
import Graphics
import ScanoutTesting
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Text input client (TextField)")
struct TextInputClientTests {
    @Test("Marked text is replaced while composing, shrinks on Backspace and is committed by unmark or Return")
    func markedText() {
        let field = TextField(text: "ab", pasteboard: Pasteboard())
        let client: any TextInputClient = field
        #expect(client.supportsMarkedText)
        field.editor.setSelection(.caret(1))
        client.setMarkedText("か", selectedRange: 1..<1)
        #expect(field.text == "aかb")
        #expect(client.markedTextRange == 1..<2)
        client.setMarkedText("かん", selectedRange: 2..<2)
        #expect(field.text == "aかんb")
        #expect(client.markedTextRange == 1..<3)
        #expect(field.editor.selection == .caret(3))
        client.deleteBackward()
        #expect(field.text == "aかb" && client.markedTextRange == 1..<2)
        client.setMarkedText("漢字", selectedRange: 0..<2)
        #expect(field.editor.selection.range == 1..<3, "the selected range is inside the marked text")
        client.unmarkText()
        #expect(field.text == "a漢字b" && client.markedTextRange == nil)
        #expect(field.editor.selection == .caret(3))
        client.setMarkedText("x", selectedRange: 1..<1)
        client.insertReturn()
        #expect(field.text == "a漢字xb" && client.markedTextRange == nil, "Return commits the marked text")
        client.setMarkedText("y", selectedRange: 1..<1)
        client.setMarkedText("", selectedRange: 0..<0)
        #expect(field.text == "a漢字xb" && client.markedTextRange == nil, "empty marked text removes it")
        client.setMarkedText("z", selectedRange: 1..<1)
        client.insertText("Z")
        #expect(field.text == "a漢字xZb" && client.markedTextRange == nil, "typing replaces and commits")
    }

    @Test("Insert, delete and the return key's action by its type; secure fields give no context")
    func typingAndReturn() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        let first = TextField(pasteboard: Pasteboard())
        let second = TextField(pasteboard: Pasteboard())
        f.place(first, at: Rect(x: 20, y: 40, width: 300, height: 34))
        f.place(second, at: Rect(x: 20, y: 100, width: 300, height: 34))
        focus.controls = [first, second]
        first.focusSystem = focus
        second.focusSystem = focus
        first.returnKeyType = .next
        second.returnKeyType = .done
        var sent = 0
        first.addAction { _ in sent += 1 }
        first.beginEditing()
        first.insertText("Hi. x")
        #expect(first.textBeforeInsertionPoint == "Hi. x")
        first.deleteBackward()
        #expect(first.text == "Hi. ")
        first.insertReturn()
        #expect(sent == 1)
        #expect(focus.focused === second, "Next moves to the next field")
        second.insertReturn()
        #expect(!second.isEditing, "Done ends editing")
        second.isSecureTextEntry = true
        second.insertText("1234")
        #expect(second.textBeforeInsertionPoint.isEmpty)
    }

    @Test("The traits default to the iOS ones")
    func defaults() {
        let field = TextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
    }
}
