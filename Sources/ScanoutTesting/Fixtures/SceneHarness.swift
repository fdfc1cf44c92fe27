public import Gestures
public import Graphics
public import Input
public import Runtime
public import Scene
public import Text

/// A scene for interaction and rendering tests, on the same host as a device: nodes placed by
/// frame on a plain root, shown by a ``HeadlessSession`` (the ``AppHost`` with its
/// ``InputRouter`` and ``VirtualHostClock``) with the test fonts.
///
/// Touch scripts go through a ``ScriptedInputSource`` as on a device: each event reaches the
/// arbiter at its time, with the frames the host draws between them. ``play(_:)`` runs until the
/// script and the recognizers' deadlines are done and the animations have settled;
/// ``playInFrames(_:framesAfter:)`` and ``start(_:)`` with ``run(seconds:)`` let a test look at
/// the scene frame by frame while fingers are down.
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
    public let root: Node
    /// The scene's owner.
    public let owner: SceneOwner
    /// The headless session showing the scene: its host, display and virtual clock.
    public let session: HeadlessSession
    /// The arbiter touches go to (the host's ``InputRouter``'s).
    public let arbiter: GestureArbiter
    /// The frame interval of ``frame()`` (1/60 s).
    public let frameInterval = 1.0 / 60
    /// The scripts started and not finished yet.
    private var scripts: [ScriptedInputSource] = []

    /// The host showing the scene.
    public var host: AppHost { session.host }
    /// The host's virtual clock.
    public var clock: VirtualHostClock { session.clock }
    /// The frame the host draws into (the display's presented frame).
    public var bitmap: Bitmap { session.display.frame }

    /// A scene `width` × `height` points at `scale`, laid out in `direction` with `scheme`, its
    /// text set with ``TestFonts``.
    ///
    /// - Throws: ``TextError`` when no font is installed.
    public convenience init(width: Double = 320, height: Double = 480, direction: LayoutDirection = .leftToRight,
                            scheme: ColorScheme = .light, scale: Double = 1) throws(TextError) {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.colorScheme = scheme
        try self.init(width: width, height: height, environment: env, scale: scale)
    }

    /// A scene `width` × `height` points at `scale` in `environment` (its direction, appearance,
    /// locale), its text set with the environment's fonts, else ``TestFonts``. The clock starts
    /// at an arbitrary epoch, as a device's monotonic clock never starts at 0.
    ///
    /// - Throws: ``TextError`` when the environment has no fonts and none is installed.
    public convenience init(width: Double, height: Double, environment: EnvironmentValues,
                            scale: Double = 1) throws(TextError) {
        let pixelSize = PixelSize(width: Int(width * scale), height: Int(height * scale))
        try self.init(showing: SceneOwner(root: Node(), pixelSize: pixelSize, scale: scale, environment: environment))
    }

    /// Shows the scene of `owner` (an app's or a sample's, made beforehand) on the harness's
    /// host, its text set with the scene's fonts, else ``TestFonts``.
    ///
    /// - Throws: ``TextError`` when the scene has no fonts and none is installed.
    public init(showing owner: SceneOwner) throws(TextError) {
        let fonts: FontSystem
        if let own = owner.environment.fonts {
            fonts = own
        } else {
            fonts = try TestFonts.system()
            owner.environment.fonts = fonts
        }
        self.owner = owner
        root = owner.root
        let content = SceneContent(owner: owner)
        session = HeadlessSession(content: content, pixelSize: owner.pixelSize, scale: owner.scale, fonts: fonts,
                                  frontBuffer: .presentedFrame, clockStart: Self.epoch)
        // The content names an input root, so the host made a router for it.
        arbiter = session.host.input?.arbiter ?? GestureArbiter(root: owner.root)
        arbiter.isRightToLeft = owner.environment.layoutDirection == .rightToLeft
        owner.layoutIfNeeded()
    }

    /// Where the harness's clock starts, in seconds: an arbitrary epoch on the 60 Hz grid.
    public static let epoch = 86_400.0

    /// Turns or replugs the screen to `width` × `height` points: the host shows the scene on a
    /// new display of that size, lays it out for it and redraws it; then runs until settled.
    /// Nodes placed by frame keep their frames (re-place them for the new size first).
    public func resize(width: Double, height: Double) {
        let scale = owner.scale
        session.replugDisplay(pixelSize: PixelSize(width: Int(width * scale), height: Int(height * scale)))
        owner.layoutIfNeeded()
        settle()
    }

    /// Adds `node` at `rect` (points) and lays the scene out.
    public func place(_ node: Node, at rect: Rect) {
        root.addChild(node)
        node.frame = rect
        owner.layoutIfNeeded()
    }

    /// Moves the clock to the next 1/60 s and lets the host do what falls due until then, each
    /// thing at its time (timers, scripted events, recognizer deadlines, frame ticks), then run
    /// its pass at that time: the frame, when the scene needs one. Returns the time.
    @discardableResult
    public func frame() -> Double {
        let time = ((clock.now / frameInterval + 1e-6).rounded(.down) + 1) * frameInterval
        advance(to: time)
        return time
    }

    /// Plays a touch script from now on, its events delivered at their times with the frames
    /// between them, until it has ended and no recognizer waits for a deadline, then runs frames
    /// until no animation is left. Steps that name elements (`tap "Open"`) find them in the
    /// scene's accessibility tree when they run.
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse, or when an element it names
    ///   is not on the screen when its step runs (the script stops there).
    public func play(_ text: String) throws(TouchScriptError) {
        let script = try TouchScript(text)
        let source = start(script)
        let limit = clock.now + script.duration + 10
        while (!scripts.isEmpty || host.input?.nextDeadline != nil) && clock.now < limit { frame() }
        settleAnimations()
        if let failure = source.failure { throw failure }
    }

    /// Runs frames until no animation is left (at most 10 s of frames).
    public func settleAnimations() {
        settle(atMost: 600)
    }

    /// Plays a touch script from now on, its events delivered at their times with the frames
    /// between them, until it has ended; then runs `framesAfter` more frames (`nil`: until
    /// nothing is marked or animating).
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse.
    public func playInFrames(_ text: String, framesAfter: Int? = nil) throws(TouchScriptError) {
        let script = try TouchScript(text)
        let source = start(script)
        let limit = clock.now + script.duration + 10
        while !scripts.isEmpty && clock.now < limit { frame() }
        if let framesAfter {
            for _ in 0..<framesAfter { frame() }
        } else {
            settle()
        }
        if let failure = source.failure { throw failure }
    }

    /// Starts a touch script now; ``run(seconds:)`` plays it frame by frame, so a test can look
    /// at the scene while fingers are still down.
    ///
    /// - Throws: ``TouchScriptError`` when the script does not parse.
    public func start(_ text: String) throws(TouchScriptError) {
        start(try TouchScript(text))
    }

    /// Whether a started script still has events to deliver.
    public var isPlayingScript: Bool { !scripts.isEmpty }

    /// Runs `seconds` of frames, the started scripts' events delivered as they fall due.
    public func run(seconds: Double) {
        let frames = Int((seconds / frameInterval).rounded())
        for _ in 0..<frames { frame() }
    }

    /// Runs frames until nothing is marked or animating (at most 20 s of frames); returns how
    /// many ran.
    @discardableResult
    public func settle() -> Int {
        settle(atMost: 1200)
    }

    @discardableResult
    private func settle(atMost limit: Int) -> Int {
        var count = 0
        while host.needsFrame && count < limit {
            frame()
            count += 1
        }
        return count
    }

    @discardableResult
    private func start(_ script: TouchScript) -> ScriptedInputSource {
        let source = ScriptedInputSource(script: script, startTime: clock.now)
        source.resolveElements { [weak self] in self?.root }
        host.add(source)
        scripts.append(source)
        return source
    }

    /// Runs the host's wake-ups due before `time` at their times, then its pass at `time`.
    private func advance(to time: Double) {
        // Bounded: a host that kept arming wake-ups in the past would otherwise never reach `time`.
        var passes = 0
        while let due = nextDue, due < time, passes < 10_000 {
            passes += 1
            clock.setWakeUp(at: due)
            clock.advanceToWakeUp()
            host.update()
            scripts.removeAll { $0.isFinished }
        }
        clock.setWakeUp(at: time)
        clock.advanceToWakeUp()
        host.update()
        scripts.removeAll { $0.isFinished }
    }

    /// The earliest of the host's armed wake-up and the started scripts' next events (a script
    /// started since the host's last pass is not armed yet).
    private var nextDue: Double? {
        ([clock.wakeUp] + scripts.map(\.nextEventTime)).compactMap { $0 }.min()
    }
}

