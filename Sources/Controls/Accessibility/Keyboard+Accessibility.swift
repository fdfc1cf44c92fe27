import Gestures
import Graphics
public import Scene

/// A keyboard's elements are its keys, in reading order (right to left in an Arabic or Hebrew
/// layout): each a keyboard key labelled with what it shows (its letter as Shift makes it) or,
/// for a key that shows a symbol, its name (“shift”, “delete”, “next keyboard”), in the
/// keyboard's language; activating one does what lifting a finger on it does.
extension Keyboard: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults { .none }

    public var defaultAccessibilityElements: [any AccessibleElement]? {
        let words = readerLanguage
        let keys = keyFrames.compactMap { entry -> (any AccessibleElement)? in
            let (key, frame) = entry
            let label: String
            switch key.action {
            case .spacer: return nil
            case .shift: label = AccessibilityText.shift.localized(words)
            case .backspace: label = AccessibilityText.delete.localized(words)
            case .globe: label = AccessibilityText.nextKeyboard.localized(words)
            default: label = labelText(of: key).0
            }
            guard !label.isEmpty else { return nil }
            let element = AccessibilityElement(container: self)
            element.accessibilityLabel = label
            element.accessibilityLanguage = language.languageTag
            element.accessibilityTraits = .keyboardKey
            element.accessibilityFrameInContainerSpace = frame
            element.onActivate = { [weak self] in
                guard let self else { return false }
                let centre = Point(x: frame.midX, y: frame.midY)
                perform(KeyPress(touch: TouchID(0), key: key, frame: frame, start: centre, location: centre, since: 0),
                        at: 0, location: centre)
                return true
            }
            return element
        }
        return AccessibilityTree.readingOrder(keys, rightToLeft: language.languageTag == "ar" || language.languageTag == "he")
    }
}
