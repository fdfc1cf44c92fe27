import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Undo alert")
struct UndoAlertTests {
    @Test("Nothing to undo, no alert; after typing, Undo Typing with Cancel and Undo")
    func choices() throws {
        let editor = TextEditor("")
        #expect(UndoAlert(editor: editor) == nil)
        editor.insertText("Hi")
        let alert = try #require(UndoAlert(editor: editor))
        #expect(alert.title == "Undo Typing")
        #expect(alert.actions.map(\.title) == ["Cancel", "Undo"])
        #expect(alert.cancelAction?.title == "Cancel")
        #expect(UndoAlert(editor: editor, isEditable: false) == nil)
    }

    @Test("With an undo and a redo: three stacked choices, each acting on the editor; no button-count lint")
    func undoAndRedo() throws {
        let editor = TextEditor("", pasteboard: Pasteboard())
        editor.insertText("one")
        editor.pasteboard.string = " two"
        editor.paste()
        editor.undo()
        #expect(editor.text == "one")
        let alert = try #require(UndoAlert(editor: editor))
        #expect(alert.title == "Undo Typing")
        #expect(alert.actions.map(\.title) == ["Cancel", "Undo", "Redo Paste"])
        #expect(alert.isStacked)
        #expect(!alert.lintIssues.contains { $0.rule == .alertButtonCount })
        alert.actions[2].handler?()
        #expect(editor.text == "one two")
        let again = try #require(UndoAlert(editor: editor))
        #expect(again.title == "Undo Paste")
        again.actions[1].handler?()
        #expect(editor.text == "one")
    }

    @Test("A shake while editing presents the Undo alert over the field; its Undo takes the typing back")
    func shakePresents() throws {
        let f = try SceneHarness(width: 390, height: 600)
        let presenter = ModalPresenter(content: Node())
        f.place(presenter, at: Rect(x: 0, y: 0, width: 390, height: 600))
        let field = TextField(pasteboard: Pasteboard())
        presenter.content.addChild(field)
        field.frame = Rect(x: 20, y: 100, width: 300, height: 34)
        f.owner.layoutIfNeeded()
        #expect(!field.handleSystemCommand(.shake), "not editing: the shake is not the field's")
        field.beginEditing()
        field.type("Hello")
        #expect(field.handleSystemCommand(.shake))
        f.settleAnimations()
        let alert = try #require(presenter.presented.last as? UndoAlert)
        #expect(alert.title == "Undo Typing")
        let undo = try #require(alert.buttons.first { $0.action.title == "Undo" })
        undo.activate()
        f.settleAnimations()
        #expect(field.text == "")
    }
}
