public import Scene

/// A button is a button element labelled with its title, or its symbol's name when it has none.
extension Button: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let label = title.flatMap { $0.isEmpty ? nil : $0 } ?? symbol?.spokenName
        return controlAccessibility(label: label, value: subtitle, traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}
