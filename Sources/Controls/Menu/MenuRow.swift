import Graphics
public import Scene

/// One row of a ``Menu``: a checkmark column, the title, the symbol at the trailing side; gray
/// while pressed; a tap chooses it.
@MainActor
public final class MenuRow: ControlNode {
    /// The command.
    public let item: MenuItem
    /// Whether a separator is drawn along the bottom.
    public var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    let titleNode: TextNode
    let symbolNode: SymbolNode?
    let checkNode: SymbolNode?
    /// Runs when the row is chosen (the menu closes and runs the item's action).
    var onChoose: (@MainActor (MenuRow) -> Void)?

    /// A row for `item`.
    public init(_ item: MenuItem, catalog: SymbolCatalog = .standard) {
        self.item = item
        let color: ThemeColor = item.isDestructive ? .system(.systemRed) : .label
        titleNode = TextNode(item.title, style: .body, color: color)
        titleNode.maximumLines = 1
        symbolNode = item.symbol.flatMap { catalog[$0] }.map { SymbolNode(symbol: $0, textStyle: .body, color: color) }
        checkNode = item.isChecked ? catalog["checkmark"].map { SymbolNode(symbol: $0, textStyle: .footnote, color: color) } : nil
        super.init()
        name = "menu row \(item.title)"
        for child in [checkNode, titleNode, symbolNode].compactMap({ $0 }) {
            child.isUserInteractionEnabled = false
            addChild(child)
        }
        verticalSizing = .fixed(ControlMetrics.menuRowHeight)
        horizontalSizing = .flexible
        // Rows touch each other: a finger that slides onto the next row leaves this one (no
        // 70 pt tracking slack), so lifting there never chooses the row first pressed.
        tracking.tracker.trackingExpansion = 0
    }

    public override func activate() {
        guard isEnabled else { return }
        onChoose?(self)
        super.activate()
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let pad = ControlMetrics.menuRowPadding
        let checkColumn = 22.0
        func place(_ node: Node, leadingOffset: Double, width: Double) {
            let size = node.sizeThatFits(ProposedSize(width: width, height: nil))
            let w = min(size.width, width)
            let x = rtl ? b.width - leadingOffset - w : leadingOffset
            node.frame = Rect(x: x, y: (b.height - size.height) / 2, width: w, height: size.height)
        }
        if let checkNode { place(checkNode, leadingOffset: pad - 4, width: checkColumn) }
        let symbolWidth = symbolNode.map { $0.sizeThatFits(.unspecified).width } ?? 0
        if let symbolNode { place(symbolNode, leadingOffset: b.width - pad - symbolWidth, width: symbolWidth) }
        let titleStart = pad + checkColumn
        place(titleNode, leadingOffset: titleStart, width: max(0, b.width - titleStart - pad - symbolWidth - 8))
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        if isHighlighted {
            context.canvas.fill(b, paint: .color(context.resolve(.system(.systemFill))))
        }
        if showsSeparator {
            let hairline = 1 / max(1, context.environment.displayScale)
            context.canvas.fill(Rect(x: 0, y: b.height - hairline, width: b.width, height: hairline),
                                paint: .color(context.resolve(.separator)))
        }
        drawFocusRing(in: context, around: b.insetBy(dx: 4, dy: 4), radii: CornerRadii(6))
    }
}
