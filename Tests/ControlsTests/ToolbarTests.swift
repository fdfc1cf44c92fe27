import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Toolbar and menu")
struct ToolbarTests {
    func bar(width: Double, items: [Node], direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, Toolbar) {
        let f = try SceneHarness(width: width, height: 300, direction: direction)
        let toolbar = Toolbar(placement: .bottom, items: items)
        f.place(toolbar, at: Rect(x: 0, y: 300 - 49, width: width, height: 49))
        return (f, toolbar)
    }

    func centre(_ node: Node) -> Point { node.convert(node.bounds.center, to: nil) }

    @Test("A two-state item shows its state by colour and label, and a tap flips both")
    func twoState() throws {
        let online = ToolbarItem.twoState(onTitle: "Online", offTitle: "Offline", symbol: "refresh", isOn: true)
        let counter = Counter()
        online.addAction { _ in counter.count += 1 }
        let (f, _) = try bar(width: 390, items: [online, ToolbarSpace.flexible()])
        #expect(online.title == "Online")
        #expect(online.titleNode?.text == "Online")
        #expect(online.contentColor == .tint)
        let p = centre(online)
        try f.play("tap \(p.x),\(p.y)")
        #expect(!online.isOn)
        #expect(online.titleNode?.text == "Offline")
        #expect(online.contentColor == .system(.systemGray))
        #expect(online.symbolNode?.color == .system(.systemGray))
        #expect(counter.count == 1)
        try f.play("tap \(p.x),\(p.y)")
        #expect(online.isOn && online.titleNode?.text == "Online")
    }

    @Test("Items that do not fit go into the overflow menu; choosing a row runs the item and closes the menu")
    func overflow() throws {
        let names = ["trash", "organize", "reply", "share", "compose", "bookmarks", "search", "camera"]
        let items = names.map { ToolbarItem(title: "T-" + $0, symbol: $0) }
        var fired: [String] = []
        for item in items { item.addAction { item in fired.append(item.title) } }
        let (f, toolbar) = try bar(width: 260, items: items)
        let shown = items.filter { !$0.isHidden }
        #expect(!toolbar.overflowItem.isHidden)
        #expect(shown.count + toolbar.overflowItems.count == items.count)
        #expect(toolbar.overflowItems.map(\.title) == Array(names.map { "T-" + $0 }.suffix(toolbar.overflowItems.count)))
        #expect(shown.count >= 3)
        // Everything shown fits inside the bar.
        for node in shown + [toolbar.overflowItem] as [ToolbarItem] {
            #expect(node.frame.minX >= 0 && node.frame.maxX <= 260)
        }
        #expect(toolbar.overflowItem.frame.maxX > shown.map { $0.frame.maxX }.max() ?? 0, "More is at the trailing end")

        let more = centre(toolbar.overflowItem)
        try f.play("tap \(more.x),\(more.y)")
        let menu = try #require(toolbar.overflowMenu)
        #expect(menu.isPresented)
        #expect(menu.rows.map { $0.item.title } == toolbar.overflowItems.map { $0.title })
        #expect(menu.panel.frame.maxY <= toolbar.frame.minY, "the menu opens above a bottom bar")
        let target = menu.rows[1]
        let p = centre(target)
        try f.play("tap \(p.x),\(p.y)")
        #expect(fired == [toolbar.overflowItems[1].title])
        #expect(!menu.isPresented)
        #expect(toolbar.overflowMenu == nil)

        // A tap outside the panel closes the menu without running anything.
        try f.play("tap \(more.x),\(more.y)")
        #expect(toolbar.overflowMenu != nil)
        try f.play("tap 20,20")
        #expect(toolbar.overflowMenu == nil)
        #expect(fired.count == 1)
    }

    @Test("Pressing one menu row and sliding onto the next chooses nothing")
    func menuSlideOff() throws {
        let f = try SceneHarness(width: 400, height: 300)
        var chosen: [String] = []
        let menu = Menu(["A", "B", "C"].map { title in MenuItem(title: title) { chosen.append(title) } })
        menu.present(in: f.root, anchorRect: Rect(x: 300, y: 250, width: 44, height: 44))
        f.owner.layoutIfNeeded()
        let a = centre(menu.rows[0]), b = centre(menu.rows[1])
        try f.play("drag \(a.x),\(a.y) \(b.x),\(b.y) duration=0.3")
        #expect(chosen.isEmpty)
        #expect(!menu.rows[0].isHighlighted)
        try f.play("tap \(b.x),\(b.y)")
        #expect(chosen == ["B"])
    }

    @Test("A wide bar shows everything and no More item; flexible spaces share the free width")
    func flexibleSpaces() throws {
        let a = ToolbarItem(title: "Edit"), b = ToolbarItem(title: "Share", symbol: "share"), c = ToolbarItem(title: "Done")
        let (_, toolbar) = try bar(width: 390, items: [a, ToolbarSpace.flexible(), b, ToolbarSpace.flexible(), c])
        #expect(toolbar.overflowItem.isHidden)
        #expect(toolbar.overflowItems.isEmpty)
        #expect(abs(b.frame.midX - (a.frame.maxX + c.frame.minX) / 2) < 0.5, "centred between two equal flexible spaces")
        #expect(a.frame.minX < b.frame.minX && b.frame.maxX < c.frame.minX)
        #expect(c.frame.maxX <= 390 - 8 + 0.001)
    }

