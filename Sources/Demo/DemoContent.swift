public import ScanoutHost

/// The demo scene as a host's content, driven by the Scene module
/// (``DemoSceneNodes`` in a ``SceneOwner``): drawn once in full, then only what changes. An
/// activity bar can slide along the bottom toolbar for a while from the first frame (the 60 Hz
/// test of the VM suite), starting with the second frame; its switches are real ``Switch``
/// controls (the touch test).
@MainActor
public final class DemoContent: HostedContent {
    /// The scene tree.
    public let nodes: DemoSceneNodes
    private let scene: SceneContent
    private let animationDuration: Double
    private var hasStarted = false
    private var animationPending: Bool

    /// Demo content; `animationDuration` seconds of activity-bar animation start with the second frame.
    public init(animationDuration: Double = 0) {
        nodes = DemoSceneNodes(pixelSize: PixelSize(width: 1280, height: 800), scale: 1)
        scene = SceneContent(owner: nodes.owner)
        self.animationDuration = animationDuration
        animationPending = animationDuration > 0
    }

    /// Whether switch `row` (0–5) is on (or turning on).
    public func isSwitchOn(row: Int) -> Bool { nodes.isSwitchOn(row: row) }

    /// Toggles switch `row` (0–5) as a tap does, its knob's animation starting at `time` (the
    /// input event's time on the frame clock; the animator may have been idle since long before).
    public func toggleSwitch(row: Int, at time: Double) {
        nodes.owner.animator.advance(to: time)
        nodes.toggleSwitch(row: row)
    }

    /// The switch row under `point` (points), if any.
    public func switchRow(at point: Point) -> Int? { nodes.switchRow(at: point) }

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { scene.frameRequestHandler }
        set { scene.frameRequestHandler = newValue }
    }

    public var inputRoot: Node? { nodes.root }
    /// What asks the demo's scene for frames.
    public var frameRequesters: [String] { scene.frameRequesters }

    /// Whether the demo needs a frame: the first, the one that starts the activity, or one for a
    /// change or animation of the scene.
    public var needsFrame: Bool { !hasStarted || animationPending || scene.needsFrame }

    /// Whether the demo needs a frame at `time` (``needsFrame``; the demo's needs do not depend
    /// on the time).
    public func needsFrame(at time: Double) -> Bool { needsFrame }

    public func resize(to size: PixelSize, scale: Double) {
        scene.resize(to: size, scale: scale)
        nodes.layout()
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        if !hasStarted {
            hasStarted = true  // the first frame shows the screen at rest
        } else if animationPending {
            // The animation starts with the second frame, once the runtime has set up what it
            // does after the first one (input); its clock starts at this frame's time.
            animationPending = false
            nodes.owner.animator.advance(to: time)
            nodes.startActivity(seconds: animationDuration)
        }
        // The activity starts with the next frame: ``needsFrame`` says so to the host.
        return scene.render(into: bitmap, at: time)
    }
}
