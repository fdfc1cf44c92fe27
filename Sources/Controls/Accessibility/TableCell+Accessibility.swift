public import Scene

/// A table row is one element, as UIKit's cells are: labelled with its text (or the words of its
/// content view), valued with its detail text, selected when it is. A row with a chevron or an
/// info button is a button; a row whose accessory is a switch reads as that switch (“Wi-Fi, on,
/// switch button”) and activating it toggles the switch. The table is a list container
/// (touch scripts' `row:` targets).
extension TableCell: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard revealedWidth == 0 else { return .none }   // its elements: the row and the revealed actions
        return rowAccessibility
    }

    /// While swipe actions are revealed the row is read as itself followed by its action buttons
    /// (“Delete, button”), which a tap can reach.
    public var defaultAccessibilityElements: [any AccessibleElement]? {
        guard revealedWidth > 0 else { return nil }
        let row = AccessibilityElement(container: self)
        let defaults = rowAccessibility
        row.accessibilityLabel = defaults.label
        row.accessibilityValue = defaults.value
        row.accessibilityTraits = defaults.traits
        row.accessibilityLanguage = defaults.language
        row.accessibilityFrameInContainerSpace = contentView.frame.intersection(bounds)
        row.onActivate = { [weak self] in self?.performDefaultAccessibilityAction(.activate) ?? false }
        return [row] + actionButtons.filter { !$0.isHidden }
    }

    /// The row's swipe actions (“Delete”, an app's own), which a reader's rotor lists so they
    /// can be run without the swipe, as UIKit's rows offer them; none while they are revealed
    /// (then they are buttons of their own).
    public var defaultAccessibilityCustomActions: [AccessibilityCustomAction] {
        guard revealedWidth == 0, isEnabled, let table, let path = table.indexPath(for: self) else { return [] }
        return table.swipeActions(for: path).map { action in
            AccessibilityCustomAction(name: action.title) { [weak table] in
                guard let table else { return false }
                table.perform(action, at: path)
                return true
            }
        }
    }

    /// The row as one element.
    private var rowAccessibility: AccessibilityDefaults {
        let text = textLabel.text.isEmpty ? contentView.combinedTextLabel() : textLabel.text
        let detail = detailTextLabel.text.isEmpty ? nil : detailTextLabel.text
        if case .switchControl(let control) = accessory {
            var defaults = control.defaultAccessibility
            defaults.label = text
            defaults.activationPoint = control.accessibilityActivationPoint
            defaults.language = text.flatMap { AccessibilityLanguage.detect($0, fallback: environment.locale.language) }
            return defaults
        }
        var traits: AccessibilityTraits = []
        switch accessory {
        case .disclosureIndicator, .detailButton, .detailDisclosureButton: traits.insert(.button)
        default: break
        }
        if isSelected { traits.insert(.selected) }
        return controlAccessibility(label: text, value: detail, traits: traits)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        if case .switchControl(let control) = accessory { return control.accessibilityActivate() }
        activate()
        return true
    }
}

/// A revealed swipe action is a button labelled with its title.
extension TableSwipeActionButton: AccessibilityProviding {
    var defaultAccessibility: AccessibilityDefaults { controlAccessibility(label: action.title, traits: .button) }

    func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}

/// A section header is a heading; a footer static text.
extension TableHeaderFooterView: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard !title.isEmpty else { return .none }
        // The title as written: a grouped header shows it in capitals, which a reader would spell.
        return AccessibilityDefaults(
            isElement: true, label: title, traits: kind == .header ? [.header, .staticText] : .staticText,
            language: AccessibilityLanguage.detect(title, fallback: environment.locale.language))
    }
}

/// A list row with a control beside its title reads as one element: the title as the label, the
/// control's value, traits and actions (“Wi-Fi, on, switch button”). A row with text beside its
/// title reads the text as its value. A row with nothing beside its title is its title.
extension ListRow: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard let accessory, accessory.isAccessibilityElement else { return .none }
        var defaults = AccessibilityDefaults(isElement: true, label: titleNode.text,
                                             value: accessory.accessibilityValue, hint: accessory.accessibilityHint,
                                             traits: accessory.accessibilityTraits)
        if accessory is TextNode || accessory.accessibilityTraits.contains(.staticText) {
            defaults.value = accessory.accessibilityLabel
        }
        defaults.language = AccessibilityLanguage.detect(titleNode.text, fallback: environment.locale.language)
        if !(accessory is TextNode) { defaults.activationPoint = accessory.accessibilityActivationPoint }
        return defaults
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard let accessory, accessory.isAccessibilityElement else { return false }
        return accessory.performAccessibilityAction(action)
    }
}
