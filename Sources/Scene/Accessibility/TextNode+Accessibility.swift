/// Text is static text a reader stops on, labelled with its words in the language they are
/// written in (``AccessibilityLanguage``), the interface's for Latin letters.
extension TextNode: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard !text.isEmpty else { return .none }
        var traits: AccessibilityTraits = .staticText
        if !environment.isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDefaults(
            isElement: true, label: text, traits: traits,
            language: AccessibilityLanguage.detect(text, fallback: environment.locale.language))
    }
}
