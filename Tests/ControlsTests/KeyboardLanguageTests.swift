import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The keyboard's languages as a board profile names them (`keyboard-languages`).
@MainActor
@Suite("Keyboard languages")
struct KeyboardLanguageTests {
    @Test("A board's keyboard-languages become the keyboard's; the globe cycles them in that order")
    func boardLanguages() throws {
        var environment = EnvironmentValues()
        environment.keyboardLanguages = ["he", "ja-romaji", "en"]
        let languages = try KeyboardLanguage.languages(for: environment)
        #expect(languages == [.hebrew, .japaneseRomaji, .english])
        let form = try KeyboardForm(languages: languages)
        try form.beginEditing()
        #expect(form.keyboard.language == .hebrew)
        for expected in [KeyboardLanguage.japaneseRomaji, .english, .hebrew] {
            try form.harness.play(try form.tap(.globe) + "\nwait 0.5")
            #expect(form.keyboard.language == expected)
        }
    }

    @Test("Without a board list the keyboard follows the locale; a name repeated counts once")
    func localeDefaults() throws {
        #expect(try KeyboardLanguage.languages(identifiers: [], locale: try InterfaceLocale("en-GB")) == [.english])
        #expect(try KeyboardLanguage.languages(identifiers: [], locale: try InterfaceLocale("ar")) == [.arabic, .english])
        #expect(try KeyboardLanguage.languages(identifiers: [], locale: try InterfaceLocale("he-IL")) == [.hebrew, .english])
        #expect(try KeyboardLanguage.languages(identifiers: [], locale: try InterfaceLocale("ja")) == [.japaneseKana, .japaneseRomaji, .english])
        #expect(try KeyboardLanguage.languages(identifiers: ["EN", "ar", "en"], locale: try InterfaceLocale("ja")) == [.english, .arabic])
    }

    @Test("A language there is no board for is a typed error naming the ones there are")
    func unknownLanguage() {
        #expect(throws: KeyboardError.unknownLanguage("fr")) {
            try KeyboardLanguage.languages(identifiers: ["en", "fr"], locale: try InterfaceLocale("en"))
        }
        let message = KeyboardError.unknownLanguage("fr").description
        #expect(message.contains("“fr”") && message.contains("ja-kana"))
    }
}
