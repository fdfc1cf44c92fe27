import Gestures
import Runtime
import ScanoutTesting
import Graphics
import Scene
import Text
@testable import Controls

/// A phone-sized scene whose content is a ``ModalPresenter`` over a screen with two buttons (a
/// Return one and an Escape one, to prove keys and touches do not reach them while a modal is
/// shown), with a focus system, on the runtime's host (a ``SceneHarness``: touches delivered
/// frame by frame, as on a device).
@MainActor
final class PresentationFixture {
    let content = Node()
    let presenter: ModalPresenter
    let harness: SceneHarness
    let focus = FocusSystem()
    /// Buttons of the screen beneath: “Save” (Return) at (20, 400), “Back” (Escape) at (200, 400).
    let screenSave = Button(title: "Save", style: .filled, role: .primary)
    let screenBack = Button(title: "Back", style: .gray, role: .cancel)
    /// What the screen's buttons did.
    var screenEvents: [String] = []

    var owner: SceneOwner { harness.owner }
    var arbiter: GestureArbiter { harness.arbiter }
    var clock: VirtualHostClock { harness.clock }
    /// The frame the host shows.
    var bitmap: Bitmap { harness.bitmap }

    init(width: Double = 320, height: Double = 480, rtl: Bool = false, dark: Bool = false, locale: InterfaceLocale? = nil,
         scale: Double = 1) throws {
        presenter = ModalPresenter(content: content)
        content.background = .color(.system(.systemGroupedBackground))
        harness = try SceneHarness(width: width, height: height,
                                   environment: try NavigationFixtures.environment(rtl: rtl, dark: dark, locale: locale),
                                   scale: scale)
        harness.place(presenter, at: Rect(x: 0, y: 0, width: width, height: height))
        focus.attach(to: harness.arbiter)
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

    /// Plays a touch script from now on, its events at their times with the host's frames
    /// between them, then runs frames until idle.
    func play(_ text: String) throws {
        try harness.play(text)
        settle()
    }

    /// Runs frames until nothing is marked or animating.
    func settle() {
        harness.settle()
    }

    /// Runs `count` frames (1/60 s each).
    func frames(_ count: Int) {
        for _ in 0..<count { harness.frame() }
    }

    /// Changes the screen's size (a rotation), then settles.
    func rotate(to width: Double, _ height: Double) {
        presenter.frame = Rect(x: 0, y: 0, width: width, height: height)
        harness.resize(width: width, height: height)
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
