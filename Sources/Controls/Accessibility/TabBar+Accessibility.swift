public import Scene

/// A tab bar is a tab bar landmark; each tab is a button labelled with its title, valued
/// “Tab 2 of 4”, selected when shown.
extension TabBar: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(traits: .tabBar, containerType: .landmark)
    }
}

extension TabBarButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        var value: String?
        if let bar = parent as? TabBar, let index = bar.buttons.firstIndex(where: { $0 === self }) {
            value = AccessibilityText.position(index + 1, of: bar.buttons.count, in: readerLanguage, tab: true)
        }
        if let badge = badge?.value, !badge.isEmpty { value = [value, badge].compactMap { $0 }.joined(separator: ", ") }
        return controlAccessibility(label: title, value: value, traits: isSelected ? [.button, .selected] : .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}
