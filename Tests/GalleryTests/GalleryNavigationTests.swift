import Scanout
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery navigation screen")
struct GalleryNavigationTests {
    @Test("The drill-down sample goes back with its Back button, keeps each tab's stack, and the scene goes idle")
    func drillDown() throws {
        let f = try GalleryFixture(screen: .navigation)
        let phone = try #require(f.node("phone drill-down") as? GalleryPhone)
        let settings = try #require(phone.controller.tabs.first?.stack)
        #expect(settings.pages.count == 2)
        #expect(settings.navigationBar.backButtonShownTitle == "Settings")
        let contactsButton = try #require(phone.controller.tabBar.buttons.dropFirst().first)
        try f.play("tap \(f.centre(of: contactsButton))")
        #expect(phone.controller.shownStack?.topPage.navigationItem.title == "Contacts")
        let settingsButton = try #require(phone.controller.tabBar.buttons.first)
        try f.play("tap \(f.centre(of: settingsButton))")
        #expect(settings.pages.count == 2, "the Settings tab kept its pushed page")
        let back = try #require(settings.navigationBar.backButton)
        try f.play("tap \(f.centre(of: back))")
        f.render()
        #expect(!f.app.owner.needsFrame, "nothing keeps asking for frames")
        #expect(settings.pages.count == 1)
        #expect(f.app.events.contains("general pushed"))
    }

    @Test("The contacts samples have a section index, and the edit-mode sample's Done ends edit mode")
    func contacts() throws {
        let f = try GalleryFixture(screen: .navigation, language: .hebrew)
        let list = try #require(f.node("phone contacts") as? GalleryPhone)
        #expect(list.contactsTable.sectionIndex.titles.first == "א")
        let editing = try #require(f.node("phone edit mode") as? GalleryPhone)
        #expect(editing.contactsTable.isEditing)
        // The screen's fifth phone moved the samples: bring this one into view before its Done.
        f.scrollIntoView(editing)
        let done = try #require(editing.controller.shownStack?.topPage.navigationItem.trailingItems.first)
        #expect(done.title == "סיום" && done.style == .done)
        try f.play("tap \(f.centre(of: done))")
        #expect(!editing.contactsTable.isEditing)
        #expect(done.title == "עריכה")
    }
}

@MainActor
@Suite("Gallery navigation screen: selecting several rows")
struct GallerySelectionTests {
    /// The navigation screen scrolled so that the multiple-selection phone is in view.
    func fixture(_ language: GalleryLanguage = .english) throws -> (GalleryFixture, GallerySelectionPhone) {
        try GalleryFixture.navigationPhone("phone multiple selection", as: GallerySelectionPhone.self, language: language)
    }

    @Test("Taps select documents, the red toolbar item deletes them (“Delete 3 Items”), Select All turns into Deselect All, Done hides the toolbar")
    func selectAndDelete() throws {
        let (f, phone) = try fixture()
        let table = phone.table
        #expect(table.isEditing && !phone.toolbar.isHidden)
        #expect(table.indexPathsForSelectedRows.map(\.row) == [1, 3], "the sample starts with two rows selected")
        #expect(phone.deleteItem.title == "Delete 2 Items" && phone.deleteItem.isEnabled)
        #expect(phone.deleteItem.environment.tintColor == .system(.systemRed), "the destructive item is red")
        try f.tap(row: 5, of: table)
        #expect(phone.deleteItem.title == "Delete 3 Items")
        try f.tap(row: 1, of: table)
        #expect(table.indexPathsForSelectedRows.map(\.row) == [3, 5])
        #expect(phone.deleteItem.title == "Delete 2 Items")
        try f.tap(row: 0, of: table)
        #expect(phone.deleteItem.title == "Delete 3 Items")
        let names = phone.documents.names
        try f.play("wait 0.5\ntap \(f.centre(of: phone.deleteItem))")
        #expect(phone.documents.names == names.enumerated().filter { ![0, 3, 5].contains($0.offset) }.map(\.element))
        #expect(table.numberOfRows(inSection: 0) == names.count - 3)
        #expect(table.indexPathsForSelectedRows.isEmpty)
        #expect(phone.deleteItem.title == "Delete" && !phone.deleteItem.isEnabled)
        #expect(f.app.events.contains("deleted 3 documents"))
        try f.play("wait 0.5\ntap \(f.centre(of: phone.deleteItem))")
        #expect(phone.documents.names.count == names.count - 3, "a disabled Delete deletes nothing")

        try f.play("wait 0.5\ntap \(f.centre(of: phone.selectAllItem))")
        #expect(table.indexPathsForSelectedRows.count == names.count - 3)
        #expect(phone.selectAllItem.title == "Deselect All" && phone.deleteItem.title == "Delete 9 Items")
        try f.play("wait 0.5\ntap \(f.centre(of: phone.selectAllItem))")
        #expect(table.indexPathsForSelectedRows.isEmpty && phone.selectAllItem.title == "Select All")

        try f.play("wait 0.5\ntap \(f.centre(of: phone.editItem))")
        #expect(!table.isEditing && phone.toolbar.isHidden)
        #expect(phone.editItem.title == "Edit")
        #expect(HIGLint.check(f.app.root).isEmpty)
    }

