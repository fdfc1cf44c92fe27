public import Graphics
public import Scene

/// Toolbar items that belong together (HIG §1.42: logical groups): laid out
/// ``ControlMetrics/toolbarGroupSpacing`` apart and moved into the overflow menu as a whole.
@MainActor
public final class ToolbarItemGroup: Node {
    /// The items, leading to trailing.
    public let items: [ToolbarItem]

    /// A group of `items`.
    public init(_ items: [ToolbarItem]) {
        self.items = items
        super.init()
        name = "toolbar group"
        for item in items { addChild(item) }
    }

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let sizes = items.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + ControlMetrics.toolbarGroupSpacing * Double(max(0, sizes.count - 1))
        return Size(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public override func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        var offset = 0.0
        for item in items {
            let size = item.sizeThatFits(.unspecified)
            let x = rtl ? rect.maxX - offset - size.width : rect.minX + offset
            item.frame = Rect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            offset += size.width + ControlMetrics.toolbarGroupSpacing
        }
    }
}
