import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Navigation bars in every state, light and dark, LTR and RTL, 2×: a sheet of four 390 pt stacks
/// (a pushed page with its back title and an Edit item; a large title over a list; a prompt with
/// Cancel and Done; a back title too long for the bar, shown as “Back”), and one stack caught
/// half-way through a push; and a landscape phone screen (844 × 390 pt) with a tab bar, whose
/// navigation bar and tab bar are 32 pt, the tabs' symbols beside their titles (HIG §1.2,
/// §1.4, §3.3); and a large
/// title collapsing over a list below a search field (iOS 17/18: into the inline title on the
/// bar material with a hairline).
@MainActor
@Suite("Navigation bar goldens")
struct NavigationGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let width = 390.0
    static let cell = 150.0

    /// Texts in English or Hebrew.
    func t(_ en: String, _ he: String, rtl: Bool) -> String { rtl ? he : en }

    func sheet(rtl: Bool) -> (root: Node, stacks: [NavigationStack]) {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        var stacks: [NavigationStack] = []

        let settings = NavigationFixtures.listPage(t("Settings", "הגדרות", rtl: rtl))
        let standard = NavigationStack(root: settings)
        standard.navigationBar.appearance = .opaque
        let general = NavigationFixtures.listPage(t("General", "כללי", rtl: rtl))
        general.navigationItem.trailingItems = [BarButtonItem(system: .edit, title: t("Edit", "עריכה", rtl: rtl))]
        standard.push(general, animated: false)
        stacks.append(standard)

        let contacts = NavigationFixtures.listPage(t("Contacts", "אנשי קשר", rtl: rtl), rows: 20)
        contacts.navigationItem.trailingItems = [BarButtonItem(system: .add)]
        let large = NavigationStack(root: contacts)
        large.prefersLargeTitles = true
        stacks.append(large)

        let photos = NavigationFixtures.plainPage(t("Photos", "תמונות", rtl: rtl))
        photos.navigationItem.prompt = t("Choose a photo to share", "בחרו תמונה לשיתוף", rtl: rtl)
        photos.navigationItem.leadingItems = [BarButtonItem(system: .cancel, title: t("Cancel", "ביטול", rtl: rtl))]
        photos.navigationItem.trailingItems = [BarButtonItem(system: .done, title: t("Done", "סיום", rtl: rtl))]
        let prompt = NavigationStack(root: photos)
        prompt.navigationBar.appearance = .opaque
        stacks.append(prompt)

        let privacy = NavigationFixtures.plainPage(t("Privacy and Security Settings", "הגדרות פרטיות ואבטחה של המכשיר", rtl: rtl))
        let fallback = NavigationStack(root: privacy)
        fallback.navigationBar.appearance = .opaque
        fallback.push(NavigationFixtures.plainPage(t("Location Services", "שירותי מיקום", rtl: rtl)), animated: false)
        stacks.append(fallback)

        for (i, stack) in stacks.enumerated() {
            root.addChild(stack)
            stack.frame = Rect(x: 0, y: Double(i) * (Self.cell + 8), width: Self.width, height: Self.cell)
        }
        return (root, stacks)
    }

    func owner(_ root: Node, size: Size, rtl: Bool, dark: Bool) throws -> SceneOwner {
        SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * 2), height: Int(size.height * 2)), scale: 2,
                   environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
    }

    func renderSheet(rtl: Bool, dark: Bool) throws -> Bitmap {
        let (root, stacks) = sheet(rtl: rtl)
        let owner = try owner(root, size: Size(width: Self.width, height: 4 * Self.cell + 24), rtl: rtl, dark: dark)
        owner.layoutIfNeeded()
        // The large-title list scrolled a little: the title is part-way collapsed.
        if let scroll = stacks[1].topPage.scrollView { scroll.contentOffset.y = scroll.minimumContentOffset.y + 10 }
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    /// A stack half-way (0.175 s of 0.35 s) through pushing “Wi-Fi” over “Settings”.
    func renderMidPush(rtl: Bool, dark: Bool) throws -> Bitmap {
        let stack = NavigationStack(root: NavigationFixtures.listPage(t("Settings", "הגדרות", rtl: rtl)))
        stack.navigationBar.appearance = .opaque
        let size = Size(width: Self.width, height: 240)
        let scene = try SceneHarness(width: size.width, height: size.height,
                                     environment: try NavigationFixtures.environment(rtl: rtl, dark: dark), scale: 2)
        scene.place(stack, at: Rect(origin: .zero, size: size))
        scene.settle()
        let wifi = NavigationFixtures.listPage("Wi-Fi")
        wifi.navigationItem.trailingItems = [BarButtonItem(system: .edit, title: t("Edit", "עריכה", rtl: rtl))]
        stack.push(wifi)
        scene.frame()   // starts at this frame
        for _ in 0..<10 { scene.frame() }
        #expect(stack.isTransitioning)
        let shown = Bitmap(size: scene.bitmap.size)
        scene.bitmap.copy(scene.bitmap.bounds, into: shown)
        return shown
    }

    /// A landscape phone screen: five tabs (two badged), the Contacts tab's stack with a pushed
    /// page (back title, Edit, a large title asked for and not shown).
    func renderLandscape(rtl: Bool, dark: Bool) throws -> Bitmap {
        let size = Size(width: 844, height: 390)
        let items: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads, .history]
        let tabs = items.map { item -> Tab in
            let title = rtl ? TabBarGoldenTests.hebrew[item] ?? item.title : item.title
            return Tab(system: item, title: title, root: NavigationFixtures.listPage(title, rows: 8))
        }
        tabs[1].badgeValue = "3"
        tabs[3].badgeValue = "12"
        let controller = TabBarController(tabs: tabs)
        let root = Node()
        root.addChild(controller)
        controller.frame = Rect(origin: .zero, size: size)
        let owner = try owner(root, size: size, rtl: rtl, dark: dark)
        controller.select(tabs[2])
        let stack = try #require(tabs[2].stack)
        stack.prefersLargeTitles = true
        let card = NavigationFixtures.listPage(t("Card", "כרטיס", rtl: rtl), rows: 8)
        card.navigationItem.trailingItems = [BarButtonItem(system: .edit, title: t("Edit", "עריכה", rtl: rtl))]
        stack.push(card, animated: false)
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        // HIG §3.3: the navigation bar is thinner in landscape and its title never large; §1.4
        // (iOS 11 and later): the tab bar is compact too, each symbol beside its title.
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarCompactHeight)
        #expect(controller.tabBar.frame.height == ControlMetrics.tabBarCompactHeight)
        #expect(controller.tabBar.frame.maxY == size.height)
        return bitmap
    }

    /// Three stacks with large titles whose page is a search field above a list (the list is the
    /// page's scroll view though not its content): at the top (the large title, the bar clear),
    /// scrolled 26 pt (half collapsed: title, field and list gone up together) and 150 pt (the
    /// inline title on the material with its hairline, the field pinned below, rows scrolled).
    func renderCollapse(rtl: Bool, dark: Bool) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        let height = 260.0
        var lists: [ScrollView] = []
        for i in 0..<3 {
            let filter = SearchBar(placeholder: t("Search", "חיפוש", rtl: rtl))
            let list = ScrollView(content: NavigationFixtures.rows(t("Contact", "איש קשר", rtl: rtl), count: 12))
            let column = VStackNode(spacing: 0, alignment: .fill)
            column.addChild(filter)
            column.addChild(list)
            let page = NavigationPage(title: t("Contacts", "אנשי קשר", rtl: rtl), content: column)
            page.background = .color(.system(.systemGroupedBackground))
            page.navigationItem.trailingItems = [BarButtonItem(system: .add)]
            let stack = NavigationStack(root: page)
            stack.prefersLargeTitles = true
            root.addChild(stack)
            stack.frame = Rect(x: 0, y: Double(i) * (height + 8), width: Self.width, height: height)
            lists.append(list)
        }
        let owner = try owner(root, size: Size(width: Self.width, height: 3 * height + 16), rtl: rtl, dark: dark)
        owner.layoutIfNeeded()
        for (list, scrolled) in zip(lists, [0.0, 26, 150]) { list.contentOffset.y = list.minimumContentOffset.y + scrolled }
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Large title collapsing over a filtered list, light, left to right") func collapseLightLTR() throws {
        try expectGolden(try renderCollapse(rtl: false, dark: false), "Navigation/collapse-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Large title collapsing over a filtered list, dark, left to right") func collapseDarkLTR() throws {
        try expectGolden(try renderCollapse(rtl: false, dark: true), "Navigation/collapse-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Large title collapsing over a filtered list, light, right to left") func collapseLightRTL() throws {
        try expectGolden(try renderCollapse(rtl: true, dark: false), "Navigation/collapse-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Large title collapsing over a filtered list, dark, right to left") func collapseDarkRTL() throws {
        try expectGolden(try renderCollapse(rtl: true, dark: true), "Navigation/collapse-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Landscape navigation bar and tab bar, light, left to right") func landscapeLightLTR() throws {
        try expectGolden(try renderLandscape(rtl: false, dark: false), "Navigation/landscape-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Landscape navigation bar and tab bar, dark, left to right") func landscapeDarkLTR() throws {
        try expectGolden(try renderLandscape(rtl: false, dark: true), "Navigation/landscape-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Landscape navigation bar and tab bar, light, right to left") func landscapeLightRTL() throws {
        try expectGolden(try renderLandscape(rtl: true, dark: false), "Navigation/landscape-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Landscape navigation bar and tab bar, dark, right to left") func landscapeDarkRTL() throws {
        try expectGolden(try renderLandscape(rtl: true, dark: true), "Navigation/landscape-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Navigation bars, light, left to right") func barsLightLTR() throws {
        try expectGolden(try renderSheet(rtl: false, dark: false), "Navigation/bars-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Navigation bars, dark, left to right") func barsDarkLTR() throws {
        try expectGolden(try renderSheet(rtl: false, dark: true), "Navigation/bars-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Navigation bars, light, right to left") func barsLightRTL() throws {
        try expectGolden(try renderSheet(rtl: true, dark: false), "Navigation/bars-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Navigation bars, dark, right to left") func barsDarkRTL() throws {
        try expectGolden(try renderSheet(rtl: true, dark: true), "Navigation/bars-dark-rtl@2x", tolerance: tolerance)
    }
    @Test("Mid-push, light, left to right") func pushLightLTR() throws {
        try expectGolden(try renderMidPush(rtl: false, dark: false), "Navigation/mid-push-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Mid-push, dark, left to right") func pushDarkLTR() throws {
        try expectGolden(try renderMidPush(rtl: false, dark: true), "Navigation/mid-push-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Mid-push, light, right to left") func pushLightRTL() throws {
        try expectGolden(try renderMidPush(rtl: true, dark: false), "Navigation/mid-push-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Mid-push, dark, right to left") func pushDarkRTL() throws {
        try expectGolden(try renderMidPush(rtl: true, dark: true), "Navigation/mid-push-dark-rtl@2x", tolerance: tolerance)
    }
}
