public import Scene

/// A slider is adjustable: its value is its position as a percentage, and increment and
/// decrement move it a tenth of its range, sending its actions, as UIKit's slider does.
extension Slider: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: nil, value: AccessibilityText.percent(fraction(of: value), in: readerLanguage),
                             hint: AccessibilityText.adjustHint.localized(readerLanguage), traits: .adjustable)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled, action == .increment || action == .decrement else { return false }
        let step = (maximumValue - minimumValue) / 10 * (action == .increment ? 1 : -1)
        let old = value
        setValue(value + step, animated: false)
        if value != old { sendActions() }
        return value != old
    }
}

/// A stepper is adjustable: its value is its number in the interface's digits, and increment and
/// decrement press its plus and minus.
extension Stepper: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        let locale = readerLanguage.locale
        let text = value == value.rounded() && abs(value) < 1e15
            ? locale.formatted(Int(value)) : locale.formatted(value, fractionDigits: 2)
        return controlAccessibility(label: nil, value: text, hint: AccessibilityText.adjustHint.localized(readerLanguage),
                                    traits: .adjustable)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled else { return false }
        switch action {
        case .increment: return step(.increment)
        case .decrement: return step(.decrement)
        default: return false
        }
    }
}

/// A page indicator is adjustable: its value is “page 2 of 5”, increment and decrement turn the
/// page, sending its actions.
extension PageIndicator: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard isShowingDots else { return .none }
        let value = AccessibilityText.position(currentPage + 1, of: numberOfPages, in: readerLanguage, page: true)
        return controlAccessibility(label: nil, value: value, traits: .adjustable)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard isEnabled else { return false }
        let target = switch action {
        case .increment: currentPage + 1
        case .decrement: currentPage - 1
        default: -1
        }
        guard target >= 0, target < numberOfPages else { return false }
        setCurrentPage(target, animated: true)
        sendActions()
        return true
    }
}

/// A progress bar's value is its percentage; it updates frequently.
extension ProgressView: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: nil, value: AccessibilityText.percent(progress, in: readerLanguage),
                             traits: .updatesFrequently)
    }
}
