import Graphics
import Scene
import Text

/// One revealed swipe action: its title in white on its colour, filling the row's height.
@MainActor
final class TableSwipeActionButton: ControlNode {
    let action: TableSwipeAction
    let titleNode: TextNode

    init(action: TableSwipeAction) {
        self.action = action
        titleNode = TextNode(action.title, style: .body, color: .fixed(.white))
        titleNode.maximumLines = 1
        super.init()
        name = "swipe action \(action.title)"
        background = .color(action.backgroundColor)
        clipsToBounds = true
        addChild(titleNode)
    }

    override var isLayoutContainer: Bool { true }

    /// The title plus the padding, at least ``ControlMetrics/tableSwipeActionMinimumWidth``.
    var preferredWidth: Double {
        max(ControlMetrics.tableSwipeActionMinimumWidth,
            titleNode.sizeThatFits(.unspecified).width + 2 * ControlMetrics.tableSwipeActionPadding)
    }

    override func layoutChildren() {
        let size = titleNode.sizeThatFits(.unspecified)
        // The title stays against the content's edge while the button widens.
        let x = layoutDirection == .rightToLeft ? bounds.width - ControlMetrics.tableSwipeActionPadding - size.width
            : ControlMetrics.tableSwipeActionPadding
        titleNode.frame = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    override func highlightDidChange() {
        opacity = isHighlighted ? 0.8 : 1
        super.highlightDidChange()
    }
}
