public import Scene

/// An image view with a ``ImageView/label`` is an image element (``AccessibilityTraits/image``)
/// read as its label; one without is decoration and not an element. A view in a zooming
/// ``ImageScrollView`` also says it zooms (``AccessibilityTraits/supportsZoom``).
extension ImageView: AccessibilityProviding {
    public var defaultAccessibility: AccessibilityDefaults {
        guard let label, !label.isEmpty else { return .none }
        var traits: AccessibilityTraits = .image
        if let scroll = parent as? ImageScrollView, scroll.maximumZoomScale > scroll.minimumZoomScale {
            traits.insert(.supportsZoom)
        }
        let language = AccessibilityLanguage.detect(label, fallback: environment.locale.language)
        return AccessibilityDefaults(isElement: true, label: label, traits: traits, language: language)
    }

    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool { false }
}
