public import Graphics

/// What a screen reader reads and acts on: a ``Node`` (every node is one) or an
/// ``AccessibilityElement`` a node draws itself (a keyboard key, a segment).
///
/// The names are UIKit's (`UIAccessibility`'s informal protocol). ``accessibilityFrame`` is in
/// screen coordinates (points).
@MainActor
public protocol AccessibleElement: AnyObject {
    /// The element's name (“Save”).
    var accessibilityLabel: String? { get }
    /// The element's current value (“on”, “50%”).
    var accessibilityValue: String? { get }
    /// What activating the element does.
    var accessibilityHint: String? { get }
    /// A name for tests and touch scripts (`id:open-button`), never spoken.
    var accessibilityIdentifier: String? { get }
    /// What the element is and its state.
    var accessibilityTraits: AccessibilityTraits { get }
    /// The element's area on the screen, in points.
    var accessibilityFrame: Rect { get }
    /// Where a touch activates the element, on the screen in points: the centre of its frame,
    /// or its control's (a row whose switch sits at its trailing end).
    var accessibilityActivationPoint: Point { get }
    /// The BCP 47 language of the label and value, or `nil` for the interface's.
    var accessibilityLanguage: String? { get }
    /// The app's own actions on the element.
    var accessibilityCustomActions: [AccessibilityCustomAction] { get }
    /// The node the element lives in: itself for a node, its container for a drawn element.
    var accessibilityContainerNode: Node? { get }
    /// Does what a tap does; returns whether something happened.
    func accessibilityActivate() -> Bool
    /// Moves an adjustable element to its next value.
    func accessibilityIncrement()
    /// Moves an adjustable element to its previous value.
    func accessibilityDecrement()
    /// Dismisses or goes back; returns whether something happened.
    func accessibilityPerformEscape() -> Bool
    /// Performs the screen's main action; returns whether something happened.
    func accessibilityPerformMagicTap() -> Bool
}

/// An element a node draws itself rather than as a child node (UIKit's `UIAccessibilityElement`):
/// a segment of a segmented control, a key of a keyboard. Its frame is in its container's
/// coordinates, so it follows the container when that moves.
///
/// <!-- example context: let keyboard = Node() -->
/// ```swift
/// let key = AccessibilityElement(container: keyboard)
/// key.accessibilityLabel = "q"
/// key.accessibilityTraits = .keyboardKey
/// key.accessibilityFrameInContainerSpace = Rect(x: 3, y: 8, width: 32, height: 42)
/// key.onActivate = { true }
/// ```
@MainActor
public final class AccessibilityElement: AccessibleElement {
    /// The node the element belongs to (not retained: the container keeps its elements).
    public private(set) weak var container: Node?
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?
    public var accessibilityTraits: AccessibilityTraits = []
    public var accessibilityLanguage: String?
    public var accessibilityCustomActions: [AccessibilityCustomAction] = []
    /// The element's area in the container's coordinates.
    public var accessibilityFrameInContainerSpace: Rect = .zero
    /// Runs on activation; returns whether something happened.
    public var onActivate: (@MainActor () -> Bool)?
    /// Runs on increment.
    public var onIncrement: (@MainActor () -> Void)?
    /// Runs on decrement.
    public var onDecrement: (@MainActor () -> Void)?

    /// Creates an element inside `container`.
    public init(container: Node) { self.container = container }

    /// The frame in screen coordinates.
    public var accessibilityFrame: Rect {
        guard let container else { return accessibilityFrameInContainerSpace }
        return container.transformToScreen.apply(to: accessibilityFrameInContainerSpace)
    }

    /// The centre of the frame.
    public var accessibilityActivationPoint: Point {
        let frame = accessibilityFrame
        return Point(x: frame.midX, y: frame.midY)
    }

    public var accessibilityContainerNode: Node? { container }
    public func accessibilityActivate() -> Bool { onActivate?() ?? false }
    public func accessibilityIncrement() { onIncrement?() }
    public func accessibilityDecrement() { onDecrement?() }
    /// A drawn element has no escape of its own: a reader asks its container's ancestors.
    public func accessibilityPerformEscape() -> Bool { false }
    /// A drawn element has no magic tap of its own.
    public func accessibilityPerformMagicTap() -> Bool { false }
}
