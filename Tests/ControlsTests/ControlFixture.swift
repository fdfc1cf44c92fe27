import Gestures
import Graphics
import Scene
import Text

/// A scene for interaction tests: controls placed by frame on a plain root, an owner at 1×, an
/// arbiter over it and a virtual clock that runs the animations.
@MainActor
final class ControlFixture {
    let root = Node()
    let owner: SceneOwner
    let arbiter: GestureArbiter
    let clock = VirtualClock()
    let bitmap: Bitmap
    private var scriptTime: Double = 0

    init(width: Double = 400, height: Double = 300, direction: LayoutDirection = .leftToRight) throws {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.fonts = try FontSystem.shared()
        owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(width), height: Int(height)), scale: 1,
                           environment: env)
        bitmap = Bitmap(size: owner.pixelSize)
        owner.layoutIfNeeded()
        arbiter = GestureArbiter(root: root)
    }

    /// Adds `node` at `frame` (points) and lays the scene out.
    func place(_ node: Node, at frame: Rect) {
        root.addChild(node)
        node.frame = frame
        owner.layoutIfNeeded()
    }

    /// Plays a touch script after everything played so far, then runs frames until idle.
    func play(_ text: String) throws {
        let script = try TouchScript(text)
        TouchScriptPlayer.play(script, on: arbiter, offset: scriptTime)
        scriptTime += script.duration + 2
        settle()
    }

    /// Runs frames until no animation is left.
    func settle() {
        owner.renderUntilIdle(into: bitmap, clock: clock)
    }
}
