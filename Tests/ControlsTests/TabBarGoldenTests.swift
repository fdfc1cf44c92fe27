import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Tab bars light and dark, LTR and RTL, 2×: seven tabs (four and More) with badges on the
/// first tab's list; More selected, showing its list with a badge; and the Configure screen.
@MainActor
@Suite("Tab bar goldens")
struct TabBarGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let panel = Size(width: 390, height: 300)

    static let hebrew: [Tab.SystemItem: String] = [
        .favorites: "מועדפים", .recents: "אחרונים", .contacts: "אנשי קשר", .downloads: "הורדות",
        .history: "היסטוריה", .bookmarks: "סימניות", .search: "חיפוש",
    ]

    func controller(rtl: Bool) -> TabBarController {
        let items: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads, .history, .bookmarks, .search]
        let tabs = items.map { item -> Tab in
            let title = rtl ? Self.hebrew[item] ?? item.title : item.title
            return Tab(system: item, title: title, root: NavigationFixtures.listPage(title, rows: 8))
        }
        tabs[1].badgeValue = "3"
        tabs[3].badgeValue = "12"
        tabs[4].badgeValue = "1"
        let controller = TabBarController(tabs: tabs)
        if rtl {
            controller.moreTitle = "עוד"
            controller.configureTexts = ("עריכה", "התאמה", "סיום")
        }
        return controller
    }

    func render(rtl: Bool, dark: Bool) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemGray5))
        let plain = controller(rtl: rtl), more = controller(rtl: rtl), configure = controller(rtl: rtl)
        for (i, c) in [plain, more, configure].enumerated() {
            root.addChild(c)
            c.frame = Rect(x: 0, y: Double(i) * (Self.panel.height + 8), width: Self.panel.width, height: Self.panel.height)
        }
        let size = Size(width: Self.panel.width, height: 3 * Self.panel.height + 16)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * 2), height: Int(size.height * 2)),
                               scale: 2, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        more.selectMore()
        configure.presentConfigure()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        #expect(more.isMoreSelected && configure.configureView != nil)
        return bitmap
    }

    @Test("Tab bars, light, left to right") func lightLTR() throws {
        try expectGolden(try render(rtl: false, dark: false), "TabBar/tabs-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Tab bars, dark, left to right") func darkLTR() throws {
        try expectGolden(try render(rtl: false, dark: true), "TabBar/tabs-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Tab bars, light, right to left") func lightRTL() throws {
        try expectGolden(try render(rtl: true, dark: false), "TabBar/tabs-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Tab bars, dark, right to left") func darkRTL() throws {
        try expectGolden(try render(rtl: true, dark: true), "TabBar/tabs-dark-rtl@2x", tolerance: tolerance)
    }
}