    @Test("Spread evenly (HIG §1.3): equal gaps, the first and last items at the bar's margins")
    func evenSpacing() throws {
        let items = ["trash", "reply", "share", "compose"].map { ToolbarItem(title: $0, symbol: $0) }
        let (f, toolbar) = try bar(width: 390, items: items)
        #expect(items[3].frame.maxX < 300, "packed at the leading end by default")
        toolbar.spacesItemsEvenly = true
        f.owner.layoutIfNeeded()
        let gaps = (1..<4).map { items[$0].frame.minX - items[$0 - 1].frame.maxX }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.001 } && gaps[0] > 20, "\(gaps) \(items.map(\.frame))")
        #expect(abs(items[0].frame.minX - 8) < 0.001 && abs(items[3].frame.maxX - 382) < 0.001)
    }

    @Test("Right to left: the first item is at the right and More at the left")
    func rightToLeft() throws {
        let items = (0..<8).map { ToolbarItem(title: "Item \($0)", symbol: "star") }
        let (_, toolbar) = try bar(width: 260, items: items, direction: .rightToLeft)
        #expect(items[0].frame.maxX > items[1].frame.maxX)
        #expect(toolbar.overflowItem.frame.minX < items.filter { !$0.isHidden }.map(\.frame.minX).min() ?? 0)
    }

    @Test("Groups overflow whole; symbols are 24 pt and never above 28 pt")
    func groupsAndIcons() throws {
        let group = ToolbarItemGroup([ToolbarItem(title: "Rewind", symbol: "rewind"), ToolbarItem(title: "Play", symbol: "play"),
                                      ToolbarItem(title: "Fast Forward", symbol: "fast.forward")])
        let first = ToolbarItem(title: "Search", symbol: "search")
        let (_, toolbar) = try bar(width: 160, items: [first, group])
        #expect(group.isHidden)
        #expect(toolbar.overflowItems.map(\.title) == ["Rewind", "Play", "Fast Forward"])
        let icon = try #require(first.symbolNode)
        #expect(icon.frame.width == ControlMetrics.toolbarIconSize)
        first.iconSize = 40
        #expect(first.iconSize == ControlMetrics.toolbarIconMaximumSize)
    }

    @Test("Automatic appearance: material while the scroll view has content beneath, opaque at the end")
    func automaticMaterial() throws {
        let content = VStackNode()
        for i in 0..<20 { content.addChild(TextNode("Row \(i)")) }
        let scroll = ScrollView(content: content)
        let f = try SceneHarness(width: 300, height: 300)
        f.place(scroll, at: Rect(x: 0, y: 0, width: 300, height: 300))
        let toolbar = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Edit")])
        toolbar.scrollView = scroll
        f.place(toolbar, at: Rect(x: 0, y: 251, width: 300, height: 49))
        #expect(toolbar.isContentBeneath)
        scroll.contentOffset = scroll.maximumContentOffset
        #expect(!toolbar.isContentBeneath)
        toolbar.appearance = .translucent
        #expect(toolbar.isContentBeneath)
    }

    @Test("A finger scrolls the content beneath a top toolbar: the bar turns to the material; dragged back, opaque again")
    func fingerScrollsBeneathTopBar() throws {
        let content = VStackNode()
        for i in 0..<30 { content.addChild(TextNode("Row \(i)")) }
        let scroll = ScrollView(content: content)
        scroll.contentInset.top = 44
        let f = try SceneHarness(width: 300, height: 300)
        f.place(scroll, at: Rect(x: 0, y: 0, width: 300, height: 300))
        let toolbar = Toolbar(placement: .top, items: [ToolbarItem(title: "Edit")])
        toolbar.scrollView = scroll
        f.place(toolbar, at: Rect(x: 0, y: 0, width: 300, height: 44))
        f.settleAnimations()
        #expect(scroll.contentOffset.y == -44 && !toolbar.isContentBeneath, "at the top, nothing beneath the bar")
        try f.playInFrames("drag 150,250 150,150 duration=0.4", framesAfter: 0)
        #expect(scroll.contentOffset.y > 40, "the content followed the finger up")
        #expect(toolbar.isContentBeneath)
        f.settleAnimations()
        try f.play("drag 150,100 150,290 duration=0.3")
        #expect(scroll.contentOffset.y == -44 && !toolbar.isContentBeneath, "dragged back to the top, bounced, opaque")
    }

    @Test("The lint counts toolbar text items")
    func lint() {
        let bar = Toolbar(items: ["A", "B", "C", "D"].map { ToolbarItem(title: $0) })
        #expect(HIGLint.check(bar).map(\.rule) == [.toolbarTextItems])
        let ok = Toolbar(items: ["Reply", "Share", "Trash", "Compose"].map { ToolbarItem(title: $0, symbol: $0.lowercased()) })
        #expect(HIGLint.check(ok).isEmpty)
    }
}
