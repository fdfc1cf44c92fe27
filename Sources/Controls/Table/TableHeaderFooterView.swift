import Graphics
public import Scene
import Text

/// A section's header or footer (HIG §1.10): in a plain table a bar with the title in
/// semibold footnote text, pinned at the top while its section scrolls; in an inset grouped
/// table the title above (or the footer below) the group in secondary footnote text.
@MainActor
public final class TableHeaderFooterView: Node {
    /// Whether this is a header or a footer.
    public enum Kind: Sendable, Hashable {
        /// Above the section.
        case header
        /// Below the section.
        case footer
    }

    /// Header or footer.
    public let kind: Kind
    /// The title.
    public let textLabel: TextNode
    var tableStyle: TableViewStyle = .plain

    /// Creates a header or footer.
    public init(kind: Kind) {
        self.kind = kind
        textLabel = TextNode("", style: .footnote, color: .secondaryLabel)
        super.init()
        name = kind == .header ? "section header" : "section footer"
        isUserInteractionEnabled = false
        textLabel.alignment = .leading
        addChild(textLabel)
    }

    override public var isLayoutContainer: Bool { true }

    func configure(title: String?, style: TableViewStyle) {
        tableStyle = style
        textLabel.text = title ?? ""
        textLabel.isHidden = title == nil
        if style == .plain && kind == .header {
            textLabel.font = Font(pointSize: 15, weight: .semibold)
            textLabel.color = .label
            background = .color(.system(.secondarySystemBackground))
        } else {
            textLabel.font = nil
            textLabel.color = .secondaryLabel
            background = nil
        }
        setNeedsLayout()
    }

    /// The height for a table `width` points wide.
    func height(forWidth width: Double) -> Double {
        let margin = tableStyle == .insetGrouped ? ControlMetrics.tableInsetGroupedMargin + TableCell.margin(forRowWidth: width)
            : TableCell.margin(forRowWidth: width)
        let hasText = !textLabel.text.isEmpty
        switch (tableStyle, kind) {
        case (.plain, .header):
            return hasText ? ControlMetrics.tablePlainHeaderHeight : 0
        case (.plain, .footer):
            guard hasText else { return 0 }
            return textHeight(width - 2 * margin) + 2 * ControlMetrics.tableGroupedHeaderTextGap
        case (.insetGrouped, .header):
            guard hasText else { return ControlMetrics.tableGroupedEmptyHeaderHeight }
            let text = textHeight(width - 2 * margin)
            return max(ControlMetrics.tableGroupedHeaderHeight, text + 2 * ControlMetrics.tableGroupedHeaderTextGap + 8)
        case (.insetGrouped, .footer):
            guard hasText else { return 0 }
            return textHeight(width - 2 * margin) + 2 * ControlMetrics.tableGroupedHeaderTextGap
        }
    }

    func textHeight(_ width: Double) -> Double { textLabel.sizeThatFits(ProposedSize(width: max(0, width), height: nil)).height }

    override public func layoutChildren() {
        let margin = tableStyle == .insetGrouped ? ControlMetrics.tableInsetGroupedMargin + TableCell.margin(forRowWidth: bounds.width)
            : TableCell.margin(forRowWidth: bounds.width)
        let width = max(0, bounds.width - 2 * margin)
        let h = textHeight(width)
        let y: Double
        switch (tableStyle, kind) {
        case (.plain, .header): y = (bounds.height - h) / 2
        case (_, .footer): y = ControlMetrics.tableGroupedHeaderTextGap
        case (.insetGrouped, .header): y = bounds.height - ControlMetrics.tableGroupedHeaderTextGap - h
        }
        textLabel.frame = Rect(x: margin, y: y, width: width, height: h)
    }
}
