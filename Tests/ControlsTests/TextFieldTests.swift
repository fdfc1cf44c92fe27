import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Text field interaction")
struct TextFieldTests {
    /// Focus systems of the fixtures, so that keys reach the field being edited (fixtures are
    /// kept, so that no later fixture can take an earlier one's identity).
    final class Focus {
        @MainActor static var systems: [(fixture: SceneHarness, focus: FocusSystem)] = []
    }

    func field(_ f: SceneHarness, text: String = "", placeholder: String = "Name",
               frame: Rect = Rect(x: 20, y: 120, width: 300, height: 34), pasteboard: Pasteboard = Pasteboard()) -> TextField {
        let field = TextField(text: text, placeholder: placeholder, pasteboard: pasteboard)
        f.place(field, at: frame)
        field.overlayContainer = f.root
        let focus = focusSystem(f)
        focus.controls.append(field)
        field.focusSystem = focus
        return field
    }

    func focusSystem(_ f: SceneHarness) -> FocusSystem {
        if let entry = Focus.systems.first(where: { $0.fixture === f }) { return entry.focus }
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        Focus.systems.append((f, focus))
        return focus
    }

    @Test("A tap starts editing and places the caret; keys type, Backspace deletes, Return sends the actions")
    func tapAndType() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let name = field(f, text: "Hello")
        let focus = focusSystem(f)
        var returned = 0
        name.addAction { _ in returned += 1 }
        #expect(!name.isEditing)
        try f.play("tap 25,137")
        #expect(name.isEditing && focus.focused === name)
        #expect(name.editor.selection == .caret(0))
        try f.play("tap 280,137")
        #expect(name.editor.selection == .caret(5))
        #expect(name.showsClearButton)
        try f.play("key ctrl+a\nkey ctrl+c\nkey End\nkey space\nkey shift+w\nkey o\nkey BackSpace\nkey i\nkey Return")
        #expect(name.text == "Hello Wi")
        #expect(returned == 1)
    }

    @Test("Double tap selects a word and shows Cut, Copy and Paste; Copy, then Paste elsewhere, moves the word")
    func doubleTapCopyPaste() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let board = Pasteboard()
        let source = field(f, text: "Wi-Fi password", pasteboard: board)
        let target = field(f, text: "", frame: Rect(x: 20, y: 200, width: 300, height: 34), pasteboard: board)
        let x = source.caretRect(for: 9).minX
        try f.play("double-tap \(x),137")
        #expect(source.editor.selectedText == "password")
        #expect(source.editMenu.isPresented)
        #expect(source.editMenu.commands == [.cut, .copy])
        #expect(source.editMenu.frame.maxY <= 120, "above the field: there is room")
        // Tap Copy in the menu.
        let copy = source.editMenu.commandFrames[1]
        let point = source.editMenu.convert(Point(x: copy.midX, y: copy.midY), to: f.root)
        try f.play("tap \(point.x),\(point.y)")
        #expect(board.string == "password")
        #expect(!source.editMenu.isPresented)
        try f.play("tap 100,217")
        try f.play("key ctrl+v")
        #expect(target.text == "password")
        // With a caret and a full pasteboard the menu offers Select, Select All and Paste.
        target.showEditMenu()
        #expect(target.editMenu.commands == [.select, .selectAll, .paste])
    }

    @Test("Dragging the end handle extends the selection; the selection never collapses")
    func dragHandle() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, text: "one two three")
        field.beginEditing()
        field.editor.selectWord(at: 0)
        f.settleAnimations()
        let knob = field.convert(field.handleKnobCenter(.end), to: f.root)
        let three = field.convert(Point(x: field.caretRect(for: 13).minX + 2, y: 137), to: f.root)
        try f.play("drag \(knob.x),\(knob.y) \(three.x),\(knob.y) duration=0.3")
        #expect(field.editor.selectedText == "one two three")
        let start = field.convert(field.handleKnobCenter(.start), to: f.root)
        try f.play("drag \(start.x),\(start.y) \(three.x + 40),\(start.y) duration=0.3")
        #expect(!field.editor.selection.isCaret)
        #expect(field.editor.selection.range.upperBound == 13)
        #expect(field.editMenu.isPresented, "the menu comes back when the drag ends")
    }

    @Test("Touch and hold shows the magnifier over the caret and moves it; lifting shows the edit menu")
    func magnifier() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, text: "Magnify me")
        let events = try TouchScript("down 1 60,137\nwait 0.6\nmove 1 150,137\nwait 0.1\nup 1").events
        #expect(events.count == 3)
        f.arbiter.handle(events[0])
        f.arbiter.advance(to: 0.6)
        #expect(field.magnifier.isPresented)
        let firstCaret = field.editor.selection.head
        f.arbiter.handle(events[1])
        #expect(field.editor.selection.head > firstCaret)
        #expect(field.magnifier.frame.maxY < 137, "the loupe sits above the finger")
        f.arbiter.handle(events[2])
        #expect(!field.magnifier.isPresented)
        #expect(field.editMenu.isPresented)
        #expect(field.editMenu.commands.contains(.select))
    }

    @Test("Three-finger swipes undo and redo typing; a three-finger pinch copies and pastes")
    func systemGestures() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, text: "")
        let gestures = SystemGestures()
        gestures.install(on: f.arbiter)
        gestures.handlers = [field]
        field.beginEditing()
        try f.play("key h\nkey i")
        #expect(field.text == "hi")
        try f.play("swipe 300,60 60,60 fingers=3")
        #expect(field.text == "")
        try f.play("swipe 60,60 300,60 fingers=3")
        #expect(field.text == "hi")
        field.editor.selectAll()
        try f.play("pinch 200,60 from=100 to=40 fingers=3")
        #expect(field.editor.pasteboard.string == "hi")
        field.editor.setSelection(.caret(2))
        try f.play("pinch 200,60 from=40 to=100 fingers=3")
        #expect(field.text == "hihi")
    }

    @Test("The clear button shows only while editing text, and clears as one undoable action")
    func clearButton() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, text: "")
        #expect(!field.showsClearButton)
        field.beginEditing()
        #expect(!field.showsClearButton, "no text, no clear button")
        field.type("Tokyo")
        #expect(field.showsClearButton)
        let button = field.convert(Point(x: field.clearButtonFrame.midX, y: field.clearButtonFrame.midY), to: f.root)
        try f.play("tap \(button.x),\(button.y)")
        #expect(field.text.isEmpty)
        #expect(field.editor.undoStack.undoMenuTitle == "Undo Clear")
        field.editor.undo()
        #expect(field.text == "Tokyo")
        field.endEditing()
        #expect(!field.showsClearButton)
    }

    @Test("Secure entry shows bullets, the last character for 1.5 s, and never its text to accessibility, logs or the pasteboard")
    func secureEntry() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let pin = field(f, placeholder: "PIN")
        pin.isSecureTextEntry = true
        pin.maximumLength = 4
        pin.beginEditing()
        try f.play("key 1\nkey 2\nkey 3\nkey 4\nkey 5")
        #expect(pin.text == "1234")
        #expect(pin.displayedText == "••••")
        pin.editor.deleteBackward()
        pin.type("9")
        #expect(pin.displayedText == "•••9", "the last character shows for a moment")
        let typedAt = f.clock.now
        f.settleAnimations()
        #expect(pin.displayedText == "••••")
        #expect(f.clock.now - typedAt >= ControlMetrics.secureRevealDuration - 0.02)
        #expect(pin.accessibilityValue == "4 characters")
        #expect(!"\(pin)".contains("1234") && !String(reflecting: pin).contains("1234"))
        pin.editor.selectAll()
        #expect(!pin.availableCommands.contains(.copy) && !pin.availableCommands.contains(.cut))
        try f.play("key ctrl+c\nkey ctrl+x")
        #expect(pin.editor.pasteboard.string == nil)
        #expect(pin.text == "1239")
    }

    @Test("Arabic letters typed one by one are joined: shaped as a word, not as isolated letters")
    func arabicShaping() throws {
        let f = try SceneHarness(width: 400, height: 300, direction: .rightToLeft)
        let field = field(f)
        field.beginEditing()
        for letter in ["س", "ل", "ا", "م"] { field.type(letter) }
        #expect(field.text == "سلام")
        let fonts = try TestFonts.system()
        let joined = try #require(field.paragraph).runs.flatMap { $0.glyphs.map(\.id) }
        let isolated = ["س", "ل", "ا", "م"].flatMap { Paragraph($0, fonts: fonts).runs.flatMap { $0.glyphs.map(\.id) } }
        #expect(joined.count == 4 || joined.count == 3)
        #expect(Set(joined) != Set(isolated), "joining forms replace the isolated ones")
        // Right-to-left text sits at the field's right edge.
        #expect(field.caretRect(for: 0).minX > field.textFrame.midX)
    }

    @Test("Arrow keys move the caret on screen across a bidi boundary, through the split caret")
    func bidiArrows() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, text: "abc אבג")
        field.beginEditing()
        field.editor.setSelection(.caret(0))
        var heads: [Int] = []
        var xs: [Double] = []
        for _ in 0..<8 {
            try f.play("key Right")
            heads.append(field.editor.selection.head)
            xs.append(field.editor.visualCaretX ?? -1)
        }
        #expect(heads == [1, 2, 3, 4, 6, 5, 4, 4])
        #expect(Array(xs.prefix(7)) == xs.prefix(7).sorted(), "each press moves the caret rightwards on screen")
        try f.play("key shift+Left")
        #expect(!field.editor.selection.isCaret)
    }

    @Test("Tab moves between fields; the field keeps Space and arrows for itself")
    func tabBetweenFields() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let a = field(f, frame: Rect(x: 20, y: 40, width: 300, height: 34))
        let b = field(f, frame: Rect(x: 20, y: 100, width: 300, height: 34))
        try f.play("key Tab\nkey a\nkey space\nkey b\nkey Tab\nkey c")
        #expect(a.text == "a b")
        #expect(b.text == "c")
        #expect(!a.isEditing && b.isEditing)
    }

    @Test("Long text scrolls horizontally to keep the caret in view, both ways")
    func horizontalScrolling() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f, frame: Rect(x: 20, y: 120, width: 160, height: 34))
        field.beginEditing()
        field.type("The quick brown fox jumps over the lazy dog")
        f.settleAnimations()
        let frame = field.textFrame
        var caret = field.caretRect(for: field.editor.selection.head)
        #expect(field.scrollOffset < 0)
        #expect(caret.minX <= frame.maxX && caret.minX >= frame.minX)
        try f.play("key Home")
        caret = field.caretRect(for: 0)
        #expect(field.scrollOffset == 0)
        #expect(caret.minX >= frame.minX)
    }

    @Test("Bad input: a 100 kB paste, invalid UTF-8 and a flood of keys neither hang nor grow without bound")
    func badInput() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let field = field(f)
        field.beginEditing()
        field.editor.pasteboard.setData(Array(String(repeating: "abc\u{0}\n", count: 20_000).utf8) + [0xFF, 0xFE])
        try f.play("key ctrl+v")
        f.settleAnimations()
        #expect(field.editor.codePoints.count == 80_002)
        #expect(field.text.hasSuffix("\u{FFFD}\u{FFFD}"))
        #expect(!field.text.contains("\n") && !field.text.contains("\u{0}"))
        #expect(field.caretRect(for: field.editor.selection.head).minX <= field.textFrame.maxX)
        let flood = String(repeating: "key x\n", count: 3000)
        try f.play(flood)
        #expect(field.editor.codePoints.count == 83_002)
        #expect(field.editor.undoStack.undoGroups.count <= ControlMetrics.undoLevels)
        #expect(field.editor.undoStack.undoGroups.allSatisfy { $0.changes.count <= 256 })
    }
}
