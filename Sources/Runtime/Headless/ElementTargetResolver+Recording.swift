import Gestures
public import Graphics
public import Input
public import Scene

extension ElementTargetResolver {
    /// How a recording names the element under `point` (screen points) in `root`'s scene as it
    /// is now (``TouchScriptRecorder/record(_:naming:)``): by its identifier when no other
    /// element has it, else by its label when no other element's label could be read as it (as
    /// ``resolve(_:in:)`` reads labels: exactly, ignoring case, or as a label's first part). With
    /// it, the gestures whose named form starts on the same control as `point`: the nearest node
    /// with recognizers or touch handling above what each point hits. `nil`: no element under
    /// the point, or none named uniquely.
    ///
    /// <!-- example context: let root = Node() -->
    /// ```swift
    /// if let element = ElementTargetResolver.recordedElement(at: Point(x: 80, y: 92), in: root) {
    ///     print(element.target)          // "Save" (or id:save-button)
    /// }
    /// ```
    public static func recordedElement(at point: Point, in root: Node) -> RecordedElement? {
        let elements = AccessibilityTree.elements(of: root)
        guard let element = elements.last(where: { $0.accessibilityFrame.contains(point) }) else { return nil }
        let target: ElementTarget
        if let id = element.accessibilityIdentifier, !id.isEmpty,
            elements.filter({ $0.accessibilityIdentifier == id }).count == 1
        {
            target = ElementTarget(.identifier(id))
        } else if let label = element.accessibilityLabel, !label.isEmpty,
            elements.filter({ reads($0, as: label) }).count == 1
        {
            target = ElementTarget(.label(label))
        } else {
            return nil
        }
        guard case .found(let frame, let activation) = resolve(target, in: root) else { return nil }
        let control = handler(at: point, in: root)
        func alike(_ p: Point) -> Bool { control != nil && handler(at: p, in: root) === control }
        var swipes: Set<ElementStep.SwipeDirection> = []
        let near = 0.15, far = 0.85
        let starts: [(ElementStep.SwipeDirection, Point)] = [
            (.left, Point(x: frame.minX + far * frame.width, y: frame.midY)),
            (.right, Point(x: frame.minX + near * frame.width, y: frame.midY)),
            (.up, Point(x: frame.midX, y: frame.minY + far * frame.height)),
            (.down, Point(x: frame.midX, y: frame.minY + near * frame.height)),
        ]
        for (direction, start) in starts where alike(start) { swipes.insert(direction) }
        return RecordedElement(target: target, tapsAlike: alike(activation), swipesAlike: swipes)
    }

    /// Whether ``resolve(_:in:)`` could take `element` for the label `label`.
    private static func reads(_ element: any AccessibleElement, as label: String) -> Bool {
        guard let full = element.accessibilityLabel else { return false }
        if full == label || full.lowercased() == label.lowercased() { return true }
        return full.split(separator: ",").first.map { $0.trimmingSpaces == label } ?? false
    }

    /// The node that takes a touch at `point`: the nearest, from the deepest hit, with gesture
    /// recognizers or raw touch handling.
    private static func handler(at point: Point, in root: Node) -> Node? {
        var node = root.hitTest(point)
        while let current = node {
            if !current.gestureRecognizers.isEmpty || current.handlesTouches { return current }
            node = current.parent
        }
        return nil
    }
}
