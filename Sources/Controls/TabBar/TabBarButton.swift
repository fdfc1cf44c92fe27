import Graphics
public import Scene
import Text

/// One tab in a ``TabBar``: its symbol (28 pt) over its label (10 pt), in the tint when selected
/// and gray otherwise, with its badge at the symbol's trailing top corner.
@MainActor
public final class TabBarButton: ControlNode {
    /// The symbol.
    public let symbolNode: SymbolNode
    /// The label.
    public let labelNode = TextNode("", style: .caption2)
    /// The badge, while the tab has one.
    public private(set) var badge: TabBadge?
    /// Whether the tab is the selected one (the tint).
    public var isSelected = false {
        didSet { if isSelected != oldValue { colorsDidChange() } }
    }

    /// A button for a tab titled `title` with the catalogue's `symbol`.
    public init(title: String, symbol: String, catalog: SymbolCatalog = .standard) {
        symbolNode = SymbolNode(symbol: catalog[symbol], textStyle: .body)
        super.init()
        name = "tab \(title)"
        symbolNode.pointSize = ControlMetrics.tabBarIconSize / ControlMetrics.symbolBoxPerPointSize
        symbolNode.isUserInteractionEnabled = false
        labelNode.font = Font(pointSize: ControlMetrics.tabBarLabelPointSize, weight: .medium)
        labelNode.maximumLines = 1
        labelNode.text = title
        labelNode.isUserInteractionEnabled = false
        addChild(symbolNode)
        addChild(labelNode)
        colorsDidChange()
    }

    /// The title under the symbol.
    public var title: String {
        get { labelNode.text }
        set { labelNode.text = newValue; setNeedsLayout() }
    }

    /// Shows `value` in a badge (`nil`: none).
    public func setBadge(_ value: String?) {
        if let value {
            if let badge { badge.value = value } else {
                let badge = TabBadge(value)
                self.badge = badge
                addChild(badge)
            }
        } else {
            badge?.removeFromParent()
            badge = nil
        }
        setNeedsLayout()
    }

    /// The unselected colour. iOS: systemGray (#8E8E93 / #8E8E93).
    static let unselectedColor = ThemeColor.system(.systemGray)

    private func colorsDidChange() {
        let color: ThemeColor = isSelected ? .tint : Self.unselectedColor
        symbolNode.color = color
        labelNode.color = color
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        symbolNode.opacity = isHighlighted ? 0.5 : 1
        labelNode.opacity = isHighlighted ? 0.5 : 1
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let side = ControlMetrics.tabBarIconSize
        let icon = Rect(x: snap(b.midX - side / 2), y: ControlMetrics.tabBarIconTop, width: side, height: side)
        symbolNode.frame = icon
        let label = labelNode.sizeThatFits(ProposedSize(width: b.width - 4, height: nil))
        let width = min(label.width, b.width - 4)
        labelNode.frame = Rect(x: snap(b.midX - width / 2), y: snap(icon.maxY + 1), width: width, height: label.height)
        if let badge {
            // HIG §1.4 (read as the home-screen badge's corner, HIG §6.1): the trailing top corner.
            let size = badge.sizeThatFits(.unspecified)
            let rtl = layoutDirection == .rightToLeft
            let x = rtl ? icon.midX - ControlMetrics.tabBadgeOffsetX - size.width : icon.midX + ControlMetrics.tabBadgeOffsetX
            badge.frame = Rect(x: snap(x), y: icon.minY - ControlMetrics.tabBadgeOffsetY, width: size.width, height: size.height)
        }
    }

    public override func draw(in context: DrawingContext) {
        drawFocusRing(in: context, around: context.bounds.insetBy(dx: 4, dy: 2), radii: CornerRadii(8))
    }
}
