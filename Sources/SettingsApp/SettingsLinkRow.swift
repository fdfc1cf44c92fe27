import Scanout

/// A row on a page of groups that opens another page (iOS Settings' VoiceOver row under
/// Accessibility › Vision): its title, its value in the secondary colour and a chevron at the
/// trailing side. A tap, or a screen reader's activation, calls ``onSelect``; the reader hears
/// “VoiceOver, Off, button”.
@MainActor
final class SettingsLinkRow {
    /// The row as laid out.
    let row: ListRow
    /// The value shown before the chevron.
    let valueNode: TextNode
    /// Called when the row is tapped or activated.
    var onSelect: (@MainActor () -> Void)?

    init(title: String, value: String) {
        valueNode = TextNode(value, style: .body, color: .secondaryLabel)
        let chevron = SymbolNode.disclosureIndicator()
        let accessory = HStackNode(spacing: 8, alignment: .center)
        accessory.addChild(valueNode)
        accessory.addChild(chevron)
        row = ListRow(title, accessory: accessory)
        row.name = "row \(title) link"
        row.isAccessibilityElement = true
        row.accessibilityLabel = title
        row.accessibilityValue = value
        row.accessibilityTraits = .button
        let tap = TapGestureRecognizer()
        tap.addAction { [unowned self] tap in
            if tap.state == .ended { onSelect?() }
        }
        row.addGestureRecognizer(tap)
        row.setAccessibilityHandler(for: .activate) { [unowned self] in
            onSelect?()
            return true
        }
    }

    /// Shows `value` (and says it to a screen reader).
    func setValue(_ value: String) {
        valueNode.text = value
        row.accessibilityValue = value
    }
}
