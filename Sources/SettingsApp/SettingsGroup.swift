import Scanout

/// A section of a settings page built from rows rather than a table (a slider, a segmented
/// control, a date picker): an optional header (footnote text in the secondary label colour, in
/// capitals as an inset grouped table's header, HIG §1.10) over a rounded card, and an optional
/// footer under it (footnote text as written), as an inset grouped table draws its sections.
@MainActor
final class SettingsGroup: VStackNode {
    /// The card holding the rows.
    let card = VStackNode(spacing: 0, alignment: .fill)
    /// The footer under the card, if any.
    private(set) var footerNode: TextNode?

    init(header: String?, rows: [Node], padding: EdgeInsets = EdgeInsets(horizontal: 16, vertical: 8), footer: String? = nil) {
        super.init(spacing: 6, alignment: .fill)
        if let header {
            let title = TextNode(TableHeaderFooterView.groupedHeaderText(header), style: .footnote, color: .secondaryLabel)
            // Read as written: capitals would be spelled out.
            title.accessibilityLabel = header
            title.accessibilityTraits = [.header, .staticText]
            title.padding = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            addChild(title)
        }
        card.padding = padding
        card.background = .color(.system(.secondarySystemGroupedBackground))
        card.cornerRadius = 10
        card.clipsToBounds = true
        for row in rows { card.addChild(row) }
        addChild(card)
        if let footer {
            // An inset grouped table's footer: footnote text under the card, as written.
            let text = TextNode(footer, style: .footnote, color: .secondaryLabel)
            text.alignment = .leading
            text.padding = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            addChild(text)
            footerNode = text
        }
    }

    /// A page of groups: a vertical scroll over the grouped background, the groups inset from
    /// the screen's sides as an inset grouped table's sections are.
    static func page(_ groups: [Node]) -> ScrollView {
        let column = VStackNode(spacing: 28, alignment: .fill)
        // The sides of an inset grouped table's sections on a phone-sized screen (ControlMetrics).
        column.padding = EdgeInsets(top: 20, leading: ControlMetrics.tableCellMargin, bottom: 28,
                                    trailing: ControlMetrics.tableCellMargin)
        for group in groups { column.addChild(group) }
        let scroll = ScrollView(content: column)
        scroll.background = .color(.system(.systemGroupedBackground))
        return scroll
    }
}
