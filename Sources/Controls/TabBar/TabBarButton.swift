import Graphics
public import Scene
import Text

/// One tab in a ``TabBar``: its symbol (28 pt) over its label (10 pt), in the tint when selected
/// and gray otherwise, with its badge at the symbol's trailing top corner. The symbol is the
/// catalogue's filled variant when it has one (``Tab/symbol(named:in:)``). In a compact bar
/// the symbol (20 pt) sits beside the label (13 pt), the pair centred in the tab.
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

    /// Whether the button has the compact layout (the symbol beside the label).
    public var isCompact = false {
        didSet { if isCompact != oldValue { sizesDidChange() } }
    }

    /// A button for a tab titled `title` with the catalogue's `symbol` (its filled variant when
    /// the catalogue has one).
    public init(title: String, symbol: String, catalog: SymbolCatalog = .standard) {
        symbolNode = SymbolNode(symbol: Tab.symbol(named: symbol, in: catalog), textStyle: .body)
        super.init()
        name = "tab \(title)"
        symbolNode.isUserInteractionEnabled = false
        labelNode.maximumLines = 1
        sizesDidChange()
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

    private func sizesDidChange() {
        let icon = isCompact ? ControlMetrics.tabBarCompactIconSize : ControlMetrics.tabBarIconSize
        symbolNode.pointSize = icon / ControlMetrics.symbolBoxPerPointSize
        let label = isCompact ? ControlMetrics.tabBarCompactLabelPointSize : ControlMetrics.tabBarLabelPointSize
        labelNode.font = Font(pointSize: label, weight: .medium)
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
        let rtl = layoutDirection == .rightToLeft
        let icon: Rect
        if isCompact {
            // The symbol beside the label, the pair centred in the tab and in the bar's height;
            // a badge on the symbol's trailing top corner pushes the label past itself.
            let side = ControlMetrics.tabBarCompactIconSize
            var labelStart = side + ControlMetrics.tabBarCompactIconSpacing
            if let badge {
                labelStart = max(labelStart, side / 2 + compactBadgeOffset + badge.sizeThatFits(.unspecified).width + 4)
            }
            let room = max(0, b.width - labelStart - 4)
            let label = labelNode.sizeThatFits(ProposedSize(width: room, height: nil))
            let labelWidth = min(label.width, room)
            let start = b.midX - (labelStart + labelWidth) / 2
            let iconX = rtl ? b.width - start - side : start
            let labelX = rtl ? b.width - start - labelStart - labelWidth : start + labelStart
            icon = Rect(x: snap(iconX), y: snap(b.midY - side / 2), width: side, height: side)
            labelNode.frame = Rect(x: snap(labelX), y: snap(b.midY - label.height / 2), width: labelWidth, height: label.height)
        } else {
            let side = ControlMetrics.tabBarIconSize
            icon = Rect(x: snap(b.midX - side / 2), y: ControlMetrics.tabBarIconTop, width: side, height: side)
            let label = labelNode.sizeThatFits(ProposedSize(width: b.width - 4, height: nil))
            let width = min(label.width, b.width - 4)
            labelNode.frame = Rect(x: snap(b.midX - width / 2), y: snap(icon.maxY + 1), width: width, height: label.height)
        }
        symbolNode.frame = icon
        if let badge {
            // HIG §1.4 (read as the home-screen badge's corner, HIG §6.1): the trailing top corner.
            let size = badge.sizeThatFits(.unspecified)
            let offset = isCompact ? compactBadgeOffset : ControlMetrics.tabBadgeOffsetX
            let x = rtl ? icon.midX - offset - size.width : icon.midX + offset
            badge.frame = Rect(x: snap(x), y: snap(icon.minY - ControlMetrics.tabBadgeOffsetY), width: size.width, height: size.height)
        }
    }

    /// How far a badge's leading edge sits from the symbol's centre in a compact bar: the
    /// regular offset scaled with the symbol.
    private var compactBadgeOffset: Double {
        ControlMetrics.tabBadgeOffsetX * ControlMetrics.tabBarCompactIconSize / ControlMetrics.tabBarIconSize
    }

    public override func draw(in context: DrawingContext) {
        drawFocusRing(in: context, around: context.bounds.insetBy(dx: 4, dy: 2), radii: CornerRadii(8))
    }
}
