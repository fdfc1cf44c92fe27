import Gestures
import Graphics
import Scene
import Text
@testable import Controls

/// A screen for scroll and table tests: nodes placed by frame on a plain root, an owner, an
/// arbiter over it and a virtual clock. Touch scripts play frame by frame, interleaved with the
/// frames that run the animations, as on a device.
@MainActor
final class ScrollFixture {
    let root = Node()
    let owner: SceneOwner
    let arbiter: GestureArbiter
    let clock = VirtualClock()
    let bitmap: Bitmap

    init(width: Double = 320, height: Double = 480, direction: LayoutDirection = .leftToRight,
         scheme: ColorScheme = .light, scale: Double = 1) throws {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.colorScheme = scheme
        env.fonts = try FontSystem.shared()
        owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(width * scale), height: Int(height * scale)),
                           scale: scale, environment: env)
        bitmap = Bitmap(size: owner.pixelSize)
        arbiter = GestureArbiter(root: root)
        arbiter.isRightToLeft = direction == .rightToLeft
        frame()
    }

    /// Adds `node` at `frame` (points) and runs a frame.
    func place(_ node: Node, at rect: Rect) {
        root.addChild(node)
        node.frame = rect
        frame()
    }

    /// Runs one frame on the virtual clock.
    @discardableResult
    func frame() -> Double {
        let t = clock.nextFrame()
        arbiter.advance(to: t)
        owner.renderFrame(into: bitmap, timestamp: t)
        return t
    }

    /// Plays a touch script starting at the next frame: its events are delivered at their times,
    /// each frame after the events due by then. Runs `framesAfter` more frames (`nil`: until idle).
    func play(_ text: String, framesAfter: Int? = nil) throws {
        let script = try TouchScript(text)
        let start = clock.now
        var player = TouchScriptPlayer(script: script)
        while !player.isFinished {
            let t = clock.now + clock.interval
            for event in player.events(upTo: t - start) { arbiter.handle(event.shifted(by: start)) }
            frame()
        }
        if let framesAfter {
            for _ in 0..<framesAfter { frame() }
        } else {
            settle()
        }
    }

    private var pending: (player: TouchScriptPlayer, start: Double)?

    /// Starts a touch script at the next frame; ``run(seconds:)`` plays it frame by frame, so a
    /// test can look at the scene while fingers are still down.
    func start(_ text: String) throws {
        pending = (TouchScriptPlayer(script: try TouchScript(text)), clock.now)
    }

    /// Runs `seconds` of frames, delivering the started script's events as they fall due.
    func run(seconds: Double) {
        let frames = Int((seconds / clock.interval).rounded())
        for _ in 0..<frames {
            if var (player, start) = pending {
                let t = clock.now + clock.interval
                for event in player.events(upTo: t - start) { arbiter.handle(event.shifted(by: start)) }
                pending = player.isFinished ? nil : (player, start)
            }
            frame()
        }
    }

    /// Runs frames until nothing is marked or animating (at most 20 s of frames).
    @discardableResult
    func settle() -> Int {
        var count = 0
        while owner.needsFrame && count < 1200 {
            frame()
            count += 1
        }
        return count
    }
}

/// A column of `count` boxes `height` points tall, alternating shades, `width` wide.
@MainActor
func boxColumn(count: Int, height: Double, width: Double = 320) -> Node {
    let column = Node()
    column.horizontalSizing = .fixed(width)
    column.verticalSizing = .fixed(Double(count) * height)
    for i in 0..<count {
        let box = Node(frame: Rect(x: 0, y: Double(i) * height, width: width, height: height))
        box.background = .color(.fixed(i % 2 == 0 ? Color(white: 0.9, alpha: 1) : Color(white: 0.7, alpha: 1)))
        column.addChild(box)
    }
    return column
}
