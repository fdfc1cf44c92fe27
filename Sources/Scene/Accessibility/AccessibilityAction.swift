/// The standard actions a screen reader performs on an element (UIKit's `accessibilityActivate()`,
/// `accessibilityIncrement()`, `accessibilityDecrement()`, `accessibilityPerformEscape()`,
/// `accessibilityPerformMagicTap()`).
public enum AccessibilityAction: Sendable, Hashable, CaseIterable {
    /// Double tap: do what a tap does.
    case activate
    /// Swipe up on an adjustable element: the next value.
    case increment
    /// Swipe down on an adjustable element: the previous value.
    case decrement
    /// The two-finger scrub: dismiss an alert, go back a page.
    case escape
    /// The two-finger double tap: the screen's main action (play, answer).
    case magicTap
    /// The three-finger swipe up: the next page below (UIKit's `accessibilityScroll(.down)`
    /// side of it); the handler announces where it landed.
    case scrollPageDown
    /// The three-finger swipe down: the page above.
    case scrollPageUp
    /// The three-finger swipe toward the leading edge: the next page toward trailing.
    case scrollPageTrailing
    /// The three-finger swipe toward the trailing edge: the page toward leading.
    case scrollPageLeading
}

/// An action of an app's own offered by an element (UIKit's `UIAccessibilityCustomAction`): a
/// reader lists them by name; the handler returns whether it did something.
///
/// ```swift
/// let archive = AccessibilityCustomAction(name: "Archive") { true }
/// ```
@MainActor
public struct AccessibilityCustomAction {
    /// The action's name, as spoken.
    public var name: String
    /// Performs the action; returns whether it succeeded.
    public var handler: @MainActor () -> Bool

    /// Creates an action named `name`.
    public init(name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}

/// What kind of container a node is to a screen reader (UIKit's `UIAccessibilityContainerType`):
/// a reader's rotor moves by container, and touch scripts' `row:` targets are the elements in a
/// list.
public enum AccessibilityContainerType: Sendable, Hashable {
    /// Not a container a reader names.
    case none
    /// A table with rows and columns.
    case dataTable
    /// A list of rows (a table view).
    case list
    /// A landmark (a navigation bar, a tab bar).
    case landmark
    /// A group of related elements.
    case semanticGroup
}
