import Gestures
import Graphics
import InputMethods
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Undo of what an input method composed: the whole composition, from its first marked text to
/// its commit, is one "Typing" step.
@MainActor
@Suite("Composition undo")
struct CompositionUndoTests {
    /// A field being edited with a romaji session in front of it, "Hi " typed before.
    private func composingField() throws -> (SceneHarness, TextField, JapaneseInputSession) {
        let harness = try SceneHarness(width: 390, height: 300)
        let field = TextField(pasteboard: Pasteboard())
        harness.place(field, at: Rect(x: 16, y: 60, width: 358, height: 34))
        let session = JapaneseInputSession(inputMethod: JapaneseInputMethod(mode: .romaji))
        session.client = field
        field.beginEditing()
        for character in "Hi " { field.insertText(String(character)) }
        return (harness, field, session)
    }

    @Test("かんじ converted to 漢字 and committed undoes in one step, leaving the typing before it; redo puts it back")
    func committedConversionIsOneStep() throws {
        let (_, field, session) = try composingField()
        for character in "kanji" { session.insertText(String(character)) }
        session.insertText(" ")  // convert
        #expect(field.markedTextRange != nil)
        let index = try #require(session.inputMethod.candidates.firstIndex(of: "漢字"))
        session.selectCandidate(at: index)
        #expect(field.text == "Hi 漢字" && field.markedTextRange == nil)
        #expect(field.editor.undoStack.undoMenuTitle == "Undo Typing")
        #expect(field.editor.undoStack.undoGroups.count == 2, "the typing before, then the composition")
        #expect(field.editor.undo())
        #expect(field.text == "Hi ", "Undo Typing removed the committed word and nothing else")
        #expect(field.editor.undo())
        #expect(field.text == "")
        #expect(field.editor.redo() && field.editor.redo())
        #expect(field.text == "Hi 漢字")
    }

    @Test("Typing after a commit is a step of its own; the Undo alert offers it first, then the word")
    func typingAfterCommit() throws {
        let (harness, field, session) = try composingField()
        for character in "kana" { session.insertText(String(character)) }
        session.insertReturn()  // commit かな as it shows
        #expect(field.text == "Hi かな")
        field.insertText("!")
        let alert = try #require(UndoAlert(editor: field.editor))
        harness.place(alert, at: Rect(x: 0, y: 0, width: 390, height: 300))
        #expect(alert.title == "Undo Typing")
        #expect(field.editor.undo() && field.text == "Hi かな")
        #expect(field.editor.undo() && field.text == "Hi ")
    }

    @Test("A composition cancelled by deleting every letter leaves no open group: the next typing is a new step")
    func cancelledComposition() throws {
        let (_, field, session) = try composingField()
        session.insertText("k")
        session.deleteBackward()
        #expect(field.markedTextRange == nil && !field.editor.isComposing)
        field.insertText("x")
        #expect(field.editor.undo() && field.text == "Hi ")
    }

    @Test("A composition cancelled by deleting its marked text leaves nothing to undo: Undo takes back the typing before it")
    func cancelledCompositionLeavesNoStep() throws {
        let (_, field, session) = try composingField()
        for character in "kana" { session.insertText(String(character)) }
        #expect(field.text == "Hi かな" && field.markedTextRange != nil)
        session.deleteBackward()
        session.deleteBackward()
        #expect(field.text == "Hi " && field.markedTextRange == nil && !field.editor.isComposing)
        #expect(field.editor.undoStack.undoGroups.count == 1, "only the typing before the composition")
        #expect(field.editor.undoStack.undoMenuTitle == "Undo Typing")
        #expect(field.editor.undo())
        #expect(field.text == "", "one Undo took back \"Hi \", not an empty step")
        #expect(!field.editor.undoStack.canUndo)
    }

    @Test("Marked text removed by the keyboard (set to nothing) after an Undo leaves Redo as it was")
    func cancelledCompositionKeepsRedo() throws {
        let (_, field, _) = try composingField()
        #expect(field.editor.undo() && field.text == "")
        field.setMarkedText("へ", selectedRange: 1..<1)
        #expect(field.markedTextRange == 0..<1 && field.editor.isComposing)
        field.setMarkedText("", selectedRange: 0..<0)
        #expect(field.text == "" && field.markedTextRange == nil && !field.editor.isComposing)
        #expect(!field.editor.undoStack.canUndo, "the cancelled composition left no step")
        #expect(field.editor.undoStack.redoMenuTitle == "Redo Typing")
        #expect(field.editor.redo() && field.text == "Hi ")
    }

    @Test("A composition that replaced a selection and was cancelled is a step: it took the selected text away")
    func cancelledCompositionOverSelectionIsAStep() throws {
        let (_, field, session) = try composingField()
        field.editor.selectAll()
        session.insertText("k")
        #expect(field.text == "k" && field.markedTextRange == 0..<1)
        session.deleteBackward()
        #expect(field.text == "" && field.markedTextRange == nil)
        #expect(field.editor.undoStack.undoGroups.count == 2)
        #expect(field.editor.undo() && field.text == "Hi ")
    }

    @Test("Focus leaving during a composition commits it and closes its group")
    func focusLeaves() throws {
        let (_, field, session) = try composingField()
        for character in "ne" { session.insertText(String(character)) }
        field.endEditing()
        #expect(field.markedTextRange == nil && !field.editor.isComposing)
        #expect(field.text == "Hi ね")
        field.beginEditing()
        field.insertText("x")
        #expect(field.editor.undo() && field.text == "Hi ね")
        #expect(field.editor.undo() && field.text == "Hi ")
    }
}
