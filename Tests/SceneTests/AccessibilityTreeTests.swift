import Graphics
import Testing
@testable import Scene

/// The accessibility tree: defaults and overrides on nodes, the side box, reading order in both
/// directions, grouping, hiding, modality, drawn elements, the reader's words and its cursor.
@MainActor
@Suite struct AccessibilityTreeTests {
    /// A text node at `rect` (text needs no fonts to be read).
    func text(_ words: String, _ rect: Rect) -> TextNode {
        let node = TextNode(words)
        node.frame = rect
        return node
    }

    /// An element with `label` at `rect`.
    func element(_ label: String, _ rect: Rect) -> Node {
        let node = Node(frame: rect)
        node.isAccessibilityElement = true
        node.accessibilityLabel = label
        return node
    }

    func labels(_ root: Node) -> [String] { AccessibilityTree.elements(of: root).map { $0.accessibilityLabel ?? "" } }

    /// Two rows: a title and a button on one (the button taller), a note under them.
    func screen(direction: LayoutDirection) -> Node {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.environmentOverrides.layoutDirection = direction
        let leading = direction == .rightToLeft ? 200.0 : 20.0, trailing = direction == .rightToLeft ? 20.0 : 200.0
        root.addChild(element("Save", Rect(x: trailing, y: 10, width: 100, height: 44)))   // added first, read second
        root.addChild(text("Title", Rect(x: leading, y: 20, width: 100, height: 22)))
        root.addChild(text("Note", Rect(x: leading, y: 80, width: 200, height: 22)))
        return root
    }

    @Test("A plain node keeps no accessibility box until an app overrides something")
    func sideBoxOnlyWhenOverridden() {
        let node = Node()
        #expect(node.accessibilityOverrides == nil)
        #expect(!node.isAccessibilityElement && node.accessibilityLabel == nil && node.accessibilityTraits == [])
        #expect(node.accessibilityOverrides == nil, "reading defaults allocates nothing")
        node.accessibilityLabel = "Star"
        #expect(node.accessibilityOverrides != nil)
        #expect(node.accessibilityLabel == "Star")
        node.accessibilityLabel = nil
        #expect(node.accessibilityLabel == nil, "nil brings the default back")
    }

    @Test("Text is static text in the language its letters are written in; an override wins")
    func textDefaults() {
        let english = TextNode("Check in")
        #expect(english.isAccessibilityElement && english.accessibilityTraits == .staticText)
        #expect(english.accessibilityLabel == "Check in" && english.accessibilityLanguage == "en")
        #expect(TextNode("تسجيل الوصول").accessibilityLanguage == "ar")
        #expect(TextNode("שלום").accessibilityLanguage == "he")
        #expect(TextNode("チェックイン").accessibilityLanguage == "ja")
        #expect(!TextNode("").isAccessibilityElement)
        english.accessibilityTraits = [.staticText, .header]
        english.accessibilityLabel = "Check-in"
        #expect(english.accessibilityTraits == [.staticText, .header] && english.accessibilityLabel == "Check-in")
        english.isEnabled = false
        let dimmed = TextNode("Off")
        english.addChild(dimmed)
        #expect(dimmed.accessibilityTraits.contains(.notEnabled))
    }

    @Test("Reading order: rows top to bottom, each leading to trailing, in LTR and RTL")
    func readingOrder() {
        #expect(labels(screen(direction: .leftToRight)) == ["Title", "Save", "Note"])
        #expect(labels(screen(direction: .rightToLeft)) == ["Title", "Save", "Note"])
        let rtl = screen(direction: .rightToLeft)
        let frames = AccessibilityTree.elements(of: rtl).map(\.accessibilityFrame)
        #expect(frames[0].minX > frames[1].minX, "in RTL the first element of a row is the rightmost")
    }

