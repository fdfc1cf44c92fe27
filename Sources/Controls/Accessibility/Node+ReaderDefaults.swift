import Scene

extension Node {
    /// The built-in language the node's interface is in (English when Scanout has no texts in it):
    /// the language of the words a reader adds (“on”, “Tab 2 of 4”).
    var readerLanguage: InterfaceLanguage { InterfaceLanguage(locale: environment.locale) ?? .english }

    /// A control's defaults: an element with `traits`, ``AccessibilityTraits/notEnabled`` added
    /// while disabled, its label's language told from its letters.
    func controlAccessibility(label: String?, value: String? = nil, hint: String? = nil,
                              traits: AccessibilityTraits) -> AccessibilityDefaults {
        var traits = traits
        if !environment.isEnabled { traits.insert(.notEnabled) }
        let language = label.flatMap { AccessibilityLanguage.detect($0, fallback: environment.locale.language) }
        return AccessibilityDefaults(isElement: true, label: label, value: value, hint: hint, traits: traits,
                                     language: language)
    }

    /// The words of the text nodes in the subtree, in reading order, joined with commas (a cell
    /// or a row read as one element).
    func combinedTextLabel() -> String? {
        let words = AccessibilityTree.elements(inside: self).compactMap { element -> String? in
            guard let text = element.accessibilityLabel, !text.isEmpty else { return nil }
            return text
        }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}

extension Symbol {
    /// A symbol's name as words (`square.and.arrow.up` → “square and arrow up”), for a button
    /// that shows only a symbol.
    var spokenName: String { name.replacing(".", with: " ") }
}

extension ControlNode {
    /// The standard activation of a control: what a tap does (``activate()``), when enabled.
    func activateForAccessibility(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}
