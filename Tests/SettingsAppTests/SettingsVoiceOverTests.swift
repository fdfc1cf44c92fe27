import Runtime
import Scanout
import ScanoutAppTesting
import Testing

@testable import SettingsApp

/// Settings › Accessibility › VoiceOver: its rows and footer in the four languages, Speaking
/// Rate and Speak Hints changing the host's screen reader (the settings a board profile and
/// `scanout ctl accessibility` set), and the host's values shown when the page opens.
@MainActor
@Suite("The settings app's VoiceOver page")
struct SettingsVoiceOverTests {
    /// Opens Accessibility, then its VoiceOver row.
    func open(_ app: RunningSettings) throws -> SettingsVoiceOverPage {
        try app.tapRow(1, 1, in: app.screens.root.table)
        let accessibility = try #require(app.screens.controller(of: .accessibility, as: SettingsAccessibilityPage.self))
        try app.tap(accessibility.voiceOver.row)
        return try #require(app.screens.controller(of: .voiceOver, as: SettingsVoiceOverPage.self))
    }

    /// Every text node's text on the page, top to bottom.
    func texts(_ node: Node) -> [String] {
        var found: [String] = []
        func visit(_ n: Node) {
            if let text = n as? TextNode { found.append(text.text) }
            for child in n.children { visit(child) }
        }
        visit(node)
        return found
    }

    @Test("The switch, its footer, Speaking Rate and Speak Hints, in English, Arabic, Hebrew and Japanese", arguments: [
        ("en", "Off", "VoiceOver speaks items on the screen:", "SPEAKING RATE", "Speak Hints"),
        ("ar", "إيقاف", "يقوم VoiceOver بنطق العناصر على الشاشة:", "معدل التحدث", "نطق التلميحات"),
        ("he", "כבוי", "VoiceOver מקריא פריטים המוצגים על המסך:", "קצב דיבור", "הקראת רמזים"),
        ("ja", "オフ", "VoiceOverは画面上の項目を読み上げます:", "読み上げ速度", "ヒントを読み上げる"),
    ])
    func rows(language: String, off: String, footer: String, rate: String, hints: String) throws {
        let app = try RunningSettings(store: nil, language: language)
        try app.tapRow(1, 1, in: app.screens.root.table)
        let accessibility = try #require(app.screens.controller(of: .accessibility, as: SettingsAccessibilityPage.self))
        #expect(accessibility.voiceOver.valueNode.text == off)
        #expect(accessibility.voiceOver.row.accessibilityTraits.contains(.button))
        try app.tap(accessibility.voiceOver.row)
        let page = try #require(app.screens.controller(of: .voiceOver, as: SettingsVoiceOverPage.self))
        #expect(app.screens.stack.topPage.navigationItem.title == "VoiceOver")
        let shown = texts(page.content)
        #expect(shown.first == "VoiceOver", "\(shown)")
        #expect(shown.contains { $0.hasPrefix(footer) && $0.split(separator: "\n").count == 4 }, "the footer's four lines: \(shown)")
        #expect(shown.contains(rate), "\(shown)")
        #expect(shown.last == hints, "\(shown)")
        #expect(!page.voiceOver.isOn && page.speakHints.isOn)
        #expect(page.speakingRate.value == 0.5, "half-way by default")
    }

    @Test("Speaking Rate and Speak Hints change the host's reader: its rate now, its hints left out")
    func rateAndHints() throws {
        let app = try RunningSettings(store: nil)
        let transcript = SpeechTranscript()
        app.session.host.screenReaderSpeech = { transcript }
        let page = try open(app)
        page.speakingRate.setValue(0.75, animated: false)
        page.speakingRate.sendActions()
        #expect(app.session.host.screenReaderSettings.speakingRate == 0.75)
        #expect(app.session.host.screenReaderSettings.wordsPerMinute == 313)
        page.speakHints.setOn(false, animated: false)
        page.speakHints.sendActions()
        #expect(!app.session.host.screenReaderSettings.speaksHints)
        // Turned on now, the reader speaks at the rate chosen and leaves hints out.
        page.voiceOver.setOn(true, animated: false)
        page.voiceOver.sendActions()
        let reader = try #require(app.session.host.screenReader)
        #expect(transcript.wordsPerMinute == 313)
        #expect(reader.settings == app.session.host.screenReaderSettings)
        // Through the page's elements: the switch rows and the slider have hints, none is said.
        transcript.clear()
        for _ in 0..<8 { reader.moveNext() }
        #expect(transcript.lines.contains { $0.hasPrefix("Speak Hints") }, "\(transcript.lines)")
        #expect(transcript.entries.allSatisfy { $0.pause == 0 }, "no hint: \(transcript.lines)")
        // Hints back on while it runs: the switch rows' hints follow after their pause.
        app.session.host.screenReaderSettings.speaksHints = true
        #expect(reader.settings.speaksHints)
        transcript.clear()
        for _ in 0..<8 { reader.movePrevious() }
        #expect(transcript.entries.contains { $0.pause > 0 }, "a hint after its pause: \(transcript.lines)")
        app.session.host.screenReaderSettings.speakingRate = 0
        #expect(transcript.wordsPerMinute == 80, "the slowest rate reaches the running reader's speech")
    }

    @Test("The Accessibility page's VoiceOver row reads as a button with its value, and a reader's activation opens the page")
    func rowForTheReader() throws {
        let app = try RunningSettings(store: nil)
        try app.tapRow(1, 1, in: app.screens.root.table)
        let accessibility = try #require(app.screens.controller(of: .accessibility, as: SettingsAccessibilityPage.self))
        let row = accessibility.voiceOver.row
        #expect(AccessibilitySpeech.utterance(for: row, in: .english).text == "VoiceOver, Off, button")
        #expect(row.accessibilityActivate())
        app.session.run()
        #expect(app.screens.controller(of: .voiceOver, as: SettingsVoiceOverPage.self) != nil)
        #expect(app.screens.stack.topPage.navigationItem.title == "VoiceOver")
    }

    @Test("The page shows the host's settings (the board's, `scanout ctl accessibility`) when it opens")
    func showsHostSettings() throws {
        let app = try RunningSettings(store: nil)
        app.session.host.screenReaderSettings = ScreenReaderSettings(speakingRate: 0.2, speaksHints: false)
        let page = try open(app)
        #expect(abs(page.speakingRate.value - 0.2) < 1e-9)
        #expect(!page.speakHints.isOn)
    }
}
