public import Scanout

/// The demo scene as a Scene tree: a root node drawing the still Settings screen
/// (``DemoScene``), a real ``Switch`` in each of the six rows (a tap or a drag toggles it, the
/// knob moving with the control's spring) and an activity bar that slides along the bottom
/// toolbar.
@MainActor
public final class DemoSceneNodes {
    /// The scene's owner (hand it to ``SceneContent``).
    public let owner: SceneOwner
    /// The switches, rows 0–5; the even rows start on.
    public let switches: [Switch]
    /// The bar that slides while ``startActivity(seconds:)`` runs.
    public let activityBar = Node()
    /// The root node (the whole screen; the pinch recognizer sits here).
    public let root = Node()

    /// The demo on a screen of `pixelSize` at `scale`.
    public init(pixelSize: PixelSize, scale: Double) {
        owner = SceneOwner(root: root, pixelSize: pixelSize, scale: scale)
        owner.backgroundColor = nil  // the root paints every pixel
        root.isInteractive = true     // touches anywhere reach the screen's pinch recognizer
        root.drawHandler = { context in
            DemoScene.draw(on: context.canvas, size: context.bounds.size, scale: context.environment.displayScale)
        }
        switches = (0..<6).map { row in
            let control = Switch(isOn: row % 2 == 0)
            control.name = "switch \(row)"
            return control
        }
        for control in switches { root.addChild(control) }
        activityBar.name = "activity bar"
        activityBar.background = .color(.fixed(Color(hex: 0x007AFF)))
        activityBar.cornerRadius = 3
        activityBar.isHidden = true
        root.addChild(activityBar)
        layout()
    }

    /// Places the switches for the current screen width (after a resize).
    public func layout() {
        let width = owner.sizeInPoints.width
        for (row, control) in switches.enumerated() { control.frame = DemoScene.switchFrame(row: row, screenWidth: width) }
        activityBar.frame = barFrame(phase: 0)
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

    /// Slides the activity bar back and forth, one pass a second, for `seconds`; then hides it.
    public func startActivity(seconds: Double) {
        guard seconds > 0 else { return }
        activityBar.isHidden = false
        owner.animator.animate(from: 0.0, to: seconds, with: .linear(duration: seconds), key: Animator.Key(.demoActivity)) {
            [unowned self] elapsed in
            let phase = elapsed.truncatingRemainder(dividingBy: 2)
            activityBar.frame = barFrame(phase: phase < 1 ? phase : 2 - phase)
        } completion: { [unowned self] _ in
            activityBar.isHidden = true
        }
    }

    private func barFrame(phase: Double) -> Rect {
        let size = owner.sizeInPoints
        return Rect(x: 20 + (size.width - 160) * phase, y: size.height - 25, width: 120, height: 6)
    }
}

extension AnimatedProperty {
    fileprivate static let demoActivity = AnimatedProperty("activity")
}
