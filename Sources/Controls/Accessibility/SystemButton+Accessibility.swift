public import Scene

/// A system button (info, close, add) is a button labelled with what it does.
extension SystemButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let label: AccessibilityText = switch kind {
        case .info, .detailDisclosure: .moreInfo
        case .close: .close
        case .contactAdd: .add
        }
        return controlAccessibility(label: label.localized(readerLanguage), traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}

/// The info button is a button labelled “More Info”.
extension InfoButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: AccessibilityText.moreInfo.localized(readerLanguage), traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}
