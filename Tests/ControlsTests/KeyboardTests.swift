import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// A form with one field inside a keyboard host, on a 390×700 screen.
@MainActor
final class KeyboardForm {
    let harness: SceneHarness
    let host: KeyboardHost
    let field: TextField
    let focus = FocusSystem()
    var keyboard: Keyboard { host.keyboard }

    init(languages: [KeyboardLanguage] = [.english], direction: LayoutDirection = .leftToRight, fieldY: Double = 120,
         configure: (TextField) -> Void = { _ in }) throws
    {
        harness = try SceneHarness(width: 390, height: 700, direction: direction)
        let content = Node()
        field = TextField(placeholder: "Name", pasteboard: Pasteboard())
        configure(field)
        content.addChild(field)
        field.frame = Rect(x: 16, y: fieldY, width: 358, height: 34)
        host = KeyboardHost(content: content, keyboard: try Keyboard(languages: languages))
        harness.place(host, at: Rect(x: 0, y: 0, width: 390, height: 700))
        focus.attach(to: harness.arbiter)
        focus.controls = [field]
        field.focusSystem = focus
        field.overlayContainer = harness.root
    }

    /// Taps the field and lets the keyboard slide up.
    func beginEditing() throws {
        // Frame by frame on the clock (the double-tap interval passes, the keyboard slides up).
        try harness.playInFrames("tap 100,\(field.frame.midY - host.contentPush * host.keyboardProgress)", framesAfter: 45)
        harness.settleAnimations()
        harness.settle()
    }

    /// The centre of the first key doing `action`, in window points.
    func point(of action: KeyboardKey.Action) throws -> Point {
        let frame = try #require(keyboard.frame(of: action), "no key \(action) on the board")
        return keyboard.convert(Point(x: frame.midX, y: frame.midY), to: harness.root)
    }

    /// A script line tapping the key doing `action`.
    func tap(_ action: KeyboardKey.Action) throws -> String {
        let p = try point(of: action)
        return "tap \(p.x),\(p.y)"
    }

    /// Taps each character of `text` on the board (letters as lower-case keys).
    func type(_ text: String) throws {
        for c in text {
            let s = String(c)
            let action: KeyboardKey.Action = s == " " ? .space : .character(s.lowercased())
            try harness.play(try tap(action) + "\nwait 0.5")
        }
    }
}

@MainActor
@Suite("On-screen keyboard interaction")
struct KeyboardTests {
    @Test("Tapping a field slides the keyboard up; Shift is on at the start of a sentence; typing by touch types")
    func typeWithShift() throws {
        let form = try KeyboardForm()
        #expect(form.keyboard.parent == nil)
        try form.beginEditing()
        #expect(form.host.isKeyboardShown && form.host.keyboardProgress == 1)
        #expect(form.keyboard.frame.minY == 700 - ControlMetrics.keyboardHeight)
        #expect(form.keyboard.shiftState == .on, "autocapitalisation: a sentence starts")
        try form.type("hi there  ok")
        #expect(form.field.text == "Hi there. Ok")
        try form.harness.play(try form.tap(.backspace) + "\nwait 0.5")
        #expect(form.field.text == "Hi there. O")
    }

    @Test("A double tap on Shift locks the capitals; a third tap unlocks them")
    func capsLock() throws {
        let form = try KeyboardForm { $0.autocapitalizationType = .none }
        try form.beginEditing()
        #expect(form.keyboard.shiftState == .off)
        let shift = try form.point(of: .shift)
        try form.harness.play("double-tap \(shift.x),\(shift.y)\nwait 0.5")
        #expect(form.keyboard.shiftState == .locked)
        try form.type("abc")
        #expect(form.field.text == "ABC")
        try form.harness.play(try form.tap(.shift) + "\nwait 0.5")
        #expect(form.keyboard.shiftState == .off)
        try form.type("d")
        // One tap, then another after the double-tap interval: on for one letter, then off.
        try form.harness.play(try form.tap(.shift) + "\nwait 0.5")
        #expect(form.keyboard.shiftState == .on)
        try form.type("ef")
        #expect(form.field.text == "ABCdEf")
    }

