import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// What a screen reader says for every element of every gallery screen, in the four languages,
/// kept as text goldens (`Goldens/Spoken/<screen>-<language>.txt`, one element a line in reading
/// order, its hint after “ — ”), so that a change in any control's words shows as a diff. The
/// English words are VoiceOver's for the same UIKit controls (“Wi-Fi, on, switch button”, hint
/// “double tap to toggle setting”); a test below pins the ones UIKit is known to say.
@MainActor
@Suite("Gallery spoken words")
struct GallerySpokenTests {
    /// The reader's words for `screen` in `language`, a line per element.
    static func spoken(_ screen: GalleryScreen, _ language: GalleryLanguage) throws -> String {
        let fixture = try GalleryFixture(screen: screen, language: language)
        let reader = AccessibilityNavigator(root: fixture.app.root)
        return reader.elements.map { element in
            let utterance = AccessibilitySpeech.utterance(for: element, in: language)
            return utterance.hint.map { "\(utterance.text) — \($0)" } ?? utterance.text
        }.joined(separator: "\n") + "\n"
    }

    @Test("Every gallery screen's elements, spoken in English, Arabic, Hebrew and Japanese, match their text goldens",
          arguments: GalleryScreen.allCases)
    func everyScreen(screen: GalleryScreen) throws {
        for language in [GalleryLanguage.english, .arabic, .hebrew, .japanese] {
            let text = try Self.spoken(screen, language)
            #expect(text.split(separator: "\n").count >= 5, "\(screen) \(language): a screen of controls")
            try expectTextGolden(text, "Spoken/\(screen.rawValue)-\(language.rawValue)")
        }
    }

    @Test("UIKit's words for the standard controls, as VoiceOver says them in English")
    func uikitWords() throws {
        let toggles = try Self.spoken(.toggles, .english)
        #expect(toggles.contains("Wi-Fi, on, switch button — double tap to toggle setting"), "\(toggles)")
        let values = try Self.spoken(.values, .english)
        #expect(values.contains("adjustable — swipe up or down with one finger to adjust the value"), "\(values)")
        let buttons = try Self.spoken(.buttons, .english)
        #expect(buttons.split(separator: "\n").contains { $0.hasSuffix(", button") }, "\(buttons)")
    }
}
