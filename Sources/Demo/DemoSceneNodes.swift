public import Scanout

/// The demo scene as a Scene tree: a root node drawing the still Settings screen
/// (``DemoScene``), a real ``Switch`` in each of the six rows (a tap or a drag toggles it, the
/// knob moving with the control's spring) and an activity bar that slides along the bottom
/// toolbar. ``DemoApp`` shows it.
@MainActor
public final class DemoSceneNodes {
    /// The switches, rows 0–5; the even rows start on.
    public let switches: [Switch]
    /// The bar that slides while ``startActivity(seconds:)`` runs.
    public let activityBar: Node
    /// The root node (the whole screen; the pinch recognizer sits here). It places the switches
    /// and the bar for its own width whenever it is laid out (a resize, a rotation).
    public let root: Node

    /// The demo's nodes, laid out once they are shown.
    public init() {
        let switches = (0..<6).map { row in
            let control = Switch(isOn: row % 2 == 0)
            control.name = "switch \(row)"
            // The scene draws no text (the VM suite compares its pixels); a reader still names
            // each row's switch.
            control.accessibilityLabel = "Option \(row + 1)"
            return control
        }
        let activityBar = Node()
        self.switches = switches
        self.activityBar = activityBar
        root = DemoRootNode(switches: switches, activityBar: activityBar)
        root.isInteractive = true  // touches anywhere reach the screen's pinch recognizer
        root.drawHandler = { context in
            DemoScene.draw(on: context.canvas, size: context.bounds.size, scale: context.environment.displayScale)
        }
        for control in switches { root.addChild(control) }
        activityBar.name = "activity bar"
        activityBar.background = .color(.fixed(Color(hex: 0x007AFF)))
        activityBar.cornerRadius = 3
        activityBar.isHidden = true
        root.addChild(activityBar)
    }

    /// Whether switch `row` is on (or turning on).
    public func isSwitchOn(row: Int) -> Bool { switches.indices.contains(row) && switches[row].isOn }

    /// The switch row at `point` (points), if any (Scene's hit test).
    public func switchRow(at point: Point) -> Int? {
        guard let hit = root.hitTest(point) else { return nil }
        return switches.firstIndex { $0 === hit }
    }

    /// Toggles switch `row` as a tap does: the knob moves with the switch's spring and the
    /// switch sends its actions.
    public func toggleSwitch(row: Int) {
        guard switches.indices.contains(row) else { return }
        switches[row].activate()
    }

    /// Slides the activity bar back and forth, one pass a second, for `seconds`, from the time of
    /// the last frame drawn; then hides it. Nothing happens before the nodes are shown.
    public func startActivity(seconds: Double) {
        guard seconds > 0, let animator = root.owner?.animator else { return }
        activityBar.isHidden = false
        let root = root, bar = activityBar
        animator.animate(from: 0.0, to: seconds, with: .linear(duration: seconds), key: Animator.Key(.demoActivity)) {
            elapsed in
            let phase = elapsed.truncatingRemainder(dividingBy: 2)
            bar.frame = DemoRootNode.barFrame(phase: phase < 1 ? phase : 2 - phase, in: root.bounds.size)
        } completion: { _ in
            bar.isHidden = true
        }
    }
}

/// The demo's root: the switches in their rows and the bar at rest, for its own size.
final class DemoRootNode: Node {
    private let switches: [Switch]
    private let activityBar: Node

    init(switches: [Switch], activityBar: Node) {
        self.switches = switches
        self.activityBar = activityBar
        super.init()
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let size = bounds.size
        for (row, control) in switches.enumerated() { control.frame = DemoScene.switchFrame(row: row, screenWidth: size.width) }
        if activityBar.isHidden { activityBar.frame = Self.barFrame(phase: 0, in: size) }
    }

    /// The bar's frame at `phase` (0 at the leading end, 1 at the trailing end) on a screen of `size`.
    static func barFrame(phase: Double, in size: Size) -> Rect {
        Rect(x: 20 + (size.width - 160) * phase, y: size.height - 25, width: 120, height: 6)
    }
}

extension AnimatedProperty {
    fileprivate static let demoActivity = AnimatedProperty("activity")
}
