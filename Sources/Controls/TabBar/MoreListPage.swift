import Graphics
public import Scene
import Text

/// The More tab's list (HIG §1.4): one row per tab that does not fit in the bar, with the tab's
/// symbol, title, badge and a disclosure chevron; an Edit button opens the Configure screen.
@MainActor
public final class MoreListPage: NavigationPage {
    /// The rows, in the order of the tabs.
    public private(set) var rows: [MoreListRow] = []
    private weak var controller: TabBarController?
    private let list = VStackNode(alignment: .fill)

    init(controller: TabBarController) {
        self.controller = controller
        super.init(title: controller.moreTitle, content: ScrollView(content: list))
        name = "more list"
        background = .color(.system(.systemGroupedBackground))
        list.padding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        reload()
    }

    /// Rebuilds the rows from the controller's More tabs.
    func reload() {
        guard let controller else { return }
        navigationItem.title = controller.moreTitle
        let edit = navigationItem.trailingItems.first ?? {
            let item = BarButtonItem(system: .edit)
            item.addAction { [weak self] _ in self?.controller?.presentConfigure() }
            return item
        }()
        edit.title = controller.configureTexts.edit
        if navigationItem.trailingItems.isEmpty { navigationItem.trailingItems = [edit] }
        for row in rows { row.removeFromParent() }
        let tabs = controller.moreTabs
        rows = tabs.enumerated().map { i, tab in
            let row = MoreListRow(tab: tab)
            row.showsSeparator = i < tabs.count - 1
            row.cornerRadii = CornerRadii(topLeading: i == 0 ? 10 : 0, topTrailing: i == 0 ? 10 : 0,
                                          bottomTrailing: i == tabs.count - 1 ? 10 : 0,
                                          bottomLeading: i == tabs.count - 1 ? 10 : 0)
            row.addAction { [weak self, weak tab] _ in
                guard let tab else { return }
                self?.controller?.showFromMore(tab, animated: true)
            }
            return row
        }
        for row in rows { list.addChild(row) }
    }
}

/// A row of the More list: the tab's symbol in the tint, its title, its badge and a chevron.
@MainActor
public final class MoreListRow: ControlNode {
    /// The tab the row opens.
    public weak var tab: Tab?
    let symbolNode: SymbolNode
    let titleNode: TextNode
    let badge: TabBadge?
    let chevron = SymbolNode("disclosure", textStyle: .body, color: .system(.tertiaryLabel))
    /// Whether the separator along the bottom is drawn.
    var showsSeparator = true

    init(tab: Tab) {
        self.tab = tab
        symbolNode = SymbolNode(symbol: Tab.symbol(named: tab.symbolName), textStyle: .body, color: .tint)
        titleNode = TextNode(tab.title, style: .body)
        badge = tab.badgeValue.map { TabBadge($0) }
        super.init()
        name = "more row \(tab.title)"
        background = .color(.system(.secondarySystemGroupedBackground))
        titleNode.maximumLines = 1
        for node in [symbolNode, titleNode, chevron] as [Node] {
            node.isUserInteractionEnabled = false
            addChild(node)
        }
        if let badge { addChild(badge) }
        verticalSizing = .fixed(ControlMetrics.listRowHeight)
        horizontalSizing = .flexible
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        func place(_ node: Node, leading x: Double, width: Double, height: Double) {
            let px = rtl ? b.width - x - width : x
            node.frame = Rect(x: snap(px), y: snap((b.height - height) / 2), width: width, height: height)
        }
        let pad = ControlMetrics.listRowPadding
        let icon = symbolNode.sizeThatFits(.unspecified)
        place(symbolNode, leading: pad, width: icon.width, height: icon.height)
        let chevronSize = chevron.sizeThatFits(.unspecified)
        place(chevron, leading: b.width - pad - chevronSize.width, width: chevronSize.width, height: chevronSize.height)
        var trailing = b.width - pad - chevronSize.width - ControlMetrics.listRowSpacing
        if let badge {
            let size = badge.sizeThatFits(.unspecified)
            trailing -= size.width
            place(badge, leading: trailing, width: size.width, height: size.height)
            trailing -= ControlMetrics.listRowSpacing
        }
        let x = pad + icon.width + 12
        let text = titleNode.sizeThatFits(ProposedSize(width: max(0, trailing - x), height: nil))
        place(titleNode, leading: x, width: min(text.width, max(0, trailing - x)), height: text.height)
    }

    public override func draw(in context: DrawingContext) {
        if isHighlighted {
            context.canvas.fillRoundedRect(context.bounds, radii: effectiveCornerRadii, style: .circular,
                                           paint: .color(context.resolve(.system(.systemGray4))))
        }
        guard showsSeparator else { return }
        let b = context.bounds
        let hairline = 1 / max(1, context.environment.displayScale)
        let inset = ControlMetrics.listRowPadding + symbolNode.frame.width + 12
        let rtl = context.environment.layoutDirection == .rightToLeft
        context.canvas.fill(Rect(x: rtl ? 0 : inset, y: b.height - hairline, width: max(0, b.width - inset), height: hairline),
                            paint: .color(context.resolve(.separator)))
    }
}
