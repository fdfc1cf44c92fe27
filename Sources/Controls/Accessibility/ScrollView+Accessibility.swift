public import Scene

extension ScrollView: AccessibilityProviding {
    /// A scroll view is a container, not an element, of the kind its class says
    /// (``ScrollView/defaultAccessibilityContainerType``: a table view is a list whose rows are
    /// its elements).
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(containerType: defaultAccessibilityContainerType)
    }

    /// The three-finger swipes: a page (the view's length less a tenth, so a line stays in
    /// sight) along the axis, animated; then the reader is told "page 2 of 5". Returns `false`
    /// at the end the swipe asks to go past (the reader says nothing moved).
    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        let axis: Axis, forward: Bool
        switch action {
        case .scrollPageDown: (axis, forward) = (.vertical, true)
        case .scrollPageUp: (axis, forward) = (.vertical, false)
        case .scrollPageTrailing: (axis, forward) = (.horizontal, layoutDirection != .rightToLeft)
        case .scrollPageLeading: (axis, forward) = (.horizontal, layoutDirection == .rightToLeft)
        default: return false
        }
        guard canScroll(along: axis) else { return false }
        let range = offsetRange(axis)
        let page = max(1, length(axis) * 0.9)
        let current = component(axis)
        let target = min(range.upperBound, max(range.lowerBound, current + (forward ? page : -page)))
        guard abs(target - current) >= 0.5 else { return false }
        var point = contentOffset
        if axis == .horizontal { point.x = target } else { point.y = target }
        setContentOffset(point, animated: false)
        let pages = max(1, Int(((range.upperBound - range.lowerBound) / page).rounded(.up)) + 1)
        // At the end the last page is shown, however short the last step was.
        let atEnd = target >= range.upperBound - 0.5
        let index = atEnd ? pages : min(pages, Int(((target - range.lowerBound) / page).rounded()) + 1)
        let language = InterfaceLanguage(locale: environment.locale) ?? .english
        postAccessibilityNotification(
            .announcement(AccessibilityText.position(index, of: pages, in: language, page: true)))
        return true
    }
}