    @Test("The frame is in screen coordinates through every ancestor and transform")
    func screenFrame() {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = Node(frame: Rect(x: 16, y: 100, width: 200, height: 100))
        let label = text("Wi-Fi", Rect(x: 10, y: 20, width: 80, height: 20))
        root.addChild(card)
        card.addChild(label)
        #expect(label.accessibilityFrame == Rect(x: 26, y: 120, width: 80, height: 20))
        card.transform = Transform2D(translationX: 5, y: -10)
        #expect(label.accessibilityFrame == Rect(x: 31, y: 110, width: 80, height: 20))
    }

    @Test("Hidden, transparent and elements-hidden subtrees are skipped; an element's children are not read")
    func skipping() {
        let root = screen(direction: .leftToRight)
        let hidden = text("Hidden", Rect(x: 0, y: 150, width: 50, height: 20))
        hidden.isHidden = true
        let clear = text("Clear", Rect(x: 60, y: 150, width: 50, height: 20))
        clear.opacity = 0
        let muted = Node(frame: Rect(x: 120, y: 150, width: 100, height: 40))
        muted.addChild(text("Muted", Rect(x: 0, y: 0, width: 50, height: 20)))
        muted.accessibilityElementsHidden = true
        let card = element("Card", Rect(x: 230, y: 150, width: 80, height: 40))
        card.addChild(text("Inside", Rect(x: 0, y: 0, width: 50, height: 20)))
        for node in [hidden, clear, muted, card] { root.addChild(node) }
        #expect(labels(root) == ["Title", "Save", "Note", "Card"])
    }

    @Test("A group is read as one block in its own order; accessibilityElements replaces the order")
    func groupingAndOrdering() {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        // Two cards side by side, each a title over a button: without grouping the titles share a row.
        for (i, name) in ["A", "B"].enumerated() {
            let card = Node(frame: Rect(x: Double(i) * 160, y: 0, width: 150, height: 100))
            card.addChild(text("\(name) title", Rect(x: 0, y: 0, width: 100, height: 20)))
            card.addChild(element("\(name) button", Rect(x: 0, y: 50, width: 100, height: 30)))
            card.name = name
            root.addChild(card)
        }
        #expect(labels(root) == ["A title", "B title", "A button", "B button"])
        for card in root.children { card.shouldGroupAccessibilityChildren = true }
        #expect(labels(root) == ["A title", "A button", "B title", "B button"])
        let first = root.children[0]
        first.accessibilityElements = [first.children[1], first.children[0]]
        #expect(labels(root) == ["A button", "A title", "B title", "B button"])
    }

    @Test("A shown modal view hides everything outside it; the frontmost modal wins")
    func modal() {
        let root = screen(direction: .leftToRight)
        let alert = Node(frame: Rect(x: 40, y: 60, width: 240, height: 100))
        alert.addChild(text("Delete?", Rect(x: 10, y: 10, width: 100, height: 20)))
        alert.addChild(element("Cancel", Rect(x: 10, y: 50, width: 100, height: 40)))
        alert.accessibilityViewIsModal = true
        root.addChild(alert)
        #expect(labels(root) == ["Delete?", "Cancel"])
        alert.isHidden = true
        #expect(labels(root) == ["Title", "Save", "Note"])
    }

    @Test("Drawn elements are read in their container's coordinates, in the order given")
    func drawnElements() {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let keyboard = Node(frame: Rect(x: 0, y: 100, width: 320, height: 100))
        root.addChild(keyboard)
        let q = AccessibilityElement(container: keyboard)
        q.accessibilityLabel = "q"
        q.accessibilityTraits = .keyboardKey
        q.accessibilityFrameInContainerSpace = Rect(x: 3, y: 8, width: 30, height: 40)
        var typed = ""
        q.onActivate = { typed += "q"; return true }
        keyboard.accessibilityElements = [q]
        let elements = AccessibilityTree.elements(of: root)
        #expect(elements.count == 1)
        #expect(elements[0].accessibilityFrame == Rect(x: 3, y: 108, width: 30, height: 40))
        #expect(elements[0].accessibilityActivate())
        #expect(typed == "q")
    }

