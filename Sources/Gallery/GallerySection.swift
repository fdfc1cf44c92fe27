import Scanout

/// A titled group of the gallery, drawn as an inset grouped section: a footnote header (in
/// capitals, as a grouped table's) above a rounded card in the grouped-background colour holding
/// `rows`.
@MainActor
final class GallerySection: VStackNode, HIGLintSubject {
    /// Each section is one view for the HIG lint: it shows one sample view's controls.
    var higLintTrait: HIGLintTrait { .view }

    /// A section titled `title` with `rows` (each row a node laid out leading to trailing);
    /// `cardWidth` makes the card that wide (at most the section's width) at the leading edge
    /// instead of the section's width (a sample shown at a phone's narrow width, filling its card).
    init(title: String, rows: [Node], rowSpacing: Double = 12,
         contentPadding: EdgeInsets = EdgeInsets(horizontal: 16, vertical: 12), cardWidth: Double? = nil) {
        super.init(spacing: 6, alignment: cardWidth == nil ? .fill : .leading)
        // One header rule with the tables' (HIG §1.10): shown in capitals, read as written.
        let header = TextNode(TableHeaderFooterView.groupedHeaderText(title), style: .footnote, color: .secondaryLabel)
        header.accessibilityLabel = title
        header.padding = EdgeInsets(leading: 16, trailing: 16)
        addChild(header)
        let card = VStackNode(spacing: rowSpacing, alignment: contentPadding == .zero ? .fill : .leading)
        card.background = .color(.system(.secondarySystemGroupedBackground))
        card.cornerRadius = 10
        card.cornerStyle = .continuous
        card.padding = contentPadding
        card.clipsToBounds = true
        if let cardWidth { card.horizontalSizing = .flexible(maximum: cardWidth) }
        for row in rows { card.addChild(row) }
        addChild(card)
    }
}

/// A row of the gallery: nodes side by side, leading to trailing, wrapping onto more lines when
/// the screen is too narrow for them.
@MainActor
final class GalleryRow: FlowNode {
    /// A row of `items` with `spacing` between them (and between its lines).
    init(_ items: [Node], spacing: Double = 12) {
        super.init(spacing: spacing, lineSpacing: 12)
        for item in items { addChild(item) }
    }
}