    @Test("The numbers and symbols planes type their characters; a space goes back to the letters")
    func planes() throws {
        let form = try KeyboardForm { $0.autocapitalizationType = .none }
        try form.beginEditing()
        try form.harness.play(try form.tap(.plane(.numbers)))
        #expect(form.keyboard.planeKind == .numbers)
        try form.harness.play(try form.tap(.character("4")) + "\nwait 0.5\n" + (try form.tap(.character("2"))))
        try form.harness.play(try form.tap(.plane(.symbols)))
        #expect(form.keyboard.planeKind == .symbols)
        try form.harness.play(try form.tap(.character("#")) + "\nwait 0.5\n" + (try form.tap(.space)))
        #expect(form.keyboard.planeKind == .letters)
        try form.type("a")
        #expect(form.field.text == "42# a")
    }

    @Test("A held key offers its accents; sliding to one and lifting types it")
    func accents() throws {
        let form = try KeyboardForm { $0.autocapitalizationType = .none }
        try form.beginEditing()
        let e = try form.point(of: .character("e"))
        let key = try #require(form.keyboard.frame(of: .character("e")))
        let press = KeyPress(touch: TouchID(1), key: .char("e"), frame: key, start: .zero, location: .zero, since: 0)
        let frame = form.keyboard.accentsFrame(for: press, count: 8)
        let target = form.keyboard.convert(Point(x: frame.minX + 2.5 * frame.width / 8, y: frame.midY), to: form.harness.root)
        try form.harness.start("down 1 \(e.x),\(e.y)\nwait 0.7\nmove 1 \(target.x),\(target.y)\nwait 0.1\nup 1")
        form.harness.run(seconds: 0.25)
        #expect(form.keyboard.shownAccents == nil, "not yet held long enough")
        #expect(form.keyboard.pressedKeys.map(\.action) == [.character("e")], "the preview shows while the key is down")
        form.harness.run(seconds: 0.4)
        let accents = try #require(form.keyboard.shownAccents)
        #expect(accents.accents == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        form.harness.run(seconds: 0.1)
        #expect(form.keyboard.shownAccents?.selected == 2, "the finger is over é")
        form.harness.run(seconds: 0.3)
        #expect(form.field.text == "é")
        #expect(form.keyboard.shownAccents == nil)
    }

    @Test("A second finger landing commits the first finger's key: overlapping taps lose nothing")
    func overlappingFingers() throws {
        let form = try KeyboardForm { $0.autocapitalizationType = .none }
        try form.beginEditing()
        let a = try form.point(of: .character("a")), b = try form.point(of: .character("b"))
        try form.harness.play("down 1 \(a.x),\(a.y)\nwait 0.05\ndown 2 \(b.x),\(b.y)\nwait 0.05\nup 1\nwait 0.05\nup 2\nwait 0.5")
        #expect(form.field.text == "ab")
    }

    @Test("Backspace deletes at once and repeats while held")
    func backspaceRepeat() throws {
        let form = try KeyboardForm()
        form.field.text = "abcdefghij"
        try form.beginEditing()
        form.field.editor.setSelection(.caret(10))
        let del = try form.point(of: .backspace)
        try form.harness.start("down 1 \(del.x),\(del.y)\nwait 0.75\nup 1")
        form.harness.run(seconds: 0.3)
        #expect(form.field.text == "abcdefghi", "one deletion at once")
        form.harness.run(seconds: 0.7)
        // One at once, one at 0.5 s, then every 0.1 s: 0.6 and 0.7 → four.
        #expect(form.field.text == "abcdef")
    }

