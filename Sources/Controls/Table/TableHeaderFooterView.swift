import Graphics
public import Scene
import Text

/// A section's header or footer (HIG §1.10): in a plain table a bar with the title as written
/// in 15 pt semibold text, pinned at the top while its section scrolls; in an inset grouped
/// table the title above the group in capitals (``groupedHeaderText(_:)``), or the footer below
/// it as written, in secondary footnote text (13 pt). Neither draws a hairline.
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
    /// The title as shown (an inset grouped header's in capitals).
    public let textLabel: TextNode
    /// The title as the data source wrote it: what a screen reader speaks (capitals shown are
    /// not spelled out).
    public private(set) var title = ""
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

    /// The text an inset grouped section's header shows for `title` (HIG §1.10; iOS 17/18, as
    /// UIKit draws a grouped table's section title): the title in capitals; scripts without case
    /// (Arabic, Hebrew, Japanese) are unchanged. Apps write titles in sentence case, and a header
    /// built outside a table (above a card of controls) shows its title through this too, so
    /// every grouped header follows one rule.
    public static func groupedHeaderText(_ title: String) -> String { title.uppercased() }

    func configure(title: String?, style: TableViewStyle) {
        tableStyle = style
        let title = title ?? ""
        self.title = title
        textLabel.text = style == .insetGrouped && kind == .header ? Self.groupedHeaderText(title) : title
        textLabel.isHidden = title.isEmpty
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

    /// The height for a table `width` points wide; `followsSection` tells whether another
    /// section without a footer is above (an inset grouped header without a title is then the
    /// whole gap between the two groups).
    func height(forWidth width: Double, followsSection: Bool = false) -> Double {
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
            guard hasText else {
                return followsSection ? ControlMetrics.tableGroupedSectionGap : ControlMetrics.tableGroupedEmptyHeaderHeight
            }
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
