import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Focus systems the tests' scenes send keys to, kept alive for the test run.
@MainActor
enum KeptFocusSystems {
    static var all: [FocusSystem] = []
}

@MainActor
@Suite("Text view")
struct TextViewTests {
    /// `rect` (in `node`'s coordinates) in the scene root's coordinates.
    func inRoot(_ rect: Rect, of node: Node) -> Rect {
        let origin = node.convert(Point(x: rect.minX, y: rect.minY), to: nil)
        return Rect(x: origin.x, y: origin.y, width: rect.width, height: rect.height)
    }

    /// A text view at `frame`, listed in a focus system that takes the scene's keys.
    func view(_ f: SceneHarness, text: String = "", frame: Rect = Rect(x: 20, y: 40, width: 300, height: 160),
              focus: FocusSystem? = nil) -> TextView {
        let view = TextView(text: text, pasteboard: Pasteboard())
        f.place(view, at: frame)
        let focus = focus ?? {
            let system = FocusSystem()
            system.attach(to: f.arbiter)
            KeptFocusSystems.all.append(system)   // the arbiter holds its key handler weakly
            return system
        }()
        focus.controls.append(view)
        return view
    }

    @Test("Typed text wraps at the view's width by UAX #14; Return starts a new paragraph")
    func wrapsAndBreaks() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        let notes = view(f, focus: focus)
        try f.play("tap 100,100\nwait 0.5")
        #expect(notes.isEditing && focus.focused === notes)
        let words = "the quick brown fox jumps over the lazy dog"
        try f.play(words.map { $0 == " " ? "key space" : "key \($0)" }.joined(separator: "\n") + "\nkey Return\nkey o\nkey k")
        #expect(notes.text == words + "\nok")
        #expect(notes.layout.hardLines.count == 2)
        let first = notes.layout.hardLines[0].paragraph
        #expect(first.lines.count >= 2, "43 characters of body text do not fit in 290 pt")
        for line in first.lines { #expect(line.width <= notes.layout.width + 0.01) }
        // Lines break between words, never inside one.
        for line in first.lines.dropLast() {
            #expect(first.codePoints[line.range.upperBound - 1] == 0x20)
        }
        #expect(notes.caretRect(for: notes.editor.selection.head).minY > notes.caretRect(for: 0).maxY)
        #expect(notes.accessibilityValue == notes.text)
        #expect("\(notes)" == "TextView")
    }

    @Test("An edit lays out again only its paragraph and redraws only the edited line and the caret")
    func damageLimitedToEditedLines() throws {
        let f = try SceneHarness(width: 400, height: 400)
        let paragraph = "Kiosk notes are kept here for the next shift to read."
        let text = Array(repeating: paragraph, count: 12).joined(separator: "\n")
        let notes = view(f, text: text, frame: Rect(x: 20, y: 20, width: 340, height: 360))
        notes.beginEditing()
        notes.editor.setSelection(.caret(paragraph.unicodeScalars.count + 5))
        f.settleAnimations()
        let caretBefore = inRoot(notes.caretRect(for: notes.editor.selection.head), of: notes)
        try f.play("key x")
        #expect(notes.lastRelaidParagraphCount == 1)
        let report = f.owner.renderFrame(into: f.bitmap)
        #expect(report.damage.isEmpty, "play() already drew the frame")
        // Type again and look at that frame's damage.
        notes.type("y")
        let damage = f.owner.renderFrame(into: f.bitmap).damage
        let line = notes.caretRect(for: notes.editor.selection.head)
        let lineInRoot = inRoot(line, of: notes)
        #expect(!damage.isEmpty)
        // Everything damaged lies on the edited line's row (with the caret's old place).
        let bounds = damage.bounds
        #expect(Double(bounds.y) >= min(caretBefore.minY, lineInRoot.minY) - 4)
        #expect(Double(bounds.maxY) <= lineInRoot.maxY + 4)
        #expect(Double(bounds.height) < 3 * line.height, "one line, not the view (\(bounds))")
        #expect(notes.lastRelaidParagraphCount == 1)
    }

