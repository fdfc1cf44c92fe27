public import Scene

/// A segmented control's elements are its segments, leading first: each a button labelled with
/// its title (or symbol's name), valued “2 of 3”, selected when it is, dimmed when disabled;
/// activating one selects it and sends the control's actions, as a tap does.
extension SegmentedControl: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { .none }

    public var defaultAccessibilityElements: [any AccessibleElement]? {
        let language = readerLanguage
        return segments.indices.map { index in
            let element = AccessibilityElement(container: self)
            let label = switch segments[index] {
            case .title(let title): title
            case .symbol(let name): name.replacing(".", with: " ")
            }
            element.accessibilityLabel = label
            element.accessibilityLanguage = AccessibilityLanguage.detect(label, fallback: environment.locale.language)
            element.accessibilityValue = AccessibilityText.position(index + 1, of: segments.count, in: language)
            var traits: AccessibilityTraits = .button
            if selectedSegmentIndex == index { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = segmentRect(index)
            element.onActivate = { [weak self] in self?.accessibilitySelect(index) ?? false }
            return element
        }
    }

    /// Selects segment `index` as a tap does.
    private func accessibilitySelect(_ index: Int) -> Bool {
        guard isEnabled, isEnabledForSegment(at: index) else { return false }
        if isMomentary {
            setSelectedSegmentIndex(index, animated: false)
            sendActions()
            setSelectedSegmentIndex(nil, animated: true)
            return true
        }
        let changed = index != selectedSegmentIndex
        setSelectedSegmentIndex(index, animated: true)
        if changed { sendActions() }
        return true
    }
}
