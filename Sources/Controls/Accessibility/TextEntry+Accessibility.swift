public import Scene

/// A text field is a text field element (“search field” in a search bar) labelled with its
/// placeholder, valued with its text — for secure entry only how many characters there are
/// (“4 characters”), never the text; activating it starts editing.
extension TextField: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        var traits: AccessibilityTraits = .textEntry
        if parent is SearchBar || ancestorChain.contains(where: { $0 is SearchBar }) { traits.insert(.searchField) }
        let count = editor.characterCount
        let value = !isSecureTextEntry ? text : count == 1 ? "1 character" : "\(count) characters"
        return controlAccessibility(label: placeholder.isEmpty ? nil : placeholder, value: value.isEmpty || (isSecureTextEntry && count == 0) ? nil : value,
                                    hint: AccessibilityText.editHint.localized(readerLanguage), traits: traits)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        beginEditing()
        return true
    }
}

/// A text view is a text field element valued with its text; activating it starts editing.
extension TextView: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: nil, value: text.isEmpty ? nil : text,
                             hint: AccessibilityText.editHint.localized(readerLanguage), traits: .textEntry)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        beginEditing()
        return true
    }
}

/// A label is static text in the language its words are written in.
extension Label: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard !text.isEmpty else { return .none }
        var traits: AccessibilityTraits = .staticText
        if !environment.isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDefaults(isElement: true, label: text, traits: traits,
                                     language: AccessibilityLanguage.detect(text, fallback: environment.locale.language))
    }
}
