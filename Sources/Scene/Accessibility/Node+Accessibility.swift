public import Graphics

/// Every node answers a screen reader with UIKit's names. A getter returns what the app set, or
/// else the node's default (``AccessibilityProviding``: the standard controls compute theirs from
/// their state); setting a property stores an override in the node's side box, made on the first
/// one. Setting an optional override to `nil` brings the default back.
///
/// <!-- example context: let cell = Node(), star = Node() -->
/// ```swift
/// star.isAccessibilityElement = true
/// star.accessibilityLabel = "Favourite"
/// star.accessibilityTraits = [.button, .selected]
/// star.accessibilityIdentifier = "favourite-star"
/// cell.shouldGroupAccessibilityChildren = true
/// ```
extension Node: AccessibleElement {
    /// The box of overrides, made when first written.
    private var overrides: AccessibilityOverrides {
        if let box = accessibilityOverrides { return box }
        let box = AccessibilityOverrides()
        accessibilityOverrides = box
        return box
    }

    /// The defaults the node computes from its state (``AccessibilityProviding``), or
    /// ``AccessibilityDefaults/none`` for a node that describes nothing.
    var providedAccessibility: AccessibilityDefaults {
        (self as? any AccessibilityProviding)?.defaultAccessibility ?? .none
    }

    /// Whether a screen reader stops on the node (its children are then not elements of their
    /// own). Standard controls and text are elements; a plain node is not.
    public var isAccessibilityElement: Bool {
        get { accessibilityOverrides?.isElement ?? providedAccessibility.isElement }
        set { overrides.isElement = newValue }
    }

    /// The node's name as spoken (“Save”); a control's default is its title.
    public var accessibilityLabel: String? {
        get { accessibilityOverrides?.label ?? providedAccessibility.label }
        set { overrides.label = newValue }
    }

    /// The node's current value as spoken (“on”, “50%”).
    public var accessibilityValue: String? {
        get { accessibilityOverrides?.value ?? providedAccessibility.value }
        set { overrides.value = newValue }
    }

    /// What activating the node does (“Opens the locker”), spoken after a pause.
    public var accessibilityHint: String? {
        get { accessibilityOverrides?.hint ?? providedAccessibility.hint }
        set { overrides.hint = newValue }
    }

    /// A name for tests and touch scripts (`tap id:open-button`), never spoken.
    public var accessibilityIdentifier: String? {
        get { accessibilityOverrides?.identifier }
        set { overrides.identifier = newValue }
    }

    /// What the node is and its state; a control's default includes ``AccessibilityTraits/notEnabled``
    /// while it is disabled.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityOverrides?.traits ?? providedAccessibility.traits }
        set { overrides.traits = newValue }
    }

    /// The BCP 47 language the label and value are spoken in, or `nil` for the interface's.
    /// Text's default is the language its characters are written in (``AccessibilityLanguage``).
    public var accessibilityLanguage: String? {
        get { accessibilityOverrides?.language ?? providedAccessibility.language }
        set { overrides.language = newValue }
    }

    /// The node's area on the screen in points: its bounds through every transform, unless set.
    public var accessibilityFrame: Rect {
        get { accessibilityOverrides?.frame ?? transformToScreen.apply(to: bounds) }
        set { overrides.frame = newValue }
    }

    /// Where a touch activates the node, on the screen in points: its default (a row's switch),
    /// else the centre of ``accessibilityFrame``, unless set.
    public var accessibilityActivationPoint: Point {
        get {
            if let point = accessibilityOverrides?.activationPoint ?? providedAccessibility.activationPoint { return point }
            let frame = accessibilityFrame
            return Point(x: frame.midX, y: frame.midY)
        }
        set { overrides.activationPoint = newValue }
    }

    /// What kind of container the node is (a table is a ``AccessibilityContainerType/list``).
    public var accessibilityContainerType: AccessibilityContainerType {
        get { accessibilityOverrides?.containerType ?? providedAccessibility.containerType }
        set { overrides.containerType = newValue }
    }

    /// The app's own actions on the node, listed by a reader's rotor (a standard control's
    /// own, such as a table row's swipe actions, unless the app sets them).
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get {
            accessibilityOverrides?.customActions ?? (self as? any AccessibilityProviding)?
                .defaultAccessibilityCustomActions ?? []
        }
        set { overrides.customActions = newValue }
    }

    /// The node's elements in reading order, replacing its children and their geometric order
    /// (UIKit's `accessibilityElements`); `nil` for the default.
    public var accessibilityElements: [any AccessibleElement]? {
        get { accessibilityOverrides?.elements }
        set { overrides.elements = newValue }
    }

    /// Whether the node's elements are read together, in their own order, before or after the
    /// elements around them (a card whose title and button sit beside another card's).
    public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityOverrides?.shouldGroupChildren ?? false }
        set { overrides.shouldGroupChildren = newValue }
    }

    /// Whether the node's subtree is hidden from a reader (the node stays visible).
    public var accessibilityElementsHidden: Bool {
        get { accessibilityOverrides?.elementsHidden ?? false }
        set { overrides.elementsHidden = newValue }
    }

    /// Whether a reader ignores everything outside this node's subtree while it is shown (an
    /// alert): standard modal views set it.
    public var accessibilityViewIsModal: Bool {
        get { accessibilityOverrides?.viewIsModal ?? providedAccessibility.viewIsModal }
        set { overrides.viewIsModal = newValue }
    }

    /// The node itself.
    public var accessibilityContainerNode: Node? { self }

    /// Replaces what the node does for a standard action (`nil`: its default again). The handler
    /// returns whether it did something.
    public func setAccessibilityHandler(for action: AccessibilityAction, _ handler: (@MainActor () -> Bool)?) {
        overrides.handlers[action] = handler
    }

    /// Performs `action`: the app's handler, else the node's default behaviour.
    public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        if let handler = accessibilityOverrides?.handlers[action] { return handler() }
        return (self as? any AccessibilityProviding)?.performDefaultAccessibilityAction(action) ?? false
    }

    /// Does what a tap does (a button's action, a switch's toggle); returns whether it did.
    public func accessibilityActivate() -> Bool { performAccessibilityAction(.activate) }
    /// Moves an adjustable node to its next value (a slider's step up).
    public func accessibilityIncrement() { _ = performAccessibilityAction(.increment) }
    /// Moves an adjustable node to its previous value.
    public func accessibilityDecrement() { _ = performAccessibilityAction(.decrement) }
    /// Dismisses the node (an alert's cancel) or goes back; returns whether it did.
    public func accessibilityPerformEscape() -> Bool { performAccessibilityAction(.escape) }
    /// The screen's main action; returns whether the node had one.
    public func accessibilityPerformMagicTap() -> Bool { performAccessibilityAction(.magicTap) }

    /// The elements a node draws itself (``AccessibilityProviding/defaultAccessibilityElements``).
    var drawnAccessibilityElements: [any AccessibleElement]? {
        (self as? any AccessibilityProviding)?.defaultAccessibilityElements
    }
}
