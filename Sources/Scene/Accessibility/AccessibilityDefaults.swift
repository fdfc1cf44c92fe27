public import Graphics

/// What a node is to a screen reader when the app overrides nothing: the values a standard
/// control computes from its state (a switch's “on”, a button's title).
///
/// ```swift
/// let defaults = AccessibilityDefaults(isElement: true, label: "Save", traits: .button)
/// ```
public struct AccessibilityDefaults: Sendable, Hashable {
    /// Whether the node is an element a reader stops on (its children are then not visited).
    public var isElement: Bool
    /// The element's name (“Save”, “Wi-Fi”).
    public var label: String?
    /// The element's current value (“on”, “50%”).
    public var value: String?
    /// What activating the element does, spoken after a pause.
    public var hint: String?
    /// What the element is and its state.
    public var traits: AccessibilityTraits
    /// The BCP 47 language of the label and value (`ar`, `ja`), or `nil` for the interface's.
    public var language: String?
    /// What kind of container the node is.
    public var containerType: AccessibilityContainerType
    /// Whether a reader ignores everything outside the node while it is shown (an alert).
    public var viewIsModal: Bool
    /// Where a touch activates the node, on the screen in points (`nil`: the centre of its frame).
    public var activationPoint: Point?

    /// Creates defaults.
    public init(isElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = [], language: String? = nil,
                containerType: AccessibilityContainerType = .none, viewIsModal: Bool = false,
                activationPoint: Point? = nil) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.language = language
        self.containerType = containerType
        self.viewIsModal = viewIsModal
        self.activationPoint = activationPoint
    }

    /// A node that is not an element (its children are visited).
    public static let none = AccessibilityDefaults()
}

/// A node type that describes itself to a screen reader with no app code: the standard controls
/// conform, in extensions beside them. What an app sets on the node (``Node/accessibilityLabel``
/// …) wins over these defaults.
///
/// <!-- example context: import Graphics -->
/// ```swift
/// final class Gauge: Node, AccessibilityProviding {
///     var level = 3
///     var defaultAccessibility: AccessibilityDefaults {
///         AccessibilityDefaults(isElement: true, label: "Fuel", value: "\(level) of 5", traits: .adjustable)
///     }
///     func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool {
///         switch action {
///         case .increment: level = min(5, level + 1); return true
///         case .decrement: level = max(0, level - 1); return true
///         default: return false
///         }
///     }
/// }
/// ```
@MainActor
public protocol AccessibilityProviding: AnyObject {
    /// The node's label, value, traits and language computed from its state.
    var defaultAccessibility: AccessibilityDefaults { get }
    /// Performs a standard action as the node's own behaviour; returns whether it did anything.
    func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool
    /// The node's elements in reading order when they are not simply its children's: those it
    /// draws itself (a segmented control's segments, a keyboard's keys) or its children described
    /// differently (a navigation bar's title as a header); `nil` when its children are its
    /// elements. Asked each time a reader lists the screen.
    var defaultAccessibilityElements: [any AccessibleElement]? { get }
    /// The node's own actions a reader lists in its rotor beside activating it (a table row's
    /// swipe actions: “Delete”), computed from its state; empty for none.
    var defaultAccessibilityCustomActions: [AccessibilityCustomAction] { get }
}

extension AccessibilityProviding {
    /// No standard action.
    public func performDefaultAccessibilityAction(_ action: AccessibilityAction) -> Bool { false }
    /// The children are the elements.
    public var defaultAccessibilityElements: [any AccessibleElement]? { nil }
    /// No actions of its own.
    public var defaultAccessibilityCustomActions: [AccessibilityCustomAction] { [] }
}
