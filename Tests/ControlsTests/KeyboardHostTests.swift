import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// A keyboard host whose content is a bar at the top and a scroll view below it holding a
/// column of fields, on a 390 × 700 screen.
@MainActor
final class ScrollingKeyboardForm {
    /// The scroll view plain, or with a 44 pt top inset (a bar laid over its top, as a
    /// navigation page's).
    enum Container: String, CaseIterable, Sendable {
        case scrollView, underBar
    }

    let harness: SceneHarness
    let host: KeyboardHost
    let header = Node()
    let scroll: ScrollView
    let fields: [TextField]
    let focus = FocusSystem()

    init(_ container: Container, fieldCount: Int = 12) throws {
        harness = try SceneHarness(width: 390, height: 700)
        let column = VStackNode(spacing: 20, alignment: .fill)
        column.padding = EdgeInsets(16)
        fields = (0..<fieldCount).map { i in
            let field = TextField(placeholder: "Field \(i)", pasteboard: Pasteboard())
            field.returnKeyType = .next
            column.addChild(field)
            return field
        }
        scroll = ScrollView(content: column)
        if container == .underBar { scroll.contentInset.top = 44 }
        let content = Node()
        content.addChild(header)
        content.addChild(scroll)
        header.frame = Rect(x: 0, y: 0, width: 390, height: 100)
        scroll.frame = Rect(x: 0, y: 100, width: 390, height: 600)
        host = KeyboardHost(content: content, keyboard: try Keyboard(languages: [.english]))
        harness.place(host, at: Rect(x: 0, y: 0, width: 390, height: 700))
        focus.attach(to: harness.arbiter)
        focus.controls = fields
        for field in fields { field.focusSystem = focus }
    }

    /// The content offset of the scroll view.
    var offset: Double { scroll.contentOffset.y }

    /// Its bottom inset.
    var bottomInset: Double { scroll.contentInset.bottom }

    /// `node`'s frame in window coordinates.
    func windowFrame(of node: Node) -> Rect {
        Rect(origin: node.convert(Point.zero, to: nil), size: node.bounds.size)
    }
}

@MainActor
@Suite("Keyboard host")
struct KeyboardHostTests {
    @Test("A field low in a scroll container scrolls above the keyboard; the header stays; Next scrolls the next one in; the inset goes when editing ends",
          arguments: ScrollingKeyboardForm.Container.allCases)
    func scrollsFieldIntoView(container: ScrollingKeyboardForm.Container) throws {
        let form = try ScrollingKeyboardForm(container)
        let field = form.fields[10]
        form.harness.owner.layoutIfNeeded()
        let before = form.windowFrame(of: field)
        #expect(before.maxY > 700 - ControlMetrics.keyboardHeight, "the keyboard would cover it")
        field.beginEditing()
        form.harness.settleAnimations()
        let keyboardTop = 700 - ControlMetrics.keyboardHeight
        #expect(form.host.keyboardProgress == 1 && form.host.contentPush == 0)
        #expect(form.windowFrame(of: form.header).minY == 0, "the header was not pushed")
        #expect(form.bottomInset == 700 - keyboardTop, "the inset grew by the keyboard's overlap")
        let shown = form.windowFrame(of: field)
        #expect(abs(shown.maxY - (keyboardTop - ControlMetrics.keyboardFieldClearance)) < 1e-6, "just clear of the keyboard")
        // Return (Next) moves to the last field, which scrolls in too.
        field.insertReturn()
        form.harness.settleAnimations()
        let last = form.fields[11]
        #expect(last.isEditing)
        #expect(form.windowFrame(of: last).maxY <= keyboardTop - ControlMetrics.keyboardFieldClearance + 1e-6)
        last.endEditing()
        form.harness.settleAnimations()
        #expect(!form.host.isKeyboardShown && form.bottomInset == 0)
        #expect(form.offset <= form.scroll.maximumContentOffset.y + 1e-9, "scrolled back within the content")
    }

    @Test("With the keyboard up, a finger drags the scroll view through the room the keyboard made, to its last field",
          arguments: ScrollingKeyboardForm.Container.allCases)
    func fingerScrollsWithKeyboardUp(container: ScrollingKeyboardForm.Container) throws {
        let form = try ScrollingKeyboardForm(container)
        form.fields[10].beginEditing()
        form.harness.settleAnimations()
        let keyboardTop = 700 - ControlMetrics.keyboardHeight
        let before = form.offset
        // Up the column's leading padding, above the keyboard, past the slop, 50 pt, held, lifted
        // without speed: the content follows the finger.
        try form.harness.play("down 1 6,450\nwait 0.02\nmove 1 6,435\nwait 0.02\nmove 1 6,385\nwait 0.5\nup 1")
        #expect(form.offset == before + 50, "the finger scrolled the content up 50 pt")
        #expect(form.offset <= form.scroll.maximumContentOffset.y + 1e-6)
        form.scroll.contentOffset.y = form.scroll.maximumContentOffset.y
        form.harness.owner.layoutIfNeeded()
        #expect(form.windowFrame(of: form.fields[11]).maxY <= keyboardTop, "the inset lets the last field clear the keyboard")
        #expect(form.fields[10].isEditing, "a drag does not end editing by default")
    }

    @Test("Under a bar laid over its top, a field scrolled into view stops below the bar, not beneath it")
    func fieldClearsTopInset() throws {
        let form = try ScrollingKeyboardForm(.underBar)
        form.harness.owner.layoutIfNeeded()
        form.scroll.contentOffset.y = form.scroll.maximumContentOffset.y
        form.fields[0].beginEditing()
        form.harness.settleAnimations()
        let top = form.windowFrame(of: form.fields[0]).minY
        #expect(top >= 100 + 44 + ControlMetrics.keyboardFieldClearance - 1e-6, "clear of the 44 pt bar over the scroll view")
        #expect(abs(top - (100 + 44 + ControlMetrics.keyboardFieldClearance)) < 1e-6, "and no farther than needed")
    }

