public import Gestures
public import Graphics
public import Scene

/// Routes a host's input to its content: touches and pointers to a ``GestureArbiter`` over the
/// content's tree, keys to its ``FocusSystem`` (Return, Escape, Tab). Recognizer deadlines
/// (double-tap and long-press timeouts) become the host's wake-ups, on the host's clock.
@MainActor
public final class InputRouter {
    /// The arbiter over the tree: attach recognizers to nodes, system recognizers here.
    public let arbiter: GestureArbiter
    /// Keyboard focus over the content's controls.
    public let focus: FocusSystem

    /// Input for the tree under `root`, with keys going to `focus`.
    public init(root: Node, focus: FocusSystem = FocusSystem()) {
        arbiter = GestureArbiter(root: root)
        self.focus = focus
        focus.attach(to: arbiter)
    }

    /// The screen in points, for edge gestures (the host sets it when the display changes).
    public var windowBounds: Rect {
        get { arbiter.windowBounds }
        set { arbiter.windowBounds = newValue }
    }

    /// When a recognizer's deadline falls, on the host's clock.
    public var nextDeadline: Double? { arbiter.nextDeadline }

    /// Hands `events` to the arbiter, oldest first.
    public func deliver(_ events: [InputEvent]) {
        for event in events { arbiter.handle(event) }
    }

    /// Runs the recognizer deadlines due by `time`.
    public func advance(to time: Double) { arbiter.advance(to: time) }
}
