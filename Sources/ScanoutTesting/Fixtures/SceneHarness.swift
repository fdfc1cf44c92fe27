public import Gestures
public import Graphics
public import Scene
public import Text

/// A scene for interaction and rendering tests: nodes placed by frame on a plain root, a
/// ``SceneOwner`` with the test fonts, a ``GestureArbiter`` over it and a ``VirtualClock``.
///
/// Touch scripts play two ways: ``play(_:)`` hands the whole script to the arbiter at its
/// events' times and then runs the frames its animations need; ``playInFrames(_:framesAfter:)``
/// interleaves the events with frames, as on a device, for scroll physics and anything that
/// reads the scene while fingers are down.
///
/// <!-- example context: import Testing -->
/// ```swift
/// let scene = try SceneHarness(width: 400, height: 300)
/// let toggle = Switch()
/// scene.place(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31))
/// try scene.play("tap 45,35")
/// #expect(toggle.isOn)
/// ```
@MainActor
public final class SceneHarness {
    /// The root node, filling the screen.
    public let root = Node()
    /// The scene's owner.
    public let owner: SceneOwner
    /// The arbiter touches go to.
    public let arbiter: GestureArbiter
    /// The frame clock (1/60 s per frame).
    public let clock = VirtualClock()
    /// The frame the scene renders into.
    public let bitmap: Bitmap
    /// Where the next ``play(_:)`` starts, in script time.
    private var scriptTime: Double = 0
    private var pending: (player: TouchScriptPlayer, start: Double)?

    /// A scene `width` × `height` points at `scale`, laid out in `direction` with `scheme`, its
    /// text set with ``TestFonts``.
    ///
    /// - Throws: ``TextError`` when no font is installed.
    public init(width: Double = 320, height: Double = 480, direction: LayoutDirection = .leftToRight,
                scheme: ColorScheme = .light, scale: Double = 1) throws(TextError) {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(width * scale), height: Int(height * scale)),
                           scale: scale, environment: env)
        bitmap = Bitmap(size: owner.pixelSize)
        owner.layoutIfNeeded()
        arbiter = GestureArbiter(root: root)
        arbiter.isRightToLeft = direction == .rightToLeft
    }

    /// Adds `node` at `rect` (points) and lays the scene out.
    public func place(_ node: Node, at rect: Rect) {
        root.addChild(node)
        node.frame = rect
        owner.layoutIfNeeded()
    }

    /// Runs one frame on the virtual clock (recognizer deadlines first); returns its time.
    @discardableResult
    public func frame() -> Double {
        let t = clock.nextFrame()
        arbiter.advance(to: t)
        owner.renderFrame(into: bitmap, timestamp: t)
        return t
    }

    /// Plays a touch script after everything ``play(_:)`` played so far (2 s apart), then runs
    /// frames until no animation is left.
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse.
    public func play(_ text: String) throws(TouchScriptError) {
        let script = try TouchScript(text)
        TouchScriptPlayer.play(script, on: arbiter, offset: scriptTime)
        scriptTime += script.duration + 2
        settleAnimations()
    }

    /// Runs frames until no animation is left (the owner's own loop on the clock).
    public func settleAnimations() {
        owner.renderUntilIdle(into: bitmap, clock: clock)
    }

    /// Plays a touch script from the next frame on, its events delivered at their times, each
    /// frame after the events due by then. Runs `framesAfter` more frames (`nil`: until idle).
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse.
    public func playInFrames(_ text: String, framesAfter: Int? = nil) throws(TouchScriptError) {
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

    /// Starts a touch script at the next frame; ``run(seconds:)`` plays it frame by frame, so a
    /// test can look at the scene while fingers are still down.
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse.
    public func start(_ text: String) throws(TouchScriptError) {
        pending = (TouchScriptPlayer(script: try TouchScript(text)), clock.now)
    }

    /// Runs `seconds` of frames, delivering the started script's events as they fall due.
    public func run(seconds: Double) {
        let frames = Int((seconds / clock.interval).rounded())
        for _ in 0..<frames {
            if case (var player, let start)? = pending {
                let t = clock.now + clock.interval
                for event in player.events(upTo: t - start) { arbiter.handle(event.shifted(by: start)) }
                pending = player.isFinished ? nil : (player, start)
            }
            frame()
        }
    }

    /// Runs frames until nothing is marked or animating (at most 20 s of frames); returns how
    /// many ran.
    @discardableResult
    public func settle() -> Int {
        var count = 0
        while owner.needsFrame && count < 1200 {
            frame()
            count += 1
        }
        return count
    }
}
