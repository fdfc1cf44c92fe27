public import Scene

/// A presented alert, action sheet or modal view is accessibility-modal: a reader reads only it
/// while it is shown. Escape chooses an alert's or an action sheet's cancel action (an alert
/// with none stays, as UIKit's does).
extension ModalNode: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults(viewIsModal: isPresented) }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        guard action == .escape, isPresented else { return false }
        if let alert = self as? Alert {
            guard let cancel = alert.cancelAction else { return false }
            alert.choose(cancel)
            return true
        }
        if let sheet = self as? ActionSheet, let cancel = sheet.cancelButton {
            cancel.activate()
            return true
        }
        return false
    }
}

/// An alert's or an action sheet's button is a button labelled with its action's title.
extension ModalActionButton: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { controlAccessibility(label: title, traits: .button) }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}

/// A menu row is a button labelled with its item's title, selected when checked.
extension MenuRow: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        controlAccessibility(label: item.title, traits: item.isChecked ? [.button, .selected] : .button)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        activateForAccessibility(action)
    }
}
