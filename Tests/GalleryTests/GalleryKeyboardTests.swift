import Runtime
import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery's form screen (or another) on a kiosk panel (800 × 480 pt at scale 1 by default), on
/// the runtime's host (a ``SceneHarness``): touches go to the whole scene (keyboard included)
/// at their times, with the host's frames between them, as on a device.
@MainActor
final class GalleryKeyboardFixture {
    let app: GalleryApp
    let scene: SceneHarness
    var arbiter: GestureArbiter { scene.arbiter }
    var clock: VirtualHostClock { scene.clock }
    /// The frame the host shows.
    var frame: Bitmap { scene.bitmap }
    var host: KeyboardHost { app.keyboardHost }
    var keyboard: Keyboard { app.keyboardHost.keyboard }

    init(screen: GalleryScreen = .form, language: GalleryLanguage = .english, colorScheme: ColorScheme = .light,
         width: Int = 800, height: Int = 480, keyboardLanguages: [String] = []) throws {
        app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme,
                         pixelSize: PixelSize(width: width, height: height), scale: 1)
        var environment = app.owner.environment
        environment.fonts = try TestFonts.system()
        environment.keyboardLanguages = keyboardLanguages
        app.owner.environment = environment
        scene = try SceneHarness(showing: app.owner)
        app.focus.attach(to: scene.arbiter)
        settle()
    }

    /// One frame of the host, 1/60 s on.
    func runFrame() {
        scene.frame()
    }

    /// Runs frames until nothing is marked or animating.
    func settle() {
        scene.settle()
    }

    /// Plays `text` frame by frame from now, its events at their times (recognizers' deadlines
    /// fall due on the way), calling `onFrame` with the script's time after each frame until its
    /// last wait is over; then settles, unless `settles` is false.
    func play(_ text: String, settles: Bool = true, onFrame: (Double) -> Void = { _ in }) throws {
        let script = try TouchScript(text)
        let start = clock.now
        try scene.start(text)
        while scene.isPlayingScript || clock.now < start + script.duration - 1e-9 {
            runFrame()
            onFrame(clock.now - start)
        }
        if settles { settle() }
    }

    /// The node called `name` in the scene.
    func node(_ name: String) -> Node? {
        func find(_ node: Node) -> Node? {
            if node.name == name { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(app.presenter)
    }

    /// The window point at the centre of `node`.
    func centre(of node: Node) -> Point {
        node.convert(Point(x: node.bounds.width / 2, y: node.bounds.height / 2), to: nil)
    }

    /// Taps the centre of `node` and waits out the double tap.
    func tap(_ node: Node) throws {
        let p = centre(of: node)
        try play("tap \(p.x),\(p.y)\nwait 0.5")
    }

    /// Taps the first key doing `action` on the board showing.
    func tap(_ action: KeyboardKey.Action) throws {
        let frame = try #require(keyboard.frame(of: action), "no key \(action) on the board")
        let p = keyboard.convert(Point(x: frame.midX, y: frame.midY), to: nil)
        try play("tap \(p.x),\(p.y)\nwait 0.5")
    }

    /// Types `text` key by key (letters as their lower-case keys, Shift as the board sets it).
    func type(_ text: String) throws {
        for c in text {
            try tap(c == " " ? .space : .character(String(c).lowercased()))
        }
    }

    /// The window rect of `node`.
    func windowFrame(of node: Node) -> Rect {
        let origin = node.convert(Point.zero, to: nil)
        return Rect(origin: origin, size: node.bounds.size)
    }
}

@MainActor
@Suite("Gallery form with the on-screen keyboard")
struct GalleryKeyboardTests {
    @Test("Tapping the name brings the keyboard up; Next goes to the email keyboard, then to the PIN pad; Done takes the keyboard down")
    func returnWalksTheFields() throws {
        let fixture = try GalleryKeyboardFixture()
        let name = try #require(fixture.node("form name") as? TextField)
        let email = try #require(fixture.node("form email") as? TextField)
        let pin = try #require(fixture.node("form pin") as? TextField)
        #expect(!fixture.host.isKeyboardShown)
        try fixture.tap(name)
        #expect(name.isEditing && fixture.host.isKeyboardShown && fixture.host.keyboardProgress == 1)
        #expect(fixture.keyboard.returnKeyType == .next && fixture.keyboard.keyboardType == .default)
        try fixture.type(" b")
        #expect(name.text == "Anna Svensson B", "names capitalise each word")
        try fixture.tap(.return)
        #expect(email.isEditing && !name.isEditing && fixture.host.isKeyboardShown)
        #expect(fixture.keyboard.keyboardType == .emailAddress && fixture.keyboard.frame(of: .text("@")) != nil)
        try fixture.type("a")
        try fixture.tap(.text("@"))
        try fixture.type("b")
        #expect(email.text == "a@b", "no capitals in an email address")
        try fixture.tap(.return)
        #expect(pin.isEditing && fixture.keyboard.keyboardType == .numberPad)
        let done = fixture.host.doneBar
        #expect(done.parent === fixture.host && done.button.title == "Done", "the pad has no return key: the bar above it does")
        let doneFrame = fixture.windowFrame(of: done)
        #expect(doneFrame.maxY == fixture.windowFrame(of: fixture.keyboard).minY)
        pin.text = ""
        try fixture.tap(.character("7"))
        #expect(pin.accessibilityValue == "1 character")
        try fixture.tap(done.button)
        #expect(!pin.isEditing && !fixture.host.isKeyboardShown)
        #expect(fixture.keyboard.parent == nil && done.parent == nil, "keyboard and bar slid away")
    }

    @Test("A field low on the screen scrolls into view above the keyboard, below the bar, which turns to the material; the scroll goes back when editing ends",
          arguments: [GalleryLanguage.english, .hebrew])
    func searchScrollsIntoView(language: GalleryLanguage) throws {
        let fixture = try GalleryKeyboardFixture(language: language)
        let bar = try #require(fixture.node("form search") as? SearchBar)
        let field = bar.searchField
        let navigationBar = fixture.app.stack.navigationBar
        let stackFrame = fixture.windowFrame(of: fixture.app.stack)
        // 800 × 480 is a compact-height screen (HIG §3.3, as a phone in landscape): the 32 pt bar
        // with the inline title, no large title; clear while the sections are at the top.
        #expect(navigationBar.isCompact && navigationBar.frame.height == ControlMetrics.navigationBarCompactHeight)
        #expect(!navigationBar.isTranslucentNow)
        #expect(fixture.windowFrame(of: field).maxY > 480 - ControlMetrics.keyboardHeight, "hidden by the keyboard unless moved")
        try fixture.tap(field)
        #expect(field.isEditing && fixture.host.keyboardProgress == 1)
        let keyboardTop = fixture.windowFrame(of: fixture.keyboard).minY
        let fieldFrame = fixture.windowFrame(of: field)
        #expect(fieldFrame.maxY <= keyboardTop - ControlMetrics.keyboardFieldClearance + 1e-6)
        #expect(fieldFrame.minY >= fixture.windowFrame(of: navigationBar).maxY, "below the bar, not under it")
        #expect(fixture.host.contentPush == 0 && fixture.windowFrame(of: fixture.app.stack) == stackFrame,
                "the sections scrolled; the screen was not pushed")
        #expect(fixture.app.scroll.contentOffset.y > 0)
        // Content is beneath the bar now: the inline title on the material with its hairline.
        #expect(navigationBar.frame.height == ControlMetrics.navigationBarCompactHeight)
        #expect(navigationBar.titleNode?.opacity == 1 && navigationBar.isTranslucentNow)
        #expect(fixture.keyboard.returnKeyType == .search)
        let letter = language == .english ? "C" : "ש"
        try fixture.tap(.character(letter.lowercased()))
        #expect(bar.text == letter, "the keyboard types into the search field (a sentence starts: Shift is on)")
        bar.searchField.endEditing()
        fixture.runFrame()
        fixture.settle()
        #expect(!fixture.host.isKeyboardShown)
        #expect(fixture.app.scroll.contentInset.bottom == 0, "the inset the keyboard added is gone")
        #expect(fixture.app.scroll.contentOffset.y <= fixture.app.scroll.maximumContentOffset.y)
    }

    @Test("The Japanese gallery's keyboard has the kana and romaji boards; romaji typed converts through the candidate bar")
    func japaneseBoards() throws {
        let fixture = try GalleryKeyboardFixture(language: .japanese)
        let name = try #require(fixture.node("form name") as? TextField)
        name.text = ""
        try fixture.tap(name)
        #expect(fixture.keyboard.languages == [.japaneseKana, .japaneseRomaji, .english])
        let japanese = try #require(fixture.host.japaneseInput)
        #expect(fixture.host.accessoryView === japanese.candidateBar)
        try fixture.tap(.globe)
        #expect(fixture.keyboard.language == .japaneseRomaji)
        try fixture.type("kanji")
        #expect(name.text == "かんじ" && name.markedTextRange == 0..<3)
        let index = try #require(japanese.candidateBar.candidates.firstIndex(of: "漢字"))
        let cell = japanese.candidateBar.candidateFrames[index]
        let p = japanese.candidateBar.convert(Point(x: cell.midX, y: cell.midY), to: nil)
        try fixture.play("tap \(p.x),\(p.y)\nwait 0.5")
        #expect(name.text == "漢字" && name.markedTextRange == nil)
        #expect(fixture.app.events.last == "form name 漢字")
    }

    @Test("The board profile's keyboard-languages reach the gallery's keyboard; Japanese among them brings its conversion")
    func languagesFromTheEnvironment() throws {
        let fixture = try GalleryKeyboardFixture(keyboardLanguages: ["en", "ja-romaji"])
        #expect(fixture.keyboard.languages == [.english, .japaneseRomaji])
        #expect(fixture.host.japaneseInput != nil && fixture.host.languageError == nil)
        let plain = try GalleryKeyboardFixture(language: .arabic)
        #expect(plain.keyboard.languages == [.arabic, .english] && plain.host.japaneseInput == nil)
        let wrong = try GalleryKeyboardFixture(keyboardLanguages: ["en", "klingon"])
        #expect(wrong.host.languageError == .unknownLanguage("klingon"))
        #expect(wrong.keyboard.languages == [.english], "the locale's choice instead")
    }

    @Test("Goldens: the form with the keyboard up for the search field, light and dark, left to right and right to left",
          arguments: [(GalleryLanguage.english, ColorScheme.light), (.english, .dark), (.hebrew, .light), (.arabic, .dark)])
    func golden(language: GalleryLanguage, scheme: ColorScheme) throws {
        let fixture = try GalleryKeyboardFixture(language: language, colorScheme: scheme)
        let bar = try #require(fixture.node("form search") as? SearchBar)
        try fixture.tap(bar.searchField)
        let name = "Form/keyboard-search-\(language.rawValue)-\(scheme == .dark ? "dark" : "light")"
        try expectGolden(fixture.frame, name, tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("Golden: the Japanese form composing on the romaji board, the candidate bar above the keyboard")
    func japaneseGolden() throws {
        let fixture = try GalleryKeyboardFixture(language: .japanese)
        let name = try #require(fixture.node("form name") as? TextField)
        name.text = ""
        try fixture.tap(name)
        try fixture.tap(.globe)
        try fixture.type("kanji")
        try expectGolden(fixture.frame, "Form/keyboard-composing-ja-light", tolerance: .perChannel(2, maxDifferingPixels: 0))
    }
}
