import Graphics

/// What an app set of one node's accessibility: allocated on the first override, so a node
/// nobody customises costs one `nil` pointer (``Node/accessibilityOverrides``).
@MainActor
final class AccessibilityOverrides {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits?
    var language: String?
    var frame: Rect?
    var activationPoint: Point?
    var containerType: AccessibilityContainerType?
    var customActions: [AccessibilityCustomAction]?
    var elements: [any AccessibleElement]?
    var shouldGroupChildren = false
    var elementsHidden = false
    var viewIsModal = false
    var handlers: [AccessibilityAction: @MainActor () -> Bool] = [:]
}
