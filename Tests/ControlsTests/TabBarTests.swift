import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Tab bar")
struct TabBarTests {
    static let systemTabs: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads, .history, .bookmarks, .search]

    func tabs(_ count: Int) -> [Tab] {
        Self.systemTabs.prefix(count).map { Tab(system: $0, root: NavigationFixtures.listPage($0.title)) }
    }

    func scene(_ tabs: [Tab], direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, TabBarController) {
        let f = try SceneHarness(width: 390, height: 700, direction: direction)
        let controller = TabBarController(tabs: tabs)
        f.place(controller, at: Rect(x: 0, y: 0, width: 390, height: 700))
        f.settleAnimations()
        return (f, controller)
    }

    func centre(_ node: Node) -> Point { node.convert(node.bounds.center, to: nil) }

    @Test("Five tabs or fewer are all shown, at equal widths, 49 pt tall; the first is selected in the tint")
    func fiveTabs() throws {
        let (_, controller) = try scene(tabs(5))
        let buttons = controller.tabBar.buttons
        #expect(buttons.count == 5)
        #expect(!controller.showsMore)
        #expect(Set(buttons.map(\.frame.width)).count == 1)
        #expect(buttons[0].frame.width == 78)
        #expect(controller.tabBar.frame.height == ControlMetrics.tabBarHeight)
        #expect(buttons[0].isSelected && buttons[0].symbolNode.color == .tint)
        #expect(buttons[1].symbolNode.color == .system(.systemGray))
    }

    @Test("More than five tabs give four and More, whose list holds the rest")
    func moreTab() throws {
        let (f, controller) = try scene(tabs(7))
        #expect(controller.tabBar.buttons.count == 5)
        #expect(controller.barTabs.map(\.title) == ["Favorites", "Recents", "Contacts", "Downloads"])
        let more = try #require(controller.moreTabButton)
        #expect(controller.tabBar.buttons.last === more)
        let p = centre(more)
        try f.play("tap \(p.x),\(p.y)")
        #expect(controller.isMoreSelected && more.isSelected)
        let list = try #require(controller.moreStack?.topPage as? MoreListPage)
        #expect(list.rows.map { $0.tab?.title } == ["History", "Bookmarks", "Search"])
        // Choosing a row shows that tab's own stack, with a back button to the list.
        let row = centre(list.rows[1])
        try f.play("tap \(row.x),\(row.y)")
        let shown = try #require(controller.shownStack)
        #expect(shown.topPage.navigationItem.title == "Bookmarks")
        #expect(controller.moreShownTab?.title == "Bookmarks")
        #expect(shown.navigationBar.backButtonShownTitle == "More")
        let back = centre(try #require(shown.navigationBar.backButton))
        try f.play("tap \(back.x),\(back.y)")
        #expect(controller.shownStack === controller.moreStack)
        #expect(controller.moreShownTab == nil)
    }

    @Test("A badge is a red oval with white text at the symbol's trailing top corner, mirrored in RTL")
    func badges() throws {
        let tabs = tabs(5)
        tabs[1].badgeValue = "3"
        tabs[2].badgeValue = "128"
        let (_, controller) = try scene(tabs)
        let one = try #require(controller.button(for: tabs[1])?.badge)
        let many = try #require(controller.button(for: tabs[2])?.badge)
        #expect(one.frame.width == one.frame.height, "one digit: a circle")
        #expect(many.frame.width > many.frame.height, "more digits: an oval")
        #expect(one.label.color == .fixed(.white))
        let icon = try #require(controller.button(for: tabs[1])?.symbolNode)
        #expect(one.frame.minX > icon.frame.midX && one.frame.minY < icon.frame.minY)
        tabs[1].badgeValue = nil
        #expect(controller.button(for: tabs[1])?.badge == nil)

        let rtlTabs = self.tabs(5)
        rtlTabs[1].badgeValue = "3"
        let (_, rtl) = try scene(rtlTabs, direction: .rightToLeft)
        let badge = try #require(rtl.button(for: rtlTabs[1])?.badge)
        let rtlIcon = try #require(rtl.button(for: rtlTabs[1])?.symbolNode)
        #expect(badge.frame.maxX < rtlIcon.frame.midX)
        #expect(rtl.tabBar.buttons[0].frame.maxX == 390, "the first tab is on the right")
    }

    @Test("Each tab keeps its own navigation stack; tapping the selected tab again goes back to its root")
    func stacksPerTab() throws {
        let tabs = tabs(3)
        let (f, controller) = try scene(tabs)
        tabs[0].stack?.push(NavigationFixtures.listPage("Detail"), animated: false)
        let second = centre(try #require(controller.button(for: tabs[1])))
        try f.play("tap \(second.x),\(second.y)")
        #expect(controller.selectedTab === tabs[1])
        #expect(controller.shownStack === tabs[1].stack)
        #expect(tabs[0].stack?.parent == nil)
        let first = centre(try #require(controller.button(for: tabs[0])))
        try f.play("tap \(first.x),\(first.y)")
        #expect(controller.shownStack === tabs[0].stack)
        #expect(tabs[0].stack?.topPage.navigationItem.title == "Detail", "the pushed page is still there")
        try f.play("tap \(first.x),\(first.y)")
        #expect(tabs[0].stack?.pages.count == 1)
    }

    @Test("Configure: dragging a tab from the grid onto a bar tab puts it in the bar; the replaced tab goes to More")
    func configureDragFromGrid() throws {
        let tabs = tabs(7)
        let (f, controller) = try scene(tabs)
        controller.selectMore()
        f.settleAnimations()
        let list = try #require(controller.moreStack?.topPage as? MoreListPage)
        let edit = centre(try #require(list.navigationItem.trailingItems.first))
        try f.play("tap \(edit.x),\(edit.y)")
        let configure = try #require(controller.configureView)
        #expect(configure.cells.map { $0.tab?.title } == tabs.map(\.title))
        let search = centre(try #require(configure.cells.first { $0.tab?.title == "Search" }))
        let recents = centre(try #require(controller.button(for: tabs[1])))
        try f.play("""
        down 1 \(search.x),\(search.y)
        wait 0.05
        move 1 \(search.x + 20),\(search.y + 30)
        wait 0.05
        move 1 \(recents.x),\(recents.y - 40)
        wait 0.05
        move 1 \(recents.x),\(recents.y)
        wait 0.05
        up 1
        """)
        #expect(controller.barTabs.map(\.title) == ["Favorites", "Search", "Contacts", "Downloads"])
        #expect(controller.moreTabs.map(\.title) == ["History", "Bookmarks", "Recents"])
        #expect(controller.draggedTab == nil)
        let done = centre(configure.doneItem)
        try f.play("tap \(done.x),\(done.y)")
        #expect(controller.configureView == nil)
        #expect(configure.parent == nil)
        #expect(list.rows.map { $0.tab?.title } == ["History", "Bookmarks", "Recents"])
    }

    @Test("Configure: dragging one bar tab onto another swaps them")
    func configureDragInBar() throws {
        let tabs = tabs(7)
        var saved: [String] = []
        let (f, controller) = try scene(tabs)
        controller.onTabOrderChange = { saved = $0.map(\.title) }
        controller.presentConfigure()
        f.settleAnimations()
        let favorites = centre(try #require(controller.button(for: tabs[0])))
        let downloads = centre(try #require(controller.button(for: tabs[3])))
        try f.play("drag \(favorites.x),\(favorites.y) \(downloads.x),\(downloads.y) duration=0.4")
        #expect(controller.barTabs.map(\.title) == ["Downloads", "Recents", "Contacts", "Favorites"])
        #expect(saved.prefix(4) == ["Downloads", "Recents", "Contacts", "Favorites"])
    }

    @Test("The HIG lint reports a toolbar shown with a tab bar, and a tab that performs an action")
    func lint() throws {
        let page = NavigationFixtures.listPage("Inbox")
        let toolbar = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Compose", symbol: "compose")])
        page.content.addChild(toolbar)
        let compose = Tab(title: "Compose", symbol: "compose") {}
        let controller = TabBarController(tabs: [Tab(title: "Inbox", symbol: "bookmarks", root: page), compose])
        let rules = HIGLint.check(controller).map(\.rule)
        #expect(rules.contains(.toolbarWithTabBar))
        #expect(rules.contains(.tabBarActionItem))
        let clean = TabBarController(tabs: tabs(3))
        #expect(HIGLint.check(clean).isEmpty)
        #expect(Tab(title: "Add", symbol: "add", root: NavigationFixtures.plainPage("Add")).isActionItem)
    }
}
