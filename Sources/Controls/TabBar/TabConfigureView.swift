import Graphics
public import Scene
import Text

/// The Configure screen of a tab bar app (HIG §1.4): opened by Edit in the More list, it shows
/// every tab in a grid under a navigation bar (“Configure”, Done) while the tab bar stays below
/// it; dragging a tab from the grid onto a tab of the bar puts it there (the tab it replaces
/// goes to the More list), and dragging one bar tab onto another swaps them.
@MainActor
public final class TabConfigureView: Node {
    /// The grid's cells, one per tab, in the tabs' order.
    public private(set) var cells: [TabConfigureCell] = []
    /// The Done button.
    public let doneItem: BarButtonItem
    let stack: NavigationStack
    let grid = Node()

    init(tabs: [Tab], title: String, done: String) {
        doneItem = BarButtonItem(system: .done, title: done)
        let page = NavigationPage(title: title, content: grid)
        page.navigationItem.trailingItems = [doneItem]
        page.background = .color(.system(.systemGroupedBackground))
        stack = NavigationStack(root: page)
        stack.navigationBar.appearance = .opaque
        stack.edgeSwipe.isEnabled = false
        super.init()
        name = "configure"
        isInteractive = true   // a modal screen: touches never reach the content beneath
        addChild(stack)
        reload(tabs)
    }

    /// Rebuilds the cells for `tabs`.
    func reload(_ tabs: [Tab]) {
        for cell in cells { cell.removeFromParent() }
        cells = tabs.map { TabConfigureCell(tab: $0) }
        for cell in cells { grid.addChild(cell) }
        setNeedsLayout()
    }

    /// The cell under `point` (in this view's coordinates), if any.
    func cell(at point: Point) -> TabConfigureCell? {
        cells.first { cell in
            let p = cell.convert(point, from: self)
            return cell.bounds.contains(p)
        }
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        stack.frame = bounds
        stack.layoutIfNeeded()
        // Four cells a row, centred, below the bar.
        let side = ControlMetrics.configureCellSize
        let width = grid.frame.width
        let columns = max(1, min(4, Int(width / side)))
        let inset = (width - Double(columns) * side) / 2
        let rtl = layoutDirection == .rightToLeft
        for (i, cell) in cells.enumerated() {
            let column = i % columns, row = i / columns
            let x = rtl ? width - inset - Double(column + 1) * side : inset + Double(column) * side
            cell.frame = Rect(x: x, y: 24 + Double(row) * (side + 8), width: side, height: side)
        }
    }
}

/// A tab in the Configure grid: its symbol over its title, as in the bar but larger.
@MainActor
public final class TabConfigureCell: Node {
    /// The tab.
    public weak var tab: Tab?
    let symbolNode: SymbolNode
    let titleNode: TextNode

    init(tab: Tab) {
        self.tab = tab
        symbolNode = SymbolNode(symbol: Tab.symbol(named: tab.symbolName), textStyle: .body, color: .tint)
        symbolNode.pointSize = ControlMetrics.tabBarIconSize * 1.25 / ControlMetrics.symbolBoxPerPointSize
        titleNode = TextNode(tab.title, style: .caption1, color: .label)
        titleNode.maximumLines = 1
        super.init()
        name = "configure cell \(tab.title)"
        addChild(symbolNode)
        addChild(titleNode)
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let side = ControlMetrics.tabBarIconSize * 1.25
        symbolNode.frame = Rect(x: (b.width - side) / 2, y: 10, width: side, height: side)
        let size = titleNode.sizeThatFits(ProposedSize(width: b.width, height: nil))
        let w = min(size.width, b.width)
        titleNode.frame = Rect(x: (b.width - w) / 2, y: 10 + side + 4, width: w, height: size.height)
    }
}
