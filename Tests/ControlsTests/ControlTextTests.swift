import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The text controls' own words in the four languages: the table, and the controls using it
/// through their environment's locale.
@MainActor
@Suite("Control text")
struct ControlTextTests {
    @Test("Every word is translated into Arabic, Hebrew and Japanese; the titles keep one placeholder")
    func translations() {
        for language in InterfaceLanguage.allCases where language != .english {
            for key in ControlText.allCases {
                let text = key.localized(language)
                #expect(!text.isEmpty && text != key.localized(.english), "\(key) in \(language)")
            }
        }
        for language in InterfaceLanguage.allCases {
            #expect(ControlText.undoAction.localized(language).split(separator: "%@", omittingEmptySubsequences: false).count == 2)
            #expect(ControlText.redoAction.localized(language).split(separator: "%@", omittingEmptySubsequences: false).count == 2)
        }
    }

    @Test("Undo titles name the action in the language; an app's own action name is shown as it is")
    func undoTitles() throws {
        #expect(ControlText.undoTitle(action: "Typing", in: .english) == "Undo Typing")
        #expect(ControlText.undoTitle(action: "Typing", in: .japanese) == "入力を取り消す")
        #expect(ControlText.undoTitle(action: "Typing", in: .hebrew) == "בטל הקלדה")
        #expect(ControlText.redoTitle(action: "Paste", in: .arabic) == "إعادة اللصق")
        #expect(ControlText.undoTitle(action: "Rename", in: .japanese) == "Renameを取り消す")
        var environment = EnvironmentValues()
        environment.locale = try InterfaceLocale("ar-EG")
        #expect(ControlText.language(for: environment) == .arabic)
        environment.locale = try InterfaceLocale("fr")
        #expect(ControlText.language(for: environment) == .english)
    }

    @Test("A shake in a Hebrew form shows the Undo alert in Hebrew")
    func undoAlertInHebrew() throws {
        let harness = try SceneHarness(width: 320, height: 480, direction: .rightToLeft)
        var environment = harness.owner.environment
        environment.locale = .hebrew
        harness.owner.environment = environment
        let field = TextField(pasteboard: Pasteboard())
        let presenter = ModalPresenter(content: field)
        harness.place(presenter, at: Rect(x: 0, y: 0, width: 320, height: 480))
        field.frame = Rect(x: 16, y: 80, width: 288, height: 36)
        field.beginEditing()
        field.type("שלום")
        #expect(field.handleSystemCommand(.shake))
        let alert = try #require(presenter.presented.last as? UndoAlert)
        #expect(alert.title == "בטל הקלדה")
        #expect(alert.actions.map(\.title) == ["ביטול", "בטל"])
        #expect(alert.cancelAction?.role == .cancel)
    }

    @Test("The edit menu's commands are in the field's language", arguments: InterfaceLanguage.allCases)
    func editMenu(language: InterfaceLanguage) throws {
        let harness = try SceneHarness(width: 390, height: 300, direction: language.layoutDirection)
        var environment = harness.owner.environment
        environment.locale = language.locale
        harness.owner.environment = environment
        let field = TextField(text: "abc def", pasteboard: Pasteboard())
        harness.place(field, at: Rect(x: 16, y: 120, width: 358, height: 34))
        field.overlayContainer = harness.root
        field.beginEditing()
        field.editor.selectWord(at: 1)
        field.presentEditMenu()
        #expect(field.editMenu.commands.contains(.cut))
        let expected = field.editMenu.commands.map { $0.title(in: language) }
        #expect(field.editMenu.shownTitles == expected)
        if language == .japanese { #expect(expected.contains("カット") && expected.contains("コピー")) }
    }

    @Test("A search bar's default placeholder and Cancel follow the language; an app's own words stay")
    func searchBar() throws {
        let harness = try SceneHarness(width: 390, height: 300)
        var environment = harness.owner.environment
        environment.locale = .japanese
        harness.owner.environment = environment
        let plain = SearchBar(pasteboard: Pasteboard())
        let named = SearchBar(placeholder: "Find a room", pasteboard: Pasteboard())
        named.cancelButton.title = "Close"
        harness.place(plain, at: Rect(x: 0, y: 0, width: 390, height: 56))
        harness.place(named, at: Rect(x: 0, y: 100, width: 390, height: 56))
        #expect(plain.searchField.placeholder == "検索" && plain.cancelButton.title == "キャンセル")
        #expect(named.searchField.placeholder == "Find a room" && named.cancelButton.title == "Close")
        environment.locale = .arabic
        harness.owner.environment = environment
        #expect(plain.searchField.placeholder == "بحث" && plain.cancelButton.title == "إلغاء")
    }
}
