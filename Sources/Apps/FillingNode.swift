import Scene

/// A node that lays each child over its whole bounds: the scene's root of an app (the window over
/// the screen) and the window's holder of the app's root view.
@MainActor
final class FillingNode: Node {
    /// A filling node named `name` (for debugging and the node census).
    init(name: String) {
        super.init()
        self.name = name
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        for child in children where child.frame != bounds { child.frame = bounds }
    }
}
