public import Scene

/// A switch is a switch button (``AccessibilityTraits/toggleButton``) whose value is “on” or
/// “off” in the interface's language; activating it toggles it, as a tap does. It has no label
/// of its own: a row holding it reads as one element with the row's title (``ListRow``).
extension Switch: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: nil, value: (isOn ? AccessibilityText.on : .off).localized(readerLanguage),
                             hint: AccessibilityText.toggleHint.localized(readerLanguage),
                             traits: [.button, .toggleButton])
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}

/// A toggle button is a button labelled with its title, selected while on.
extension ToggleButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let label = titleNode?.text ?? symbolNode?.symbol?.spokenName
        return controlAccessibility(label: label, traits: isOn ? [.button, .selected] : .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}

/// A checkbox or a radio button is a button labelled with its title; a checkbox's value is
/// “on”, “off” or “mixed”, a radio button is selected while on.
extension MarkedToggleControl: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        if let radio = self as? RadioButton {
            return controlAccessibility(label: title, traits: radio.isOn ? [.button, .selected] : .button)
        }
        var value: String?
        if let box = self as? Checkbox {
            let word: AccessibilityText = switch box.state {
            case .on: .on
            case .off: .off
            case .mixed: .mixed
            }
            value = word.localized(readerLanguage)
        }
        return controlAccessibility(label: title, value: value, traits: .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }
}