extension SceneOwner {
    /// Shows the scene on the runtime's host, as a device runs it — an ``AppHost`` on a
    /// ``HeadlessDisplay`` and a ``VirtualHostClock`` (a ``HeadlessSession``) — until nothing is
    /// marked or animating, at most 600 frames (10 s), the first at 1/60 s, and copies the frame
    /// shown into `bitmap` (where their sizes overlap): a settled, deterministic picture for a
    /// golden. The text is set with the scene's fonts, or ``TestFonts``. The scene's
    /// ``frameRequestHandler`` is as it was afterwards.
    ///
    /// - Throws: ``TextError`` when the scene has no fonts and none is installed.
    public func settleOnHost(into bitmap: Bitmap) throws(TextError) {
        let fonts: FontSystem
        if let own = environment.fonts { fonts = own } else { fonts = try TestFonts.system() }
        let handler = frameRequestHandler
        defer { frameRequestHandler = handler }
        let session = HeadlessSession(
            content: SceneContent(owner: self), pixelSize: pixelSize, scale: scale, fonts: fonts,
            clockStart: 1.0 / 60)
        // The run's first two frames come before it counts the frames after the input (none).
        session.run(settlingFrames: 598)
        let shown = session.display.frame
        let overlap = PixelRect(
            x: 0, y: 0, width: min(shown.size.width, bitmap.size.width),
            height: min(shown.size.height, bitmap.size.height))
        shown.copy(overlap, into: bitmap)
    }
}