    @Test("What the reader says: state, label, value, dimmed, role — in the interface's language")
    func utterances() {
        let save = element("Save", .zero)
        save.accessibilityTraits = .button
        #expect(AccessibilitySpeech.utterance(for: save, in: .english).text == "Save, button")
        let wifi = element("Wi-Fi", .zero)
        wifi.accessibilityValue = AccessibilityText.on.localized(.english)
        wifi.accessibilityTraits = [.button, .toggleButton]
        #expect(AccessibilitySpeech.utterance(for: wifi, in: .english).text == "Wi-Fi, on, switch button")
        wifi.accessibilityValue = AccessibilityText.on.localized(.arabic)
        #expect(AccessibilitySpeech.utterance(for: wifi, in: .arabic).text == "Wi-Fi، تشغيل، زر تبديل")
        wifi.accessibilityValue = AccessibilityText.on.localized(.hebrew)
        #expect(AccessibilitySpeech.utterance(for: wifi, in: .hebrew).text == "Wi-Fi, פועל, כפתור מתג")
        wifi.accessibilityValue = AccessibilityText.on.localized(.japanese)
        #expect(AccessibilitySpeech.utterance(for: wifi, in: .japanese).text == "Wi-Fi、オン、スイッチボタン")
        let tab = element("Home", .zero)
        tab.accessibilityTraits = [.button, .selected, .notEnabled]
        #expect(AccessibilitySpeech.utterance(for: tab, in: .english).text == "selected, Home, dimmed, button")
        #expect(AccessibilityText.position(2, of: 4, in: .arabic, tab: true) == "علامة التبويب ٢ من ٤")
        let heading = TextNode("مرحبا")
        heading.accessibilityTraits = [.staticText, .header]
        let said = AccessibilitySpeech.utterance(for: heading, in: .english)
        #expect(said.text == "مرحبا, heading" && said.labelLanguage == "ar", "an Arabic name on an English screen")
    }

    @Test("The reader's cursor: next and previous in reading order, touch to explore, the utterance log")
    func navigator() {
        let root = screen(direction: .rightToLeft)
        root.children[0].accessibilityTraits = .button
        let reader = AccessibilityNavigator(root: root)
        #expect(reader.focused == nil)
        #expect(!reader.movePrevious() || reader.focusedUtterance?.text == "Title", "a first move lands on the first element")
        #expect(reader.moveNext())
        #expect(reader.focusedUtterance?.text == "Save, button")
        #expect(reader.moveNext())
        #expect(!reader.moveNext(), "the last element stays")
        #expect(reader.movePrevious())
        #expect(reader.focusedUtterance?.text == "Save, button")
        #expect(reader.focus(at: Point(x: 250, y: 90)), "touching the note")
        #expect(reader.focusedUtterance?.text == "Note")
        #expect(reader.spoken.map(\.text) == ["Title", "Save, button", "Note", "Save, button", "Note"])
    }

    @Test("Activate, adjust, escape and magic tap reach the app's handlers; escape walks up the ancestors")
    func actions() {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let page = Node(frame: root.bounds)
        root.addChild(page)
        let level = element("Level", Rect(x: 0, y: 0, width: 100, height: 40))
        level.accessibilityTraits = .adjustable
        var value = 5
        level.accessibilityValue = "5"
        level.setAccessibilityHandler(for: .increment) { value += 1; level.accessibilityValue = "\(value)"; return true }
        level.setAccessibilityHandler(for: .decrement) { value -= 1; level.accessibilityValue = "\(value)"; return true }
        page.addChild(level)
        var wentBack = false
        page.setAccessibilityHandler(for: .escape) { wentBack = true; return true }
        let reader = AccessibilityNavigator(root: root)
        reader.moveNext()
        reader.increment()
        reader.increment()
        reader.decrement()
        #expect(value == 6)
        #expect(reader.spoken.map(\.text) == ["Level, 5, adjustable", "6", "7", "6"])
        #expect(!reader.activate(), "no activation handler")
        #expect(reader.escape() && wentBack, "the page above the element went back")
        #expect(!reader.magicTap())
    }
}
