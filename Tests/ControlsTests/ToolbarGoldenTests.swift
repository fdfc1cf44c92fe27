import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// One sheet of toolbars over a scrolling, colourful list: a top bar of text items (opaque, no
/// content beneath), a mid-screen bar of groups and fixed spaces, a bottom bar in the material
/// (content beneath it) with a two-state item on and off, and a narrow bar whose items overflow
/// into “More” with its menu open. Light and dark, LTR and RTL, 2× (and one at 1×).
@MainActor
@Suite("Toolbar goldens")
struct ToolbarGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func sheet(rtl: Bool) -> (root: Node, overflow: Toolbar) {
        let t: (String, String) -> String = { en, he in rtl ? he : en }
        let root = Node()
        root.background = .color(.systemBackground)
        // Content: coloured rows that pass under the bars.
        let content = VStackNode(alignment: .fill)
        let colours: [SystemColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                      .systemIndigo, .systemPurple, .systemPink, .systemBrown]
        for i in 0..<30 {
            let row = HStackNode(spacing: 12)
            row.padding = EdgeInsets(horizontal: 16)
            row.verticalSizing = .fixed(44)
            let swatch = Node()
            swatch.horizontalSizing = .fixed(28)
            swatch.verticalSizing = .fixed(28)
            swatch.cornerRadius = 6
            swatch.background = .color(.system(colours[i % colours.count]))
            row.addChild(swatch)
            row.addChild(TextNode(t("Message \(i + 1)", "הודעה \(i + 1)")))
            row.addChild(Spacer())
            content.addChild(row)
        }
        let scroll = ScrollView(content: content)
        scroll.name = "list"
        root.addChild(scroll)

        let top = Toolbar(placement: .top, items: [
            ToolbarItem(title: t("Today", "היום")), ToolbarSpace.flexible(),
            ToolbarItem(title: t("Calendars", "לוחות")), ToolbarSpace.flexible(),
            ToolbarItem(title: t("Inbox", "דואר")),
        ])
        top.appearance = .opaque
        root.addChild(top)

        let middle = Toolbar(placement: .top, items: [
            // Media transport keeps its left-to-right order in RTL.
            ToolbarItemGroup([ToolbarItem(title: "Rewind", symbol: "rewind"), ToolbarItem(title: "Play", symbol: "play"),
                              ToolbarItem(title: "Fast Forward", symbol: "fast.forward")], isPlaybackControls: true),
            ToolbarSpace.fixed(24),
            ToolbarItem(title: "Share", symbol: "share"),
            ToolbarSpace.flexible(),
            ToolbarItem.twoState(onTitle: t("Online", "מקוון"), offTitle: t("Offline", "לא מקוון"), symbol: "refresh", isOn: false),
        ])
        middle.scrollView = scroll
        root.addChild(middle)

        let overflow = Toolbar(placement: .bottom, items: [
            ToolbarItem(title: "Trash", symbol: "trash"), ToolbarItem(title: "Organize", symbol: "organize"),
            ToolbarItem(title: "Reply", symbol: "reply"), ToolbarItem(title: "Compose", symbol: "compose"),
            ToolbarItem(title: t("Bookmarks", "סימניות"), symbol: "bookmarks"),
            ToolbarItem(title: t("Search", "חיפוש"), symbol: "search"),
            ToolbarItem.twoState(onTitle: t("Online", "מקוון"), offTitle: t("Offline", "לא מקוון"), isOn: true),
        ])
        overflow.scrollView = scroll   // content continues beneath: the material
        root.addChild(overflow)
        return (root, overflow)
    }

    func render(rtl: Bool, scheme: ColorScheme, scale: Double = 2) throws -> Bitmap {
        let (root, overflow) = sheet(rtl: rtl)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let size = Size(width: 320, height: 480)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * scale), height: Int(size.height * scale)),
                               scale: scale, environment: env)
        let scroll = root.children[0], top = root.children[1], middle = root.children[2]
        scroll.frame = Rect(origin: .zero, size: size)
        top.frame = Rect(x: 0, y: 0, width: size.width, height: 44)
        middle.frame = Rect(x: 0, y: 200, width: size.width, height: 44)
        overflow.frame = Rect(x: 0, y: size.height - 49, width: size.width, height: 49)
        owner.layoutIfNeeded()
        (scroll as? ScrollView)?.contentOffset = Point(x: 0, y: 22)
        #expect(!overflow.overflowItems.isEmpty)
        overflow.showOverflowMenu()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Toolbars, light, left to right, 2×")
    func lightLTR() throws { try expectGolden(try render(rtl: false, scheme: .light), "Toolbar/toolbar-light-ltr@2x", tolerance: tolerance) }

    @Test("Toolbars, dark, left to right, 2×")
    func darkLTR() throws { try expectGolden(try render(rtl: false, scheme: .dark), "Toolbar/toolbar-dark-ltr@2x", tolerance: tolerance) }

    @Test("Toolbars, light, right to left, 2×")
    func lightRTL() throws { try expectGolden(try render(rtl: true, scheme: .light), "Toolbar/toolbar-light-rtl@2x", tolerance: tolerance) }

    @Test("Toolbars, dark, right to left, 2×")
    func darkRTL() throws { try expectGolden(try render(rtl: true, scheme: .dark), "Toolbar/toolbar-dark-rtl@2x", tolerance: tolerance) }

    @Test("Toolbars, light, left to right, 1×")
    func lightLTR1x() throws {
        try expectGolden(try render(rtl: false, scheme: .light, scale: 1), "Toolbar/toolbar-light-ltr@1x", tolerance: tolerance)
    }

    @Test("Toolbars, dark, left to right, 1×")
    func darkLTR1x() throws {
        try expectGolden(try render(rtl: false, scheme: .dark, scale: 1), "Toolbar/toolbar-dark-ltr@1x", tolerance: tolerance)
    }

    @Test("Toolbars, light, right to left, 1×")
    func lightRTL1x() throws {
        try expectGolden(try render(rtl: true, scheme: .light, scale: 1), "Toolbar/toolbar-light-rtl@1x", tolerance: tolerance)
    }

    @Test("Toolbars, dark, right to left, 1×")
    func darkRTL1x() throws {
        try expectGolden(try render(rtl: true, scheme: .dark, scale: 1), "Toolbar/toolbar-dark-rtl@1x", tolerance: tolerance)
    }
}
