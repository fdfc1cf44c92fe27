import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The Large Content Viewer on a tab bar: at the accessibility text sizes a tab touched and held
/// shows large in the middle of the screen, follows the finger to other tabs, and lifting selects
/// the tab under it; at the other sizes nothing shows and the tabs work as always.
@MainActor
@Suite("Large Content Viewer")
struct LargeContentViewerTests {
    func scene(_ size: TextSize, direction: LayoutDirection = .leftToRight, scheme: ColorScheme = .light) throws
        -> (SceneHarness, TabBarController)
    {
        let f = try SceneHarness(width: 390, height: 700, direction: direction, scheme: scheme)
        f.owner.environment.textSize = size
        let tabs: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads]
        let controller = TabBarController(tabs: tabs.map { Tab(system: $0, root: NavigationFixtures.listPage($0.title)) })
        f.place(controller, at: Rect(x: 0, y: 0, width: 390, height: 700))
        f.settleAnimations()
        return (f, controller)
    }

    func spot(_ node: Node) -> String {
        let p = node.convert(node.bounds.center, to: nil)
        return "\(Int(p.x)),\(Int(p.y))"
    }

    @Test("At Accessibility Large a held tab shows large, the HUD follows the finger, lifting selects the tab under it")
    func holdShowsAndLiftSelects() throws {
        let (f, controller) = try scene(.accessibilityLarge)
        let buttons = controller.tabBar.buttons
        let viewer = try #require(controller.tabBar.largeContentViewer?.viewer)
        try f.start("down 1 \(spot(buttons[1]))\nwait 0.7\nmove 1 \(spot(buttons[2]))\nwait 0.3\nup 1")
        f.run(seconds: 0.65)
        #expect(viewer.isPresented && viewer.title == "Recents")
        #expect(viewer.symbolNode.symbol == buttons[1].symbolNode.symbol)
        #expect(controller.selectedTab?.title == "Favorites", "holding selects nothing")
        let root = try #require(viewer.parent)
        #expect(viewer.frame.center == root.bounds.center, "in the middle of the screen")
        f.run(seconds: 0.2)
        #expect(viewer.title == "Contacts", "the finger slid onto Contacts")
        f.run(seconds: 0.5)
        #expect(!f.isPlayingScript && !viewer.isPresented)
        #expect(controller.selectedTab?.title == "Contacts", "lifting selected the tab under the finger")
    }

    @Test("At Accessibility Large a quick tap still selects at once; at the default size a held tab shows nothing and selects on lift")
    func otherwiseUnchanged() throws {
        let (f, controller) = try scene(.accessibilityLarge)
        try f.play("tap \(spot(controller.tabBar.buttons[3]))")
        #expect(controller.selectedTab?.title == "Downloads")
        #expect(controller.tabBar.largeContentViewer?.viewer.isPresented == false)
        let (g, plain) = try scene(.large)
        let viewer = try #require(plain.tabBar.largeContentViewer?.viewer)
        try g.start("down 1 \(spot(plain.tabBar.buttons[2]))\nwait 0.8\nup 1")
        g.run(seconds: 0.7)
        #expect(!viewer.isPresented)
        g.run(seconds: 0.5)
        #expect(plain.selectedTab?.title == "Contacts")
    }

    @Test("The HUD over a held tab, light, and dark right to left", arguments: [(ColorScheme.light, LayoutDirection.leftToRight), (.dark, .rightToLeft)])
    func golden(scheme: ColorScheme, direction: LayoutDirection) throws {
        let (f, controller) = try scene(.accessibilityExtraLarge, direction: direction, scheme: scheme)
        try f.start("down 1 \(spot(controller.tabBar.buttons[1]))\nwait 1\nup 1")
        f.run(seconds: 0.7)
        f.settle()
        #expect(controller.tabBar.largeContentViewer?.viewer.isPresented == true)
        let name = scheme == .dark ? "LargeContentViewer/tab-dark-rtl" : "LargeContentViewer/tab-light"
        try expectGolden(f.bitmap, name, tolerance: .perChannel(2, maxDifferingPixels: 0))
        f.run(seconds: 0.5)
    }

    func toolbarScene(_ size: TextSize) throws -> (SceneHarness, Toolbar, [ToolbarItem], () -> [String]) {
        let f = try SceneHarness(width: 390, height: 300)
        f.owner.environment.textSize = size
        let items = [ToolbarItem(title: "Delete", symbol: "trash"), ToolbarItem(title: "Reply", symbol: "reply"),
                     ToolbarItem(title: "Compose", symbol: "compose")]
        var activated: [String] = []
        for item in items { item.addAction { _ in activated.append(item.title) } }
        let bar = Toolbar(placement: .bottom, items: [items[0], ToolbarSpace.flexible(), items[1],
                                                      ToolbarSpace.flexible(), items[2]])
        f.place(bar, at: Rect(x: 0, y: 251, width: 390, height: 49))
        f.settleAnimations()
        return (f, bar, items, { activated })
    }

    @Test("A toolbar item held at Accessibility Large shows large and follows the finger; lifting activates the item under it once")
    func toolbarHoldShowsAndLiftActivates() throws {
        let (f, bar, items, activated) = try toolbarScene(.accessibilityLarge)
        let viewer = try #require(bar.largeContentViewer?.viewer)
        try f.start("down 1 \(spot(items[0]))\nwait 0.7\nmove 1 \(spot(items[1]))\nwait 0.3\nup 1")
        f.run(seconds: 0.65)
        #expect(viewer.isPresented && viewer.title == "Delete")
        #expect(viewer.symbolNode.symbol == items[0].symbolNode?.symbol)
        #expect(activated().isEmpty, "holding activates nothing")
        f.run(seconds: 0.2)
        #expect(viewer.title == "Reply", "the finger slid onto Reply")
        f.run(seconds: 0.5)
        #expect(!f.isPlayingScript && !viewer.isPresented)
        #expect(activated() == ["Reply"], "lifting activated the item under the finger, once")
    }

    @Test("At the default size a held toolbar item shows nothing; a quick tap at Accessibility Large activates at once")
    func toolbarOtherwiseUnchanged() throws {
        let (f, bar, items, activated) = try toolbarScene(.large)
        try f.start("down 1 \(spot(items[2]))\nwait 0.8\nup 1")
        f.run(seconds: 0.7)
        #expect(bar.largeContentViewer?.viewer.isPresented == false)
        f.run(seconds: 0.5)
        #expect(activated() == ["Compose"])
        let (g, large, largeItems, largeActivated) = try toolbarScene(.accessibilityLarge)
        try g.play("tap \(spot(largeItems[1]))")
        #expect(largeActivated() == ["Reply"])
        #expect(large.largeContentViewer?.viewer.isPresented == false)
    }
}
