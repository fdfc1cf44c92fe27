import FoundationEssentials
import Scanout
import Runtime
import ScanoutAppTesting
import Testing

@testable import SettingsApp

/// Settings › Sounds: the volume and Keyboard Feedback's Sound switch (iOS 17/18's name for
/// Keyboard Clicks), which the app's on-screen keyboard follows at once.
@MainActor
@Suite("The settings app's Sounds page")
struct SettingsSoundsTests {
    /// Opens Sounds (the third row of the second group).
    func open(_ app: RunningSettings) throws -> SettingsSoundsPage {
        try app.tapRow(1, 2, in: app.screens.root.table)
        return try #require(app.screens.controller(of: .sounds, as: SettingsSoundsPage.self))
    }

    @Test("Keyboard Feedback › Sound in English, Arabic, Hebrew and Japanese, on by default", arguments: [
        ("en", "KEYBOARD FEEDBACK", "Sound"), ("ar", "استجابة لوحة المفاتيح", "الصوت"), ("he", "משוב מקלדת", "צליל"),
        ("ja", "キーボードのフィードバック", "サウンド"),
    ])
    func words(language: String, header: String, title: String) throws {
        let app = try RunningSettings(store: nil, language: language)
        let page = try open(app)
        var texts: [String] = []
        func visit(_ node: Node) {
            if let text = node as? TextNode { texts.append(text.text) }
            for child in node.children { visit(child) }
        }
        visit(page.content)
        #expect(texts.contains(header), "\(texts)")
        #expect(texts.contains(title), "\(texts)")
        #expect(page.keyboardSound.isOn && app.state.keyboardClicks)
    }

    @Test("Turning Sound off silences the app's keyboard clicks at once; on again, keys click")
    func switchStopsClicks() throws {
        let app = try RunningSettings(store: nil)
        let player = SoundPlayer(output: nil)
        app.instance.useSounds(player)
        let page = try open(app)
        // A text field on the page brings the app's own keyboard up.
        let field = TextField(placeholder: "Notes", pasteboard: Pasteboard())
        page.content.content.addChild(field)
        app.session.run()
        try app.tap(field)
        let keyboard = app.instance.context.window.keyboardHost.keyboard
        #expect(app.instance.context.window.isKeyboardShown)
        let key = try #require(keyboard.frame(of: .character("a")))
        let centre = keyboard.convert(Point(x: key.midX, y: key.midY), to: nil)
        let tapKey = "tap \(Int(centre.x)),\(Int(centre.y))\nwait 0.5"
        try app.play(tapKey)
        #expect(player.history.map(\.sound) == [.keyClick], "on by default: the key clicks")
        try app.tap(page.keyboardSound)
        #expect(!page.keyboardSound.isOn && !app.state.keyboardClicks)
        #expect(!keyboard.environment.playsKeyboardClicks, "the keyboard reads the setting")
        try app.play(tapKey)
        #expect(player.history.map(\.sound) == [.keyClick], "off: no click")
        #expect(field.text.count == 2, "the key still typed: \(field.text)")
        try app.tap(page.keyboardSound)
        try app.play(tapKey)
        #expect(player.history.map(\.sound) == [.keyClick, .keyClick], "on again: it clicks")
    }

    @Test("The switch is kept between runs; a state saved before it existed loads it on")
    func saved() throws {
        var state = SettingsState()
        state.keyboardClicks = false
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(SettingsState.self, from: data).keyboardClicks == false)
        let old = Data(#"{"wifi":true,"volume":0.3}"#.utf8)
        #expect(try JSONDecoder().decode(SettingsState.self, from: old).keyboardClicks)
    }
}
