/// What the tree tells assistive technology, as UIKit's `UIAccessibility.Notification`s: a
/// screen reader that runs (``SceneOwner/accessibilityNotificationHandler``) moves its cursor
/// and speaks; without one nothing happens.
///
/// <!-- example context: let alert = Node() -->
/// ```swift
/// alert.postAccessibilityNotification(.screenChanged(focus: alert))
/// alert.postAccessibilityNotification(.announcement("Saved"))
/// ```
@MainActor
public enum AccessibilityNotification {
    /// Most of the screen changed (a page pushed, an alert or a sheet shown): the reader reads
    /// the new screen from `focus` (its first element when `nil`).
    case screenChanged(focus: Node?)
    /// Part of the screen changed (a row added, a section shown): the reader keeps its place,
    /// or moves to `focus` when given.
    case layoutChanged(focus: Node?)
    /// Something to say now without moving the cursor (a notification banner, "page 2 of 5").
    case announcement(String)
}

extension Node {
    /// Posts `notification` to the screen reader of the scene this node is in, if one runs.
    public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
        owner?.accessibilityNotificationHandler?(notification)
    }
}