    @Test("The Delete item counts in each language's plural forms")
    func pluralForms() {
        let arabic = [1, 2, 3, 10, 11, 99, 100, 102, 103].map { GallerySelectionText.deleteItems($0, .arabic) }
        #expect(arabic == ["حذف عنصر واحد", "حذف عنصرين", "حذف ٣ عناصر", "حذف ١٠ عناصر", "حذف ١١ عنصرًا", "حذف ٩٩ عنصرًا",
                           "حذف ١٠٠ عنصر", "حذف ١٠٢ عنصر", "حذف ١٠٣ عناصر"])
        #expect(GallerySelectionText.deleteItems(1, .english) == "Delete 1 Item")
        #expect(GallerySelectionText.deleteItems(12, .english) == "Delete 12 Items")
        #expect(GallerySelectionText.deleteItems(1, .hebrew) == "מחיקת פריט אחד")
        #expect(GallerySelectionText.deleteItems(4, .hebrew) == "מחיקת 4 פריטים")
        #expect(GallerySelectionText.deleteItems(4, .japanese) == "4件を削除")
        for language in GalleryLanguage.allCases {
            #expect(GallerySelectionText.deleteItems(0, language) == GallerySelectionText.delete.localized(language))
            for key in GallerySelectionText.allCases where language != .english {
                #expect(key.localized(language) != key.localized(.english), "\(key) is not translated into \(language)")
            }
        }
    }

    @Test("The contacts sample's filter is its table's header view: typing filters the names; a finger scrolls it away with the rows, collapsing the title")
    func contactsFilter() throws {
        let f = try GalleryFixture(screen: .navigation)
        let phone = try #require(f.node("phone contacts") as? GalleryPhone)
        f.scrollIntoView(phone)
        let table = phone.contactsTable
        let filter = try #require(f.node("contacts filter") as? SearchBar)
        #expect(table.tableHeaderView === filter && filter.parent === table.content)
        let stack = try #require(phone.controller.shownStack)
        let full = ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleAreaHeight
        #expect(stack.navigationBar.frame.height == full)
        let filterTop = filter.convert(Point.zero, to: nil).y
        // A drag up the list, held, lifted without speed: 100 pt, and the filter went with it.
        let start = table.convert(Point(x: 120, y: 400), to: nil)
        try f.play("down 1 \(start.x),\(start.y)\nwait 0.02\nmove 1 \(start.x),\(start.y - 15)\nwait 0.02\n"
                   + "move 1 \(start.x),\(start.y - 115)\nwait 0.5\nup 1\nwait 1")
        f.render()
        #expect(table.contentOffset.y == table.minimumContentOffset.y + 100)
        #expect(filter.convert(Point.zero, to: nil).y == filterTop - 100)
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarHeight, "the large title collapsed")
        // Typing filters: “ann” keeps Hannah Lee alone.
        filter.text = "ann"
        f.render()
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 1)
        #expect(f.app.events.last == "contacts filtered ann")
        filter.text = ""
        f.render()
        #expect(table.numberOfRows(inSection: 0) == 3, "every name again: the A section")
    }
}
