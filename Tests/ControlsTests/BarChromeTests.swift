import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The chrome of iOS 17/18, measured in rendered pixels (2×): bar items as plain tinted text and
/// symbols, the back indicator's size and its gap to the title, filled tab symbols, the compact
/// tab bar of a landscape phone, and the info button's bare circle.
@MainActor
@Suite("Bar chrome (iOS 17/18)")
struct BarChromeTests {
    static let scale = 2.0

    /// `root` laid out in a `size` scene and rendered at 2×.
    func render(_ root: Node, size: Size, rtl: Bool = false, dark: Bool = false) throws -> (SceneOwner, Bitmap) {
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * Self.scale), height: Int(size.height * Self.scale)),
                               scale: Self.scale, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return (owner, bitmap)
    }

    /// The node's bounds in screen points.
    func screenRect(_ node: Node) -> Rect {
        let origin = node.convert(Point(x: 0, y: 0), to: nil)
        return Rect(x: origin.x, y: origin.y, width: node.bounds.width, height: node.bounds.height)
    }

    func color(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Color { Color(premultipliedPixel: bitmap[x, y]) }

    /// Whether the pixel is the tint's (blue well above red), even part-covered.
    func isTinted(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let c = color(bitmap, x, y)
        return Double(c.blue) - Double(c.red) > 0.25
    }

    /// The runs of pixel columns, in `rows`, holding a tinted pixel: each run's first and last column.
    func tintedRuns(_ bitmap: Bitmap, rows: Range<Int>, columns: Range<Int>? = nil) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        let cols = columns ?? 0..<bitmap.width
        for x in cols {
            let inked = rows.contains { isTinted(bitmap, x, $0) }
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append(s...(x - 1)); start = nil }
        }
        if let s = start { runs.append(s...(cols.upperBound - 1)) }
        return runs
    }

    /// The rows, in `columns`, holding a tinted pixel: the first and last.
    func tintedRows(_ bitmap: Bitmap, columns: ClosedRange<Int>, rows: Range<Int>) -> ClosedRange<Int>? {
        let inked = rows.filter { y in columns.contains { isTinted(bitmap, $0, y) } }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    /// A 390 × 400 (portrait) stack whose root “Settings” has “General” pushed over it, on an opaque bar.
    func pushedStack() -> (Node, NavigationStack) {
        let root = Node()
        let stack = NavigationStack(root: NavigationFixtures.plainPage("Settings"))
        stack.navigationBar.appearance = .opaque
        stack.push(NavigationFixtures.plainPage("General"), animated: false)
        root.addChild(stack)
        stack.frame = Rect(x: 0, y: 0, width: 390, height: 400)
        return (root, stack)
    }

    @Test("The back chevron's ink is about 12 × 21 pt, 8 pt from the bar's leading edge and 6 pt from the title's ink", arguments: [false, true])
    func backIndicator(rtl: Bool) throws {
        let (root, _) = pushedStack()
        let (_, bitmap) = try render(root, size: Size(width: 390, height: 400), rtl: rtl)
        let row = 0..<Int(44 * Self.scale)
        var runs = tintedRuns(bitmap, rows: row, columns: 0..<Int(195 * Self.scale))
        if rtl {
            runs = tintedRuns(bitmap, rows: row, columns: Int(195 * Self.scale)..<bitmap.width)
                .map { (bitmap.width - 1 - $0.upperBound)...(bitmap.width - 1 - $0.lowerBound) }
                .reversed()
        }
        #expect(runs.count >= 2, "a chevron and a title")
        guard runs.count >= 2 else { return }
        let chevron = runs[0], title = runs[1]
        let width = Double(chevron.count) / Self.scale
        let gap = Double(title.lowerBound - chevron.upperBound - 1) / Self.scale
        let leading = Double(chevron.lowerBound) / Self.scale
        let physical = rtl ? (bitmap.width - 1 - chevron.upperBound)...(bitmap.width - 1 - chevron.lowerBound) : chevron
        let rows = try #require(tintedRows(bitmap, columns: physical, rows: row))
        let height = Double(rows.count) / Self.scale
        #expect(abs(width - 12) <= 1, "chevron ink \(width) pt wide")
        #expect(abs(height - 21) <= 1, "chevron ink \(height) pt tall")
        #expect(abs(leading - ControlMetrics.backButtonMargin) <= 1, "chevron ink \(leading) pt from the leading edge")
        #expect(abs(gap - ControlMetrics.backChevronSpacing) <= 0.5, "ink gap \(gap) pt between chevron and title")
    }

    @Test("Bar items are plain tinted text on no background, Done semibold; the content keeps the 16 pt margin")
    func plainItems() throws {
        let root = Node()
        let page = NavigationFixtures.plainPage("Photos")
        let cancel = BarButtonItem(system: .cancel), done = BarButtonItem(system: .done)
        page.navigationItem.leadingItems = [cancel]
        page.navigationItem.trailingItems = [done]
        let stack = NavigationStack(root: page)
        stack.navigationBar.appearance = .opaque
        root.addChild(stack)
        stack.frame = Rect(x: 0, y: 0, width: 390, height: 400)
        let (_, bitmap) = try render(root, size: Size(width: 390, height: 400))
        #expect(done.effectiveStyle == .done && done.titleNode.color == .tint)
        #expect(done.titleNode.font?.weight == .semibold && cancel.titleNode.font == nil)
        // No platter or pill: in each item's frame, every pixel that is not the title's ink is
        // the bar's own background.
        let background = bitmap[Int(195 * Self.scale), 2]
        for item in [cancel, done] {
            let frame = screenRect(item)
            let text = screenRect(item.titleNode)
            var other = 0, total = 0
            for y in Int(frame.minY * Self.scale)..<Int(frame.maxY * Self.scale) {
                for x in Int(frame.minX * Self.scale)..<Int(frame.maxX * Self.scale) {
                    total += 1
                    let inText = text.contains(Point(x: (Double(x) + 0.5) / Self.scale, y: (Double(y) + 0.5) / Self.scale))
                    if !inText && bitmap[x, y] != background { other += 1 }
                }
            }
            #expect(other == 0, "\(item.title): \(other) of \(total) pixels outside the title are not the bar")
        }
        // The title's ink 16 pt from each edge.
        let runs = tintedRuns(bitmap, rows: 0..<Int(44 * Self.scale))
        let first = try #require(runs.first), last = try #require(runs.last)
        #expect(abs(Double(first.lowerBound) / Self.scale - ControlMetrics.navigationBarMargin) <= 1.5)
        #expect(abs(390 - Double(last.upperBound + 1) / Self.scale - ControlMetrics.navigationBarMargin) <= 1.5)
    }

    @Test("Bar items and the back button answer touches in at least 44 × 44 pt")
    func hitAreas() throws {
        let (root, stack) = pushedStack()
        let edit = BarButtonItem(system: .edit)
        stack.topPage.navigationItem.trailingItems = [edit]
        _ = try render(root, size: Size(width: 390, height: 400))
        let back = try #require(stack.navigationBar.backButton)
        for control in [edit, back] as [ControlNode] {
            let frame = screenRect(control)
            #expect(frame.height < 44, "the visible item is lower than its target")
            for dy in [-21.5, 21.5] {
                let point = Point(x: frame.midX, y: frame.midY + dy)
                #expect(root.hitTest(point) === control, "\(control.name) answers \(dy) pt from its centre")
            }
        }
    }

    @Test("The keyboard focus ring is drawn around a plain bar item")
    func focusRing() throws {
        let (root, stack) = pushedStack()
        let edit = BarButtonItem(system: .edit)
        stack.topPage.navigationItem.trailingItems = [edit]
        let (owner, plain) = try render(root, size: Size(width: 390, height: 400))
        edit.focusDidChange(isFocused: true, isVisible: true)
        let focused = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: focused)
        #expect(edit.showsFocusRing)
        // The ring: tinted pixels just outside the item's frame that were the bar before.
        let frame = screenRect(edit)
        let y = Int((frame.midY) * Self.scale)
        let x = Int((frame.minX - ControlMetrics.focusRingGap - ControlMetrics.focusRingWidth / 2) * Self.scale)
        #expect(!isTinted(plain, x, y) && isTinted(focused, x, y))
    }

    @Test("Tab bar symbols are the filled variants, selected or not; symbols without one keep the outline")
    func filledTabSymbols() throws {
        let items: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads, .search]
        let tabs = items.map { Tab(system: $0, root: NavigationFixtures.listPage($0.title)) }
        let controller = TabBarController(tabs: tabs)
        let names = tabs.map { controller.button(for: $0)?.symbolNode.symbol?.name }
        #expect(names == ["favorites.fill", "recents.fill", "contacts.fill", "downloads.fill", "search"])
        #expect(controller.button(for: tabs[0])?.isSelected == true)
        // Filled: the selected heart covers far more pixels than the outline did.
        func inked(_ name: String) throws -> Int {
            let node = SymbolNode(symbol: SymbolCatalog.standard[name])
            node.pointSize = ControlMetrics.tabBarIconSize / ControlMetrics.symbolBoxPerPointSize
            let root = Node()
            root.background = .color(.fixed(.white))
            root.addChild(node)
            node.frame = Rect(x: 0, y: 0, width: 28, height: 28)
            let (_, bitmap) = try render(root, size: Size(width: 28, height: 28))
            return (0..<bitmap.height).reduce(0) { sum, y in sum + (0..<bitmap.width).filter { isTinted(bitmap, $0, y) }.count }
        }
        #expect(try inked("favorites.fill") > 2 * inked("favorites"))
        #expect(try inked("recents.fill") > 2 * inked("recents"))
    }

    /// A tab bar app of five tabs on a `size` screen.
    func tabApp(size: Size, rtl: Bool = false) throws -> (TabBarController, Bitmap) {
        let items: [Tab.SystemItem] = [.favorites, .recents, .contacts, .downloads, .history]
        let tabs = items.map { Tab(system: $0, root: NavigationFixtures.listPage($0.title)) }
        tabs[1].badgeValue = "3"
        let controller = TabBarController(tabs: tabs)
        let root = Node()
        root.addChild(controller)
        controller.frame = Rect(origin: .zero, size: size)
        let (_, bitmap) = try render(root, size: size, rtl: rtl)
        return (controller, bitmap)
    }

    @Test("On a landscape phone the tab bar is 32 pt with each symbol beside its title; in portrait 49 pt, stacked", arguments: [false, true])
    func compactTabBar(rtl: Bool) throws {
        let (landscape, _) = try tabApp(size: Size(width: 844, height: 390), rtl: rtl)
        #expect(landscape.tabBar.isCompact)
        #expect(landscape.tabBar.frame.height == ControlMetrics.tabBarCompactHeight)
        #expect(landscape.tabBar.frame.maxY == 390)
        for button in landscape.tabBar.buttons {
            let icon = button.symbolNode.frame, label = button.labelNode.frame
            #expect(abs(icon.height - ControlMetrics.tabBarCompactIconSize) < 0.01)
            #expect(abs(icon.midY - label.midY) <= 1, "\(button.title): symbol and title on one line")
            if rtl {
                #expect(label.maxX <= icon.minX - ControlMetrics.tabBarCompactIconSpacing + 0.5, "\(button.title): title on the symbol's left")
            } else {
                #expect(label.minX >= icon.maxX + ControlMetrics.tabBarCompactIconSpacing - 0.5, "\(button.title): title on the symbol's right")
            }
            // The pair is centred in the tab.
            let pair = icon.union(label)
            #expect(abs(pair.midX - button.bounds.midX) <= 1)
        }
        #expect(landscape.shownStack?.bottomInset == ControlMetrics.tabBarCompactHeight)

        let (portrait, _) = try tabApp(size: Size(width: 390, height: 844), rtl: rtl)
        #expect(!portrait.tabBar.isCompact)
        #expect(portrait.tabBar.frame.height == ControlMetrics.tabBarHeight)
        for button in portrait.tabBar.buttons {
            #expect(button.labelNode.frame.minY >= button.symbolNode.frame.maxY, "\(button.title): title under the symbol")
        }
    }

    @Test("The info button is info.circle in the tint, 22 pt across, on no disc and without a glow when pressed")
    func infoButton() throws {
        let root = Node()
        root.background = .color(.fixed(.white))
        let info = InfoButton(variant: .dark)
        root.addChild(info)
        info.frame = Rect(x: 29, y: 29, width: 22, height: 22)
        info.isHighlighted = true
        let (owner, pressed) = try render(root, size: Size(width: 80, height: 80))
        info.isHighlighted = false
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        let centre = Int(40 * Self.scale)
        let runs = tintedRuns(bitmap, rows: (centre - 2)..<(centre + 2))
        let ink = try #require(runs.first?.lowerBound).distance(to: try #require(runs.last?.upperBound)) + 1
        #expect(abs(Double(ink) / Self.scale - ControlMetrics.infoButtonDiameter) <= 1, "circle \(Double(ink) / Self.scale) pt across")
        // Between the circle and the “i”: the background, not a disc.
        let white = Color.white.premultipliedPixel
        #expect(bitmap[centre + Int(6 * Self.scale), centre] == white)
        #expect(bitmap[centre - Int(6 * Self.scale), centre] == white)
        // The circle is the tint; pressed, it dims; nothing is drawn outside it (no glow).
        let ring = (runs.first?.lowerBound ?? 0) + 1
        #expect(isTinted(bitmap, ring, centre))
        #expect(color(pressed, ring, centre).alpha == 1 && color(pressed, ring, centre).red > color(bitmap, ring, centre).red)
        for offset in [13.0, 16.0] {
            #expect(pressed[centre + Int(offset * Self.scale), centre] == white)
            #expect(pressed[centre, centre - Int(offset * Self.scale)] == white)
        }
    }
}
