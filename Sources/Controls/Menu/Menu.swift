public import Graphics
public import Scene

/// A list of commands shown over the screen (iOS's menu): the toolbar's overflow menu, or any
/// list of actions anchored to a control.
///
/// Presented, it is an overlay covering the whole scene: the panel of rows (250 pt wide, 44 pt
/// rows, 13 pt corners, a soft shadow) sits above the anchor when there is room (a bottom
/// toolbar) or below it, its trailing edge on the anchor's; a tap outside the panel closes it,
/// a tap on a row closes it and runs the row's action.
///
/// <!-- example context:
/// func share() {}
/// let root = VStackNode(), button = Button(title: "Share")
/// -->
/// ```swift
/// let menu = Menu([MenuItem(title: "Share", symbol: "share") { share() }])
/// menu.present(in: root, anchor: button)
/// ```
@MainActor
public final class Menu: ControlNode {
    /// The commands.
    public let items: [MenuItem]
    /// The panel holding the rows.
    public let panel = VStackNode(alignment: .fill)
    /// The rows, in order.
    public private(set) var rows: [MenuRow] = []
    /// Runs after the menu closes (chosen or dismissed).
    public var onDismiss: (@MainActor () -> Void)?

    /// A menu of `items`.
    public init(_ items: [MenuItem], catalog: SymbolCatalog = .standard) {
        self.items = items
        super.init()
        name = "menu"
        minimumHitTargetSize = nil
        panel.name = "menu panel"
        panel.background = .color(.dynamic(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x252525)))
        panel.cornerRadius = ControlMetrics.menuCornerRadius
        panel.cornerStyle = .continuous
        panel.clipsToBounds = true
        panel.shadow = BoxShadow(color: Color(white: 0, alpha: 0.2), offset: Point(x: 0, y: 8), blurRadius: 24)
        for (i, item) in items.enumerated() {
            let row = MenuRow(item, catalog: catalog)
            row.showsSeparator = i < items.count - 1
            row.onChoose = { [weak self] row in self?.choose(row) }
            rows.append(row)
            panel.addChild(row)
        }
        addChild(panel)
    }

    /// Whether the menu is on screen.
    public var isPresented: Bool { parent != nil }

    /// Shows the menu over `root` (covering it), anchored to `anchor`'s frame.
    public func present(in root: Node, anchor: Node) {
        let topLeft = anchor.convert(Point.zero, to: root)
        let bottomRight = anchor.convert(Point(x: anchor.bounds.width, y: anchor.bounds.height), to: root)
        present(in: root, anchorRect: Rect(x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
                                           width: abs(bottomRight.x - topLeft.x), height: abs(bottomRight.y - topLeft.y)))
    }

    /// Shows the menu over `root`, anchored to `anchorRect` (in `root`'s coordinates).
    public func present(in root: Node, anchorRect: Rect) {
        root.addChild(self)
        frame = root.bounds
        let width = min(ControlMetrics.menuWidth, max(0, root.bounds.width - 16))
        let height = ControlMetrics.menuRowHeight * Double(rows.count)
        let rtl = root.layoutDirection == .rightToLeft
        // Trailing edge on the anchor's trailing edge, kept 8 pt inside the screen.
        var x = rtl ? anchorRect.minX : anchorRect.maxX - width
        x = max(8, min(root.bounds.width - 8 - width, x))
        let above = anchorRect.minY - ControlMetrics.menuOffset - height
        let below = anchorRect.maxY + ControlMetrics.menuOffset
        let y = above >= 8 ? above : min(below, max(8, root.bounds.height - 8 - height))
        panel.frame = Rect(x: x, y: y, width: width, height: height)
        owner?.layoutIfNeeded()
    }

    /// Closes the menu without choosing.
    public func dismiss() {
        guard isPresented else { return }
        removeFromParent()
        onDismiss?()
    }

    /// A tap outside the panel closes the menu.
    public override func activate() {
        dismiss()
        super.activate()
    }

    private func choose(_ row: MenuRow) {
        dismiss()
        row.item.action()
    }

    public override var isLayoutContainer: Bool { false }
    public override func layoutChildren() {}
}
