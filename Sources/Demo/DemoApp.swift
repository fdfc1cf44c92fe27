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

    public func makeRootView(context: AppContext) -> Node { nodes.root }

    /// Slides the activity bar for `seconds` (nothing for 0), starting at `time` on the host's
    /// clock: the time of the frame about to be drawn, so that the whole slide is seen.
    public func startActivity(seconds: Double, at time: Double) {
        nodes.root.owner?.animator.advance(to: time)
        nodes.startActivity(seconds: seconds)
    }
}