    @Test("Typing past the bottom scrolls the caret into view; the arrows keep the caret's column")
    func scrollsAndMovesVertically() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let notes = view(f, frame: Rect(x: 20, y: 40, width: 300, height: 100))
        notes.beginEditing()
        for k in 1...12 { notes.type("Line \(k)\n") }
        notes.type("end")
        f.settleAnimations()
        #expect(notes.scrollView.contentOffset.y > 0)
        let caret = notes.caretRect(for: notes.editor.selection.head)
        #expect(caret.minY >= 0 && caret.maxY <= notes.bounds.height, "the caret is inside the view: \(caret)")
        // Up from the end of "end" keeps the column: into "Line 12", after "Lin".
        try f.play("key Up")
        let offset = "Line 1\nLine 2\nLine 3\nLine 4\nLine 5\nLine 6\nLine 7\nLine 8\nLine 9\nLine 10\nLine 11\n"
            .unicodeScalars.count
        #expect((offset + 3...offset + 4).contains(notes.editor.selection.head), "below the end of “end”")
        try f.play("key Up\nkey Down\nkey Down")
        #expect(notes.editor.selection.head == notes.editor.codePoints.count, "back on the last line, same column")
        try f.play("key ctrl+Home")
        #expect(notes.editor.selection.head == 0)
        f.settleAnimations()
        #expect(notes.scrollView.contentOffset.y <= 0)
        try f.play("key shift+End")
        #expect(notes.editor.selectedText == "Line 1")
    }

    @Test("Double tap selects a word and shows the menu; Copy, then Paste at the end, and undo takes it back")
    func selectCopyPaste() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let notes = view(f, text: "Pick up the parcel\nat the front desk")
        f.settleAnimations()
        let parcel = notes.caretRect(for: 14)
        let point = notes.convert(Point(x: parcel.minX + 2, y: parcel.midY), to: f.root)
        try f.play("double-tap \(point.x),\(point.y)")
        #expect(notes.editor.selectedText == "parcel")
        #expect(notes.editMenu.isPresented)
        #expect(notes.editMenu.commands == [.cut, .copy])
        let copy = notes.editMenu.commandFrames[1]
        let at = notes.editMenu.convert(Point(x: copy.midX, y: copy.midY), to: f.root)
        try f.play("tap \(at.x),\(at.y)")
        #expect(notes.editor.pasteboard.string == "parcel")
        try f.play("key ctrl+End\nkey space\nkey ctrl+v")
        #expect(notes.text == "Pick up the parcel\nat the front desk parcel")
        try f.play("key ctrl+z")
        #expect(notes.text == "Pick up the parcel\nat the front desk ")
        // A view that is not editable still selects and copies, and offers no Cut or Paste.
        notes.isEditable = false
        notes.editor.selectWord(at: 1)
        notes.showEditMenu()
        #expect(notes.editMenu.commands == [.copy])
        try f.play("key x")
        #expect(notes.text == "Pick up the parcel\nat the front desk ")
    }

    @Test("Dragging a handle across lines extends the selection to the next line")
    func dragHandleAcrossLines() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let notes = view(f, text: "first line\nsecond line")
        notes.beginEditing()
        notes.editor.selectWord(at: 0)
        f.settleAnimations()
        let knob = notes.convert(notes.handleKnobCenter(.end), to: f.root)
        let target = inRoot(notes.caretRect(for: 17), of: notes)
        try f.play("drag \(knob.x),\(knob.y) \(target.minX),\(target.midY + 8) duration=0.3")
        #expect(notes.editor.selection.range == 0..<17)
        #expect(notes.editMenu.isPresented)
        #expect(notes.selectionRects.count >= 2, "a selection over a line feed highlights both lines")
    }

    @Test("A 100 kB paste with invalid UTF-8 and a key flood neither hang nor lay everything out again")
    func badInput() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let notes = view(f)
        notes.beginEditing()
        notes.editor.pasteboard.setData(Array(String(repeating: "abc\u{0}\n", count: 20_000).utf8) + [0xFF, 0xFE])
        try f.play("key ctrl+v")
        #expect(notes.editor.codePoints.count == 80_002)
        #expect(notes.layout.hardLines.count == 20_001)
        #expect(!notes.text.contains("\u{0}"))
        try f.play(String(repeating: "key x\n", count: 500))
        #expect(notes.text.hasSuffix("\u{FFFD}\u{FFFD}" + String(repeating: "x", count: 500)))
        #expect(notes.lastRelaidParagraphCount == 1)
        #expect(notes.editor.undoStack.undoGroups.count <= ControlMetrics.undoLevels)
    }
}

@MainActor
@Suite("Focus between text controls")
struct TextFocusTests {
    @Test("A tap on a second field moves the keys there when only the focus system's list names the fields")
    func tapMovesKeys() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        let a = TextField(placeholder: "Name", pasteboard: Pasteboard())
        let b = TextField(placeholder: "Email", pasteboard: Pasteboard())
        let notes = TextView(pasteboard: Pasteboard())
        f.place(a, at: Rect(x: 20, y: 20, width: 300, height: 34))
        f.place(b, at: Rect(x: 20, y: 80, width: 300, height: 34))
        f.place(notes, at: Rect(x: 20, y: 140, width: 300, height: 100))
        focus.controls = [a, b, notes]   // as the gallery and apps do: no field is told about it
        try f.play("tap 100,37\nwait 0.5\nkey a")
        try f.play("tap 100,97\nwait 0.5\nkey b")
        #expect(a.text == "a" && b.text == "b")
        #expect(!a.isEditing && b.isEditing)
        try f.play("key Tab\nkey c")
        #expect(notes.text == "c" && b.text == "b")
        try f.play("tap 100,37\nwait 0.5\nkey d\nkey Tab\nkey e")
        #expect(a.text == "ad" && b.text == "be" && notes.text == "c")
        #expect([a.isEditing, b.isEditing, notes.isEditing] == [false, true, false])
    }

    @Test("Keys right after a tap, with no wait, reach the tapped field: none is lost to the double tap's wait")
    func keysRightAfterTap() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        let a = TextField(text: "x", placeholder: "Name", pasteboard: Pasteboard())
        let notes = TextView(pasteboard: Pasteboard())
        f.place(a, at: Rect(x: 20, y: 20, width: 300, height: 34))
        f.place(notes, at: Rect(x: 20, y: 80, width: 300, height: 100))
        focus.controls = [a, notes]
        try f.play("tap 300,37\nkey h\nkey e\nkey l\nkey l\nkey o")
        #expect(a.text == "xhello")
        #expect(!a.editMenu.isPresented, "the tap recognized after the wait does not show the menu")
        try f.play("tap 100,120\nkey o\nkey k\nkey Return\nkey space")
        #expect(notes.text == "ok\n ")
        #expect(a.text == "xhello")
        // A second tap on the caret of a field being edited still shows the menu.
        let caret = a.convert(Point(x: a.caretRect(for: 6).minX, y: 17), to: nil)
        try f.play("tap \(caret.x),\(caret.y)\nwait 0.5\ntap \(caret.x),\(caret.y)\nwait 0.5")
        #expect(a.editMenu.isPresented)
    }
}
