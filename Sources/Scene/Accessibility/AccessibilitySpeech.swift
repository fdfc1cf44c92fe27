/// What a screen reader says for an element: state, label, value, role, in the interface's
/// language, the label in the element's own (``AccessibleElement/accessibilityLanguage``).
///
/// The parts follow VoiceOver: “selected” first, then the label, the value, “dimmed”, and the
/// role the traits name (a switch's “switch button”, “heading”, “adjustable”), joined by the
/// language's comma: “Save, button”, “Wi-Fi, on, switch button”, “Wi-Fi، تشغيل، زر تبديل”. The
/// hint is separate (a reader speaks it after a pause).
///
/// <!-- example context: let element = Node() -->
/// ```swift
/// let utterance = AccessibilitySpeech.utterance(for: element, in: .english)
/// print(utterance.text, utterance.labelLanguage ?? "en")
/// ```
@MainActor
public enum AccessibilitySpeech {
    /// One element's words.
    public struct Utterance: Sendable, Hashable, CustomStringConvertible {
        /// The whole text, parts joined by the language's comma.
        public var text: String
        /// The language of the label, when it is not the interface's.
        public var labelLanguage: String?
        /// The hint, spoken after a pause, or `nil`.
        public var hint: String?

        public var description: String { text }
    }

    /// What is said for `element` with the interface in `language`.
    public static func utterance(for element: any AccessibleElement, in language: InterfaceLanguage) -> Utterance {
        let traits = element.accessibilityTraits
        var parts: [String] = []
        if traits.contains(.selected) { parts.append(AccessibilityText.selected.localized(language)) }
        if let label = element.accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = element.accessibilityValue, !value.isEmpty { parts.append(value) }
        if traits.contains(.notEnabled) { parts.append(AccessibilityText.dimmed.localized(language)) }
        parts += roles(traits).map { $0.localized(language) }
        let separator = AccessibilityText.separator(language)
        let labelLanguage = element.accessibilityLanguage.flatMap { tag in
            InterfaceLanguage(tag: tag) == language ? nil : tag
        }
        return Utterance(text: parts.joined(separator: separator), labelLanguage: labelLanguage,
                         hint: element.accessibilityHint)
    }

    /// The role words the traits name, in the order VoiceOver speaks them.
    public static func roles(_ traits: AccessibilityTraits) -> [AccessibilityText] {
        var roles: [AccessibilityText] = []
        if traits.contains(.toggleButton) {
            roles.append(.toggleButton)
        } else if traits.contains(.button) && !traits.contains(.keyboardKey) {
            roles.append(.button)
        }
        if traits.contains(.link) { roles.append(.link) }
        if traits.contains(.searchField) {
            roles.append(.searchField)
        } else if traits.contains(.textEntry) {
            roles.append(.textField)
        }
        if traits.contains(.header) { roles.append(.heading) }
        if traits.contains(.image) { roles.append(.image) }
        if traits.contains(.adjustable) { roles.append(.adjustable) }
        if traits.contains(.tabBar) { roles.append(.tabBar) }
        return roles
    }
}
