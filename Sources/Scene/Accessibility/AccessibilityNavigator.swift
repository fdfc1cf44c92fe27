public import Graphics

/// A screen reader without speech: the VoiceOver cursor over a scene's elements, moved and acted
/// through as VoiceOver's gestures do, and the words it would say.
///
/// ## Background
/// The elements are listed afresh (``AccessibilityTree/elements(of:)``) at each move, so a screen
/// that changed under the cursor (a page pushed, an alert shown) is read as it is now; when the
/// focused element is gone, the next move starts again at the first element. Every element the
/// cursor lands on is added to ``spoken``, the utterance log tests read. Escape and magic tap go
/// from the focused element up through its ancestors until one handles them (an alert's cancel,
/// a navigation stack's back), as UIKit's do.
///
/// <!-- example context: let root = Node() -->
/// ```swift
/// let reader = AccessibilityNavigator(root: root)
/// reader.moveNext()                       // the first element
/// print(reader.focusedUtterance?.text ?? "")
/// reader.activate()                       // a double tap
/// ```
@MainActor
public final class AccessibilityNavigator {
    /// The node whose subtree is read (a scene's root).
    public let root: Node
    /// The element under the cursor.
    public private(set) var focused: (any AccessibleElement)?
    /// What was said, oldest first: one utterance per element the cursor landed on.
    public private(set) var spoken: [AccessibilitySpeech.Utterance] = []

    /// A reader over `root`'s subtree, nothing focused.
    public init(root: Node) { self.root = root }

    /// The language the reader speaks: the root's locale's, or English.
    public var language: InterfaceLanguage { InterfaceLanguage(locale: root.environment.locale) ?? .english }

    /// The elements in reading order, now.
    public var elements: [any AccessibleElement] { AccessibilityTree.elements(of: root) }

    /// What is said for the focused element.
    public var focusedUtterance: AccessibilitySpeech.Utterance? {
        focused.map { AccessibilitySpeech.utterance(for: $0, in: language) }
    }

    /// Moves the cursor to the next element (a swipe right); the first when nothing, or nothing
    /// still shown, is focused. Returns `false` at the last element (the cursor stays).
    @discardableResult
    public func moveNext() -> Bool { move(by: 1) }

    /// Moves the cursor to the previous element (a swipe left); the first when nothing is
    /// focused. Returns `false` at the first element.
    @discardableResult
    public func movePrevious() -> Bool { move(by: -1) }

    /// Puts the cursor on `element` and says it.
    public func focus(_ element: any AccessibleElement) {
        focused = element
        if let utterance = focusedUtterance { spoken.append(utterance) }
    }

    /// Puts the cursor back on `element` (`nil`: on nothing) without saying it: undoing a move
    /// whose words were cut off (a screen reader's touch-down that turned out to be a flick).
    public func returnFocus(to element: (any AccessibleElement)?) { focused = element }

    /// Puts the cursor on the element under `point` (screen points), as touching the screen
    /// does; returns whether there was one. The last element in reading order whose frame holds
    /// the point wins (nested frames: the innermost comes later).
    @discardableResult
    public func focus(at point: Point) -> Bool {
        guard let hit = elements.last(where: { $0.accessibilityFrame.contains(point) }) else { return false }
        if let focused, Self.same(focused, hit) { return true }
        focus(hit)
        return true
    }

    /// Puts the cursor on the first element whose label is `label`; returns whether there was one.
    @discardableResult
    public func focus(label: String) -> Bool {
        guard let element = elements.first(where: { $0.accessibilityLabel == label }) else { return false }
        focus(element)
        return true
    }

    /// Activates the focused element (a double tap); returns whether it did something.
    @discardableResult
    public func activate() -> Bool { focused?.accessibilityActivate() ?? false }

    /// Increments the focused element (a swipe up on an adjustable one) and says its new value.
    public func increment() { adjust { $0.accessibilityIncrement() } }

    /// Decrements the focused element (a swipe down) and says its new value.
    public func decrement() { adjust { $0.accessibilityDecrement() } }

    /// The two-finger scrub: the focused element's escape, else its ancestors' in turn (with
    /// nothing focused: the modal view's, else the root's subtree's). Returns whether one handled it.
    @discardableResult
    public func escape() -> Bool { perform { $0.accessibilityPerformEscape() } }

    /// The two-finger double tap: the focused element's magic tap, else its ancestors'.
    @discardableResult
    public func magicTap() -> Bool { perform { $0.accessibilityPerformMagicTap() } }

    // MARK: Private

    private func move(by step: Int) -> Bool {
        let list = elements
        guard !list.isEmpty else { return false }
        guard let current = focused, let index = list.firstIndex(where: { Self.same($0, current) }) else {
            focus(list[0])
            return true
        }
        let next = index + step
        guard list.indices.contains(next) else { return false }
        focus(list[next])
        return true
    }

    private func adjust(_ body: (any AccessibleElement) -> Void) {
        guard let focused, focused.accessibilityTraits.contains(.adjustable) else { return }
        body(focused)
        if let utterance = focused.accessibilityValue {
            spoken.append(AccessibilitySpeech.Utterance(text: utterance, labelLanguage: nil, hint: nil))
        }
    }

    private func perform(_ body: (any AccessibleElement) -> Bool) -> Bool {
        if let focused {
            if body(focused) { return true }
            var node = focused is Node ? focused.accessibilityContainerNode?.parent : focused.accessibilityContainerNode
            while let current = node {
                if body(current) { return true }
                node = current.parent
            }
            return false
        }
        var node: Node? = AccessibilityTree.modalNode(in: root) ?? root
        while let current = node {
            if body(current) { return true }
            node = current.parent
        }
        return false
    }

    /// Whether two listings name the same element: the same object, or a drawn element at the
    /// same place of the same container (a container may make its drawn elements afresh).
    public static func same(_ a: any AccessibleElement, _ b: any AccessibleElement) -> Bool {
        if a === b { return true }
        guard let x = a as? AccessibilityElement, let y = b as? AccessibilityElement,
              let cx = x.container, let cy = y.container, cx === cy else { return false }
        return x.accessibilityFrameInContainerSpace == y.accessibilityFrameInContainerSpace
            && x.accessibilityLabel == y.accessibilityLabel
    }
}
