public import Scene

/// The back button is a button labelled with the previous page's title (what it goes back to),
/// whatever shorter title it shows.
extension BackButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: title.isEmpty ? genericTitle : title, traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}

/// A bar button is a button labelled with its title (a system item's, or its symbol's name).
extension BarButtonItem: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let label = title.isEmpty ? symbolName?.replacing(".", with: " ") : title
        return controlAccessibility(label: label, traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}

/// A toolbar item is a button labelled with its title, selected while a two-state item is on.
extension ToolbarItem: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: title, traits: isTwoState && isOn ? [.button, .selected] : .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}

/// The navigation bar is a landmark whose elements are the shown page's back button, title (a
/// heading), prompt and bar buttons, in reading order.
extension NavigationBar: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults(containerType: .landmark) }

    public var defaultAccessibilityElements: [any AccessibleElement]? {
        guard let content else { return nil }
        let titles = [content.titleNode, content.largeTitleNode]
        return AccessibilityTree.elements(inside: content).map { element -> any AccessibleElement in
            guard let text = element as? TextNode, titles.contains(where: { $0 === text }) else { return element }
            let heading = AccessibilityElement(container: text)
            heading.accessibilityLabel = text.accessibilityLabel
            heading.accessibilityLanguage = text.accessibilityLanguage
            heading.accessibilityTraits = text.accessibilityTraits.union(.header)
            heading.accessibilityFrameInContainerSpace = text.bounds
            return heading
        }
    }
}

/// Escape in a navigation stack goes back a page, as the back button does (at the root, the
/// stack's ``NavigationStack/rootBackAction`` when it has one).
extension NavigationStack: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { .none }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .escape, pages.count > 1 || rootBackAction != nil else { return false }
        pop(animated: true)
        return true
    }
}