    @Test("A drag in a scroll view dismissing on drag ends editing and the keyboard goes down; by default it stays up",
          arguments: [ScrollKeyboardDismissMode.onDrag, .none])
    func dragDismissesKeyboard(mode: ScrollKeyboardDismissMode) throws {
        let form = try ScrollingKeyboardForm(.scrollView)
        let scroll = form.scroll
        scroll.keyboardDismissMode = mode
        let field = form.fields[1]
        field.beginEditing()
        form.harness.settleAnimations()
        #expect(form.host.isKeyboardShown && field.isEditing)
        // Down the column's leading padding, above the keyboard (its top is at 484).
        try form.harness.play("drag 6,200 6,380 duration=0.3")
        form.harness.settleAnimations()
        #expect(scroll.contentOffset.y == 0, "pulled down past the top, it bounced back")
        switch mode {
        case .onDrag:
            #expect(!field.isEditing && !form.host.isKeyboardShown && form.host.keyboardProgress == 0)
            #expect(form.bottomInset == 0, "the room made for the keyboard is given back")
            #expect(form.focus.focused == nil)
        case .none:
            #expect(field.isEditing && form.host.isKeyboardShown && form.host.keyboardProgress == 1)
        }
        // A tap on a field still starts editing and brings the keyboard up.
        field.beginEditing()
        form.harness.settleAnimations()
        #expect(form.host.isKeyboardShown)
    }

    @Test("Dismissing with no field being edited does nothing")
    func dismissWithoutEditing() throws {
        let form = try ScrollingKeyboardForm(.scrollView)
        form.host.dismissKeyboard()
        form.harness.settleAnimations()
        #expect(!form.host.isKeyboardShown && form.fields.allSatisfy { !$0.isEditing })
    }

    @Test("A field already in view above the keyboard does not scroll", arguments: ScrollingKeyboardForm.Container.allCases)
    func fieldInViewStays(container: ScrollingKeyboardForm.Container) throws {
        let form = try ScrollingKeyboardForm(container)
        form.fields[0].beginEditing()
        form.harness.settleAnimations()
        #expect(form.host.keyboardProgress == 1 && form.offset == form.scroll.minimumContentOffset.y)
    }

    @Test("A number pad field asking for Done gets the bar with Done above the pad; Done ends editing")
    func doneBarOnPads() throws {
        let form = try KeyboardForm { field in
            field.keyboardType = .numberPad
            field.returnKeyType = .done
        }
        try form.beginEditing()
        let bar = form.host.doneBar
        #expect(bar.parent === form.host && bar.title == "Done")
        #expect(form.host.accessoryFrame?.height == ControlMetrics.toolbarHeight)
        #expect(bar.frame.maxY == form.keyboard.frame.minY)
        #expect(bar.button.frame.maxX == 390 - ControlMetrics.toolbarPadding, "at the trailing end")
        try form.harness.play(try form.tap(.character("4")) + "\nwait 0.5")
        #expect(form.field.text == "4")
        let p = bar.button.convert(Point(x: bar.button.bounds.midX, y: bar.button.bounds.midY), to: nil)
        try form.harness.play("tap \(p.x),\(p.y)\nwait 0.5")
        #expect(!form.field.isEditing && !form.host.isKeyboardShown && bar.parent == nil)
    }

    @Test("A pad with the default return key, or a letter board, gets no Done bar")
    func noDoneBar() throws {
        let pad = try KeyboardForm { $0.keyboardType = .numberPad }
        try pad.beginEditing()
        #expect(pad.host.doneBar.parent == nil && pad.host.accessoryFrame == nil)
        let letters = try KeyboardForm { $0.returnKeyType = .done }
        try letters.beginEditing()
        #expect(letters.host.doneBar.parent == nil && letters.keyboard.frame(of: .return) != nil)
    }

    @Test("A host following the environment takes the board's keyboard languages, installs Japanese conversion with them, and drops it without")
    func languagesFromTheEnvironment() throws {
        let harness = try SceneHarness(width: 390, height: 700)
        let host = KeyboardHost(content: Node())
        #expect(host.keyboard.languages == [.english], "English until it is in a scene")
        var environment = harness.owner.environment
        environment.keyboardLanguages = ["he", "ja-kana"]
        harness.owner.environment = environment
        harness.place(host, at: Rect(x: 0, y: 0, width: 390, height: 700))
        #expect(host.keyboard.languages == [.hebrew, .japaneseKana] && host.japaneseInput != nil)
        environment.keyboardLanguages = []
        environment.locale = .arabic
        harness.owner.environment = environment
        #expect(host.keyboard.languages == [.arabic, .english])
        #expect(host.japaneseInput == nil && host.keyboard.inputMethod == nil && host.accessoryView == nil)
        environment.keyboardLanguages = ["xx"]
        harness.owner.environment = environment
        #expect(host.languageError == .unknownLanguage("xx") && host.keyboard.languages == [.arabic, .english])
    }

    @Test("A pad field on a Japanese board types digits straight in, without the candidate bar")
    func japanesePad() throws {
        let form = try KeyboardForm(languages: [.japaneseKana]) { field in
            field.keyboardType = .numberPad
            field.returnKeyType = .done
        }
        JapaneseKeyboardInput().install(on: form.host)
        try form.beginEditing()
        #expect(form.host.accessoryView == nil && form.host.doneBar.parent === form.host)
        try form.harness.play(try form.tap(.character("1")) + "\nwait 0.5")
        #expect(form.field.text == "1" && form.field.markedTextRange == nil)
    }
}
