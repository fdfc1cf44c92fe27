public import Scanout

/// The demo scene as a Scene tree, so that the runtime's frames, animation and damage come from
/// the Scene module: a root node drawing the static Settings screen, one node per switch (a tap
/// toggles it with an animated knob) and an activity bar that slides along the bottom toolbar.
/// At rest it draws exactly what ``DemoScene/render(into:scale:)`` draws.
@MainActor
public final class DemoSceneNodes {
    /// The scene's owner (hand it to ``SceneContent``).
    public let owner: SceneOwner
    /// The switch nodes, rows 0–5.
    public private(set) var switches: [Node] = []
    /// The bar that slides while ``startActivity(seconds:)`` runs.
    public let activityBar = Node()
    private var progress: [Double] = (0..<6).map { $0 % 2 == 0 ? 1 : 0 }
    private var states: [Bool] = (0..<6).map { $0 % 2 == 0 }
    /// The root node (the whole screen; the pinch recognizer sits here).
    public let root = Node()
    private var activityEnd: Double?

    /// The demo on a screen of `pixelSize` at `scale`.
    public init(pixelSize: PixelSize, scale: Double) {
        owner = SceneOwner(root: root, pixelSize: pixelSize, scale: scale)
        owner.backgroundColor = nil  // the root paints every pixel
        root.isInteractive = true     // touches anywhere reach the screen's pinch recognizer
        root.drawHandler = { context in
            DemoScene.draw(on: context.canvas, size: context.bounds.size, scale: context.environment.displayScale, drawsSwitches: false)
        }
        for row in 0..<6 {
            let node = Node()
            node.name = "switch \(row)"
            node.isInteractive = true
            node.minimumHitTargetSize = Size(width: 44, height: 44)  // HIG: 44×44 pt targets
            node.drawingOutsets = EdgeInsets(top: 2, leading: 4, bottom: 8, trailing: 4)  // the knob's shadow
            node.drawHandler = { [unowned self] context in
                DemoScene.drawSwitch(context.canvas, origin: .zero, progress: progress[row])
            }
            root.addChild(node)
            switches.append(node)
        }
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
        for (row, node) in switches.enumerated() { node.frame = DemoScene.switchFrame(row: row, screenWidth: width) }
        activityBar.frame = barFrame(phase: 0)
    }

    /// Whether switch `row` is on (or turning on).
    public func isSwitchOn(row: Int) -> Bool { states.indices.contains(row) && states[row] }

    /// The switch row at `point` (points), if any (Scene's hit test, 44×44 pt targets).
    public func switchRow(at point: Point) -> Int? {
        guard let hit = root.hitTest(point) else { return nil }
        return switches.firstIndex { $0 === hit }
    }

    /// Toggles switch `row`, animating the knob (0.25 s, ease in-out).
    public func toggleSwitch(row: Int) {
        guard progress.indices.contains(row) else { return }
        states[row].toggle()
        let target: Double = states[row] ? 1 : 0
        owner.animator.animate(from: progress[row], to: target, with: .easeInOut(duration: 0.25),
                               key: Animator.Key("switch-\(row)")) { [unowned self] value in
            progress[row] = value
            switches[row].setNeedsDisplay()
        }
    }

    /// Slides the activity bar back and forth, one pass a second, for `seconds`; then hides it.
    public func startActivity(seconds: Double) {
        guard seconds > 0 else { return }
        activityBar.isHidden = false
        owner.animator.animate(from: 0.0, to: seconds, with: .linear(duration: seconds), key: Animator.Key("activity")) {
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
