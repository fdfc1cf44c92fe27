import Gestures
import Graphics
import Scene
import Text
@testable import Controls

/// A phone-sized scene whose root is a ``ModalPresenter`` over a screen with two buttons (a
/// Return one and an Escape one, to prove keys and touches do not reach them while a modal is
/// shown), an arbiter and a focus system over it, and a virtual clock.
@MainActor
final class PresentationFixture {
    let content = Node()
    let presenter: ModalPresenter
    let owner: SceneOwner
    let arbiter: GestureArbiter
    let focus = FocusSystem()
    let clock = VirtualClock()
    var bitmap: Bitmap
    /// Buttons of the screen beneath: “Save” (Return) at (20, 400), “Back” (Escape) at (200, 400).
    let screenSave = Button(title: "Save", style: .filled, role: .primary)
    let screenBack = Button(title: "Back", style: .gray, role: .cancel)
    /// What the screen's buttons did.
    var screenEvents: [String] = []
    private var scriptTime: Double = 0

    init(width: Double = 320, height: Double = 480, rtl: Bool = false, dark: Bool = false, locale: InterfaceLocale? = nil,
         scale: Double = 1) throws {
        presenter = ModalPresenter(content: content)
        content.background = .color(.system(.systemGroupedBackground))
        owner = SceneOwner(root: presenter, pixelSize: PixelSize(width: Int(width * scale), height: Int(height * scale)),
                           scale: scale, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark, locale: locale))
        bitmap = Bitmap(size: owner.pixelSize)
        arbiter = GestureArbiter(root: presenter)
        focus.attach(to: arbiter)
        presenter.focus = focus
        content.addChild(screenSave)
        content.addChild(screenBack)
        screenSave.frame = Rect(x: 20, y: 400, width: 100, height: 44)
        screenBack.frame = Rect(x: 200, y: 400, width: 100, height: 44)
        screenSave.addAction { [unowned self] _ in screenEvents.append("save") }
        screenBack.addAction { [unowned self] _ in screenEvents.append("back") }
        focus.controls = [screenSave, screenBack]
        settle()
    }

    /// Plays a touch script after everything played so far, then runs frames until idle.
    func play(_ text: String) throws {
        let script = try TouchScript(text)
        TouchScriptPlayer.play(script, on: arbiter, offset: scriptTime)
        scriptTime += script.duration + 2
        settle()
    }

    /// Runs frames until nothing is marked or animating, half a second of the virtual clock
    /// apart (animations are functions of time, so they reach their end in a frame or two; a
    /// debug build draws a frame of this scene in about two seconds).
    func settle() {
        Self.settle(owner, into: bitmap, clock: clock)
    }

    /// Settles `owner` in frames half a second of `clock` apart.
    static func settle(_ owner: SceneOwner, into bitmap: Bitmap, clock: VirtualClock) {
        var count = 0
        while owner.needsFrame && count < 50 {
            for _ in 0..<29 { _ = clock.nextFrame() }
            owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
            count += 1
        }
    }

    /// Runs `count` frames (1/60 s each).
    func frames(_ count: Int) {
        for _ in 0..<count { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
    }

    /// Changes the screen's size (a rotation), then settles.
    func rotate(to width: Double, _ height: Double) {
        let s = owner.scale
        owner.resize(to: PixelSize(width: Int(width * s), height: Int(height * s)))
        bitmap = Bitmap(size: owner.pixelSize)
        settle()
    }

    /// The centre of `node` on screen, as a touch script's “x,y”.
    func point(of node: Node) -> String {
        let c = node.convert(Point(x: node.bounds.midX, y: node.bounds.midY), to: nil)
        return "\(Int(c.x.rounded())),\(Int(c.y.rounded()))"
    }

    /// The frame of `node` on screen, in points.
    func screenFrame(of node: Node) -> Rect {
        let a = node.convert(Point.zero, to: nil)
        let b = node.convert(Point(x: node.bounds.width, y: node.bounds.height), to: nil)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

/// A recorder of what alert and sheet buttons did.
@MainActor
final class ActionLog {
    var events: [String] = []

    /// An action titled `title` with `role` that records its title.
    func action(_ title: String, _ role: AlertAction.Role = .default) -> AlertAction {
        AlertAction(title, role: role) { [unowned self] in events.append(title) }
    }
}