    @Test("The globe key cycles the board's languages; Arabic and Hebrew type their letters")
    func globe() throws {
        let form = try KeyboardForm(languages: [.english, .arabic, .hebrew])
        try form.beginEditing()
        #expect(form.keyboard.language == .english)
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .arabic && form.keyboard.plane.columns == 11)
        try form.type("سلام")
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .hebrew)
        try form.type(" שלום")
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(form.keyboard.language == .english)
        #expect(form.field.text == "سلام שלום")
    }

    @Test("The kana board: a tap types あ, tapping again cycles the column, a flick types its direction, ゛ voices")
    func kana() throws {
        let form = try KeyboardForm(languages: [.japaneseKana])
        try form.beginEditing()
        let a = try form.point(of: .flick(KanaFlick(["あ", "い", "う", "え", "お"])))
        try form.harness.play("tap \(a.x),\(a.y)\nwait 0.1\ntap \(a.x),\(a.y)\nwait 0.5")
        #expect(form.field.text == "い")
        try form.harness.play(try form.tap(.kanaNext) + "\nwait 0.5")
        try form.harness.play("tap \(a.x),\(a.y)\nwait 0.5")
        #expect(form.field.text == "いあ")
        let ka = try form.point(of: .flick(KanaFlick(["か", "き", "く", "け", "こ"])))
        try form.harness.play("drag \(ka.x),\(ka.y) \(ka.x + 40),\(ka.y) duration=0.1\nwait 0.5")
        try form.harness.play("drag \(ka.x),\(ka.y) \(ka.x),\(ka.y - 40) duration=0.1\nwait 0.5")
        #expect(form.field.text == "いあけく")
        try form.harness.play(try form.tap(.kanaModifier) + "\nwait 0.5")
        #expect(form.field.text == "いあけぐ")
        let ta = try form.point(of: .flick(KanaFlick(["た", "ち", "つ", "て", "と"])))
        try form.harness.play("drag \(ta.x),\(ta.y) \(ta.x),\(ta.y - 40) duration=0.1\nwait 0.5")
        try form.harness.play(try form.tap(.kanaModifier) + "\nwait 0.5")
        #expect(form.field.text == "いあけぐっ", "つ becomes the small っ first")
    }

    @Test("The kana board's leading column is →, ☆123, ABC, globe with no hole; ABC shows the English letters, the globe goes back")
    func kanaABC() throws {
        let form = try KeyboardForm(languages: [.japaneseKana, .japaneseRomaji]) { $0.autocapitalizationType = .none }
        try form.beginEditing()
        let keyboard = form.keyboard
        // The leading column, top to bottom, one key a row, each as wide as the flick keys.
        let flick = try #require(keyboard.frame(of: .flick(KanaFlick(["あ", "い", "う", "え", "お"]))))
        let column = keyboard.keyFrames.filter { $0.frame.maxX <= flick.minX }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(column.map(\.key.action) == [.kanaNext, .plane(.numbers), .language(.english), .globe])
        #expect(column.map { $0.key.label ?? "" } == ["→", "☆123", "ABC", ""])
        // The 12-key board is spaced as the pads are.
        let gap = ControlMetrics.keyboardPadGap
        for (upper, lower) in zip(column, column.dropFirst()) {
            #expect(abs(lower.frame.minY - upper.frame.maxY - gap) < 1e-9, "no hole between rows")
        }
        let bottom = try #require(column.last).frame
        #expect(abs(bottom.maxY - (keyboard.bounds.maxY - gap / 2)) < 1e-9, "the column reaches the bottom row")
        #expect(column.allSatisfy { abs($0.frame.width - flick.width) < 1e-9 })
        // ABC types nothing and shows the English letters; the globe goes back to the kana board.
        try form.harness.play(try form.tap(.language(.english)) + "\nwait 0.5")
        #expect(keyboard.language == .english && keyboard.planeKind == .letters && form.field.text.isEmpty)
        try form.type("ok")
        #expect(form.field.text == "ok")
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(keyboard.language == .japaneseKana)
        // A kana-only keyboard: ABC spans the last two rows (no globe, no hole), and English then
        // shows a globe that leads back.
        let only = try Keyboard(languages: [.japaneseKana])
        only.frame = Rect(x: 0, y: 0, width: 390, height: ControlMetrics.keyboardHeight)
        only.layoutChildren()
        let abc = try #require(only.frame(of: .language(.english)))
        let modifier = try #require(only.frame(of: .kanaModifier))
        #expect(only.frame(of: .globe) == nil && abs(abc.maxY - modifier.maxY) < 1e-9)
        only.show(language: .english)
        #expect(only.frame(of: .globe) != nil, "a way back to the kana board")
        only.layoutChildren()
        let globe = try #require(only.keyFrames.first { $0.key.action == .globe })
        only.perform(KeyPress(touch: TouchID(1), key: globe.key, frame: globe.frame, start: .zero, location: .zero, since: 0),
                     at: 0, location: .zero)
        #expect(only.language == .japaneseKana)
    }

    @Test("Romaji mode types latin letters for the input method, with Japanese labels")
    func romaji() throws {
        let form = try KeyboardForm(languages: [.japaneseRomaji]) { $0.autocapitalizationType = .none }
        try form.beginEditing()
        try form.type("kanji")
        #expect(form.field.text == "kanji")
        #expect(form.keyboard.labelText(of: KeyboardKey(.space)).0 == "空白")
        #expect(form.keyboard.shiftState == .off, "no automatic capitals for romaji")
    }

    @Test("The return key is labelled by type; Next moves on, Done ends editing and the keyboard slides down")
    func returnKey() throws {
        let form = try KeyboardForm { $0.returnKeyType = .done }
        var sent = 0
        form.field.addAction { _ in sent += 1 }
        try form.beginEditing()
        #expect(form.keyboard.labelText(of: KeyboardKey(.return)).0 == "Done")
        try form.harness.play(try form.tap(.return))
        form.harness.settleAnimations()
        #expect(sent == 1)
        #expect(!form.field.isEditing && !form.host.isKeyboardShown)
        #expect(form.keyboard.parent == nil, "removed once down")
        for (type, label) in [(ReturnKeyType.go, "Go"), (.search, "Search"), (.next, "Next"), (.join, "Join")] {
            form.field.returnKeyType = type
            form.keyboard.client = nil
            form.keyboard.client = form.field
            #expect(form.keyboard.labelText(of: KeyboardKey(.return)).0 == label)
        }
        #expect(KeyboardLanguage.japaneseKana.returnLabel(for: .search) == "検索")
    }

    @Test("Each keyboard type gets its board: email and URL keys, number, decimal and phone pads")
    func keyboardTypes() throws {
        let form = try KeyboardForm { $0.keyboardType = .emailAddress }
        try form.beginEditing()
        #expect(form.keyboard.frame(of: .text("@")) != nil && form.keyboard.frame(of: .text(".")) != nil)
        #expect(form.keyboard.shiftState == .off, "no capitals in an address")
        form.field.keyboardType = .url
        form.keyboard.client = nil
        form.keyboard.client = form.field
        #expect(form.keyboard.frame(of: .text(".com")) != nil && form.keyboard.frame(of: .space) == nil)
        try form.harness.play(try form.tap(.text(".com")))
        #expect(form.field.text == ".com")
        form.field.text = ""
        form.field.keyboardType = .numberPad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        #expect(form.keyboard.plane.kind == .pad && form.keyboard.keyFrames.count == 11)
        try form.harness.play(try form.tap(.character("7")) + "\nwait 0.5\n" + (try form.tap(.character("0"))))
        #expect(form.field.text == "70")
        form.field.keyboardType = .decimalPad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        try form.harness.play(try form.tap(.text(".")) + "\nwait 0.5\n" + (try form.tap(.character("5"))))
        #expect(form.field.text == "70.5")
        form.field.text = ""
        form.field.keyboardType = .phonePad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        try form.harness.play(try form.tap(.plane(.symbols)))
        try form.harness.play(try form.tap(.text("+")))
        try form.harness.play(try form.tap(.plane(.pad)))
        try form.harness.play(try form.tap(.character("1")))
        #expect(form.field.text == "+1")
    }

    @Test("In an Arabic locale the number and decimal pads show and type Arabic-Indic digits and ٫; the phone pad stays Latin")
    func padsInTheLocalesDigits() throws {
        let form = try KeyboardForm(languages: [.arabic], direction: .rightToLeft) { $0.keyboardType = .numberPad }
        var environment = form.harness.owner.environment
        environment.locale = .arabic
        form.harness.owner.environment = environment
        try form.beginEditing()
        #expect(form.keyboard.plane.kind == .pad && form.keyboard.frame(of: .character("7")) == nil)
        try form.harness.play(try form.tap(.character("٧")) + "\nwait 0.5\n" + (try form.tap(.character("٠"))))
        #expect(form.field.text == "٧٠" && InterfaceLocale.arabic.integer(from: form.field.text) == 70)
        form.field.keyboardType = .decimalPad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        try form.harness.play(try form.tap(.text("٫")) + "\nwait 0.5\n" + (try form.tap(.character("٥"))))
        #expect(form.field.text == "٧٠٫٥")
        form.field.keyboardType = .phonePad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        #expect(form.keyboard.frame(of: .character("7")) != nil, "a dialler reads Latin digits")
        form.field.keyboardType = .numberPad
        form.keyboard.client = nil
        form.keyboard.client = form.field
        environment.locale = try InterfaceLocale("ar-MA")
        form.harness.owner.environment = environment
        #expect(form.keyboard.frame(of: .character("7")) != nil, "Morocco writes Latin digits: the pad follows the locale")
    }

    @Test("A field low on the screen is pushed up just above the keyboard, and back down after")
    func pushesContent() throws {
        let form = try KeyboardForm(fieldY: 600)
        try form.beginEditing()
        let bottom = form.field.convert(Point(x: 0, y: form.field.bounds.maxY), to: form.harness.root).y
        let top = form.keyboard.frame.minY
        #expect(abs(bottom + ControlMetrics.keyboardFieldClearance - top) < 0.001, "just clear of the keyboard")
        form.field.endEditing()
        form.harness.settleAnimations()
        #expect(form.host.content.frame.minY == 0)
        // A field high up is not moved.
        let high = try KeyboardForm(fieldY: 100)
        try high.beginEditing()
        #expect(high.host.content.frame.minY == 0)
    }

    @Test("A hardware key hides the on-screen keyboard; the field keeps editing")
    func hardwareKeyboard() throws {
        let form = try KeyboardForm()
        try form.beginEditing()
        #expect(form.host.isKeyboardShown)
        try form.harness.play("key a")
        form.harness.settleAnimations()
        #expect(form.field.text == "a" && form.field.isEditing)
        #expect(form.host.isHardwareKeyboardAttached && !form.host.isKeyboardShown)
        #expect(form.keyboard.parent == nil)
    }

    @Test("The keyboard types into marked text through the client protocol, as an input method sees it")
    func markedText() throws {
        let form = try KeyboardForm(languages: [.japaneseKana])
        try form.beginEditing()
        form.field.setMarkedText("か", selectedRange: 1..<1)
        try form.harness.play(try form.tap(.kanaModifier) + "\nwait 0.5")
        #expect(form.field.text == "が")
        #expect(form.field.markedTextRange == 0..<1, "the modified kana stays marked")
    }

    /// A stand-in input method: composes what is typed as marked text in the field and
    /// commits it on Return or when left behind.
    @MainActor
    final class ComposingMethod: TextInputClient {
        let field: TextField
        var composing = ""
        var commits = 0
        init(field: TextField) { self.field = field }
        var keyboardType: KeyboardType { field.keyboardType }
        var returnKeyType: ReturnKeyType { field.returnKeyType }
        var textBeforeInsertionPoint: String { field.textBeforeInsertionPoint }
        var supportsMarkedText: Bool { true }
        var markedTextRange: Range<Int>? { field.markedTextRange }
        func insertText(_ text: String) {
            composing += text
            field.setMarkedText(composing, selectedRange: composing.unicodeScalars.count..<composing.unicodeScalars.count)
        }
        func deleteBackward() {
            if composing.isEmpty { field.deleteBackward() } else { composing.removeLast(); field.deleteBackward() }
        }
        func insertReturn() { unmarkText() }
        func setMarkedText(_ text: String, selectedRange: Range<Int>) {
            composing = text
            field.setMarkedText(text, selectedRange: selectedRange)
        }
        func unmarkText() {
            commits += 1
            composing = ""
            field.unmarkText()
        }
    }

    @Test("An input method stands between the keyboard and the field for its language, and commits when left behind")
    func inputMethod() throws {
        let form = try KeyboardForm(languages: [.japaneseKana, .english])
        var method: ComposingMethod?
        form.keyboard.inputMethod = { language, client in
            guard language == .japaneseKana, let field = client as? TextField else { return nil }
            let m = ComposingMethod(field: field)
            method = m
            return m
        }
        try form.beginEditing()
        let ka = try form.point(of: .flick(KanaFlick(["か", "き", "く", "け", "こ"])))
        try form.harness.play("tap \(ka.x),\(ka.y)\nwait 0.5")
        try form.harness.play(try form.tap(.kanaNext) + "\nwait 0.5")
        try form.harness.play("tap \(ka.x),\(ka.y)\nwait 0.1\ntap \(ka.x),\(ka.y)\nwait 0.5")
        #expect(method?.composing == "かき", "the tap cycle replaced the last kana inside the marked text")
        #expect(form.field.text == "かき" && form.field.markedTextRange == 0..<2)
        try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
        #expect(method?.commits == 1 && form.field.markedTextRange == nil, "leaving Japanese commits")
        try form.type("a")
        #expect(form.field.text == "かきa")
    }

    @Test("A board profile's language names parse, with an error naming the known ones")
    func languageNames() throws {
        #expect(try KeyboardLanguage(identifier: "ja-kana") == .japaneseKana)
        #expect(throws: KeyboardError.unknownLanguage("fr")) { try KeyboardLanguage(identifier: "fr") }
        #expect(KeyboardError.unknownLanguage("fr").description.contains("en, ar, he, ja-kana, ja-romaji"))
        #expect(throws: KeyboardError.noLanguages) { try Keyboard(languages: []) }
    }
}
