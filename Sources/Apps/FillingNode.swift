import Scene

/// A node that lays the children added with ``addFilledChild(_:)`` over its whole bounds: the
/// scene's root of an app (the window over the screen) and the window's holder of the app's root
/// view. Any other child keeps the frame it is given: what a control shows over the whole scene
/// (an edit menu, the loupe, a toolbar's overflow menu, the Large Content Viewer) is added to the
/// scene's root, and stretched over the screen it would take every touch.
@MainActor
final class FillingNode: Node {
    private var filled: [Node] = []

    /// A filling node named `name` (for debugging and the node census).
    init(name: String) {
        super.init()
        self.name = name
    }

    /// Adds `child` on top of the others, laid over the whole bounds from now on.
    func addFilledChild(_ child: Node) {
        if !filled.contains(where: { $0 === child }) { filled.append(child) }
        addChild(child)
        setNeedsLayout()
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        filled.removeAll { $0.parent !== self }
        for child in filled where child.frame != bounds { child.frame = bounds }
    }
}
