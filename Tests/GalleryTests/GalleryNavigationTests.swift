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
        f.app.owner.renderUntilIdle(into: f.frame, clock: VirtualClock())
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
        let done = try #require(editing.controller.shownStack?.topPage.navigationItem.trailingItems.first)
        #expect(done.title == "סיום" && done.style == .done)
        try f.play("tap \(f.centre(of: done))")
        #expect(!editing.contactsTable.isEditing)
        #expect(done.title == "עריכה")
    }
}
