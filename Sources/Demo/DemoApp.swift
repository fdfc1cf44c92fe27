public import Scanout

/// The demo scene (``DemoSceneNodes``) as an ``App``: `scanout run --scene demo` runs it through
/// ``AppRunner`` like any app. It saves no state; ``startActivity(seconds:)`` slides the activity
/// bar (the VM suite's 60 Hz test), which the runners start once the first frame is out, so that
/// the first frame always shows the screen at rest (the VM suite's reference picture).
@MainActor
public final class DemoApp: App {
    /// The scene's nodes.
    public let nodes = DemoSceneNodes()

    /// The demo, before launch.
    public init() {}

    public var name: String { "Demo" }
    public var identifier: String { "demo" }
    public var icon: AppIcon { .symbol("switch.2", tint: .white, background: Color(hex: 0x8E8E93)) }

    /// The context the app was launched with (for the host's clock).
    private weak var context: AppContext?

    public func makeRootView(context: AppContext) -> Node {
        self.context = context
        return nodes.root
    }

    /// Slides the activity bar for `seconds` from now on the host's clock (nothing for 0), so
    /// that it runs its whole length however long after the last frame it is started (on a
    /// device, the first frame's page flip may end long after that frame's time).
    public func startActivity(seconds: Double) {
        if let context, let animator = nodes.root.owner?.animator { animator.advance(to: context.now) }
        nodes.startActivity(seconds: seconds)
    }
}
