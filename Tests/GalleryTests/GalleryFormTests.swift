import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery form screen")
struct GalleryFormTests {
    @Test("Every form string is translated into Arabic, Hebrew and Japanese")
    func translations() {
        for language in GalleryLanguage.allCases where language != .english {
            for key in GalleryFormText.allCases {
                #expect(!key.localized(language).isEmpty)
                #expect(key.localized(language) != key.localized(.english), "\(key) in \(language)")
            }
        }
    }

    @Test("A tap on a field, then keys, types there; a tap on the next field moves the keys; Tab goes on to the PIN")
    func typingMovesWithFocus() throws {
        let fixture = try GalleryFixture(screen: .form)
        let name = try #require(fixture.node("form name") as? TextField)
        let email = try #require(fixture.node("form email") as? TextField)
        let pin = try #require(fixture.node("form pin") as? TextField)
        try fixture.play("tap \(try fixture.centre(of: "form email"))\nwait 0.5\nkey a\nkey shift+2\nkey b")
        #expect(email.isEditing && email.text == "a2b")
        try fixture.play("tap \(try fixture.centre(of: "form name"))\nwait 0.5\nkey End\nkey x")
        #expect(name.text == "Anna Svenssonx")
        #expect(!email.isEditing)
        try fixture.play("key Tab\nkey Tab\nkey BackSpace\nkey 9\nkey q")
        #expect(pin.isEditing)
        #expect(pin.accessibilityValue == "4 characters", "the PIN takes digits only, four at most")
        #expect(fixture.app.events.contains("form pin 3 characters"))
        #expect(!fixture.app.events.contains { $0.contains("246") }, "a secure field's text is never recorded")
    }

    @Test("The search bar filters the list live; the scope bar narrows it to staff", arguments: GalleryLanguage.allCases)
    func searchFilters(language: GalleryLanguage) throws {
        let fixture = try GalleryFixture(screen: .form, language: language)
        let bar = try #require(fixture.node("form search") as? SearchBar)
        let results = try #require(fixture.node("form search results"))
        #expect(results.children.count == 4)
        bar.text = GalleryFormText.carmen.localized(language)
        fixture.render()
        #expect(results.children.count == 1)
        bar.text = ""
        bar.selectedScopeButtonIndex = 2
        bar.text = ""
        fixture.render()
        #expect(results.children.count == 2, "Bo and Carmen are staff")
        #expect(bar.scopeBar.frame.minY > bar.searchField.frame.maxY, "below the field in the gallery's card")
    }

    @Test("The notes text view takes keys and records its length")
    func notes() throws {
        let fixture = try GalleryFixture(screen: .form)
        let notes = try #require(fixture.node("form notes") as? TextView)
        let before = notes.editor.characterCount
        try fixture.play("tap \(try fixture.centre(of: "form notes"))\nwait 0.5\nkey ctrl+End\nkey Return\nkey o\nkey k")
        #expect(notes.isEditing)
        #expect(notes.text.hasSuffix("\nok"))
        #expect(fixture.app.events.last == "form notes \(before + 3) characters")
    }
}
