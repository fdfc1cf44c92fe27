import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery navigation screen: several choices")
struct GalleryRepeatTests {
    /// The navigation screen scrolled so that the Repeat phone is in view.
    func fixture(_ language: GalleryLanguage = .english) throws -> (GalleryFixture, GalleryRepeatPhone) {
        try GalleryFixture.navigationPhone("phone several choices", as: GalleryRepeatPhone.self, language: language)
    }

    @Test("The Repeat list starts with the weekdays checked; taps check and uncheck days with a trailing checkmark, and the app hears each")
    func checkDays() throws {
        let (f, phone) = try fixture()
        let table = phone.table
        #expect(table.allowsMultipleSelection && !table.isEditing)
        #expect(table.indexPathsForSelectedRows.map(\.row) == [1, 2, 3, 4, 5], "Monday to Friday")
        try f.tap(row: 0, of: table)
        try f.tap(row: 3, of: table)
        #expect(table.indexPathsForSelectedRows.map(\.row) == [0, 1, 2, 4, 5])
        #expect(f.app.events.contains("repeat sunday on") && f.app.events.contains("repeat wednesday off"))
        let sunday = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        let wednesday = try #require(table.cellForRow(at: TableIndexPath(row: 3, section: 0)))
        #expect(!sunday.selectionCheckmark.isHidden && wednesday.selectionCheckmark.isHidden)
        #expect(sunday.textLabel.text == "Every Sunday")
        #expect(HIGLint.check(f.app.root).isEmpty)
    }

    @Test("In right-to-left languages the checkmarks sit at the left end; every string is translated")
    func rightToLeft() throws {
        let (_, phone) = try fixture(.hebrew)
        let monday = try #require(phone.table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        #expect(!monday.selectionCheckmark.isHidden)
        #expect(monday.selectionCheckmark.frame.midX < monday.bounds.width / 4, "at the trailing (left) end")
        #expect(monday.textLabel.text == "כל יום שני")
        for language in GalleryLanguage.allCases where language != .english {
            for key in GalleryRepeatText.allCases {
                #expect(key.localized(language) != key.localized(.english), "\(key) is not translated into \(language)")
            }
        }
    }
}
