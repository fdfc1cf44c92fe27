public import Audio
public import Gestures
public import Graphics
public import Runtime
public import Scene
public import Text
import Glibc
import Logging

/// One running ``App``: its scene, its lifecycle, its saved state. It is the content an
/// ``AppHost`` shows (a ``HostedContent``), so the same instance runs on a display
/// (``DisplaySession``), headless on the virtual clock (``HeadlessSession``, screenshots), or
/// beside other instances in a multi-app runtime that suspends and resumes each.
///
/// <!-- example context:
/// import ScanoutHost
/// import CheckInApp
/// let size = PixelSize(width: 800, height: 480), fonts = try FontSystem()
/// -->
/// ```swift
/// let instance = AppInstance(CheckIn(), configuration: AppConfiguration(pixelSize: size, scale: 1))
/// instance.launch()                      // makeRootView, didLaunch(restoring:), first frame
/// let session = HeadlessSession(content: instance, pixelSize: size, fonts: fonts)
/// instance.attach(to: session.host)      // timers on the host's clock
/// session.run()
/// instance.terminate()                   // willTerminate, state saved
/// ```
///
/// ## Background
/// The lifecycle moves only forward: ``AppPhase/notLaunched`` → ``AppPhase/active`` ⇄
/// ``AppPhase/suspended`` → ``AppPhase/terminated``; a call that does not fit the phase (a
/// second launch, resuming an active app) does nothing. A suspended instance needs no frames
/// (``needsFrame``), draws nothing, and its timers wait; the host routes no touches to it (the
/// multi-app runtime shows another content). Its state is saved on every suspension and at
/// termination, atomically, when it has a state store; a state file that cannot be read gives
/// a clean launch and a line in the log, never a crash.
@MainActor
public final class AppInstance: HostedContent {
    /// The app's name.
    public let name: String
    /// The app's identifier (its state file's name).
    public let identifier: String
    /// The app's icon.
    public let icon: AppIcon
    /// The orientations the app supports.
    public let supportedOrientations: AppOrientations
    /// The picture shown when the app is launched, until its first frame (HIG §1.38); see
    /// ``renderLaunchImage(pixelSize:scale:)``.
    public let launchImage: LaunchImage
    /// What the app gets from the runtime.
    public let context: AppContext
    /// Where the state is saved, or `nil` for an app run without saved state (screenshots).
    public let stateStore: AppStateStore?
    /// The scene: a root node filling the screen, holding the app's ``AppContext/window`` and
    /// in it the app's root view.
    public let scene: SceneOwner
    /// Where the app is in its life.
    public private(set) var phase: AppPhase = .notLaunched {
        didSet { onPhaseChange?(phase) }
    }
    /// The host whose clock the app's timers run on (see ``attach(to:)``).
    public private(set) weak var host: AppHost?
    /// Messages for the person running Scanout: state files that could not be read or written,
    /// controls that could not be restored. A swift-log `Logger` labelled `scanout` by default,
    /// at `info`; a runner sends them to its session's logger.
    public var log: @MainActor (String) -> Void = { message in
        Logger(label: "scanout").info("\(message)")
    }
    /// Called after each phase change.
    public var onPhaseChange: (@MainActor (AppPhase) -> Void)?

    /// The status bar over the app, when its configuration has a ``AppConfiguration/statusBarSource``.
    public private(set) var statusBar: AppStatusBar?

    /// The scene's cache of rasterized shapes, emptied on a memory warning.
    public let rasterCache = RasterCache()

    private let driver: any AppDriver
    private let container = FillingNode(name: "app root")  // the scene's root: the window over the whole screen
    private var timers: [AppTimer] = []
    private var frameRequest: (@MainActor () -> Void)?
    private var launchesWhenShown = false
    private let configuration: AppConfiguration
    private let makeSuccessor: @MainActor (AppConfiguration) -> AppInstance

    /// An instance of `app`, not launched yet, for a screen and environment as `configuration`
    /// says.
    public init<A: App>(_ app: A, configuration: AppConfiguration) {
        let driver = TypedAppDriver(app)
        self.driver = driver
        self.configuration = configuration
        makeSuccessor = { AppInstance(A(), configuration: $0) }
        name = driver.name
        let identifier = AppIdentifier.isValid(driver.identifier) ? driver.identifier : AppIdentifier.derived(from: driver.identifier)
        self.identifier = identifier
        icon = driver.icon
        let orientations = driver.supportedOrientations
        supportedOrientations = orientations.isEmpty ? .all : orientations
        launchImage = driver.launchImage
        stateStore = configuration.stateStore
        context = AppContext(identifier: identifier, environment: configuration.environment,
                             pixelSize: configuration.pixelSize, scale: configuration.scale)
        container.addFilledChild(context.window.presenter)  // the app's views go in its window at launch
        scene = SceneOwner(root: container, pixelSize: configuration.pixelSize, scale: configuration.scale,
                           environment: configuration.environment, rasterCache: rasterCache)
        context.scene = scene
        context.instance = self
        if let source = configuration.statusBarSource {
            let statusBar = AppStatusBar(source: source, showsBatteryPercentage: configuration.showsBatteryPercentage,
                                         instance: self)
            container.addFilledChild(statusBar.layer)  // above the window and its modals
            self.statusBar = statusBar
            statusBar.updateAppearance()
        }
        // A wake-up only: the host reads ``needsFrame``, which a suspended app's is not.
        scene.frameRequestHandler = { [unowned self] in frameRequest?() }
    }

    // MARK: lifecycle

    /// Launches the app (HIG §3.1): reads its saved state (a damaged file is logged and set
    /// aside, and the launch is clean), builds its root view and shows it in the app's
    /// ``AppContext/window``, calls
    /// ``App/didLaunch(restoring:context:)``, restores the registered navigation stacks and
    /// scroll positions, and asks for the first frame.
    public func launch() {
        guard phase == .notLaunched else { return }
        launchesWhenShown = false
        let controls = readState()
        context.window.rootView = driver.makeRootView(context: context)
        driver.didLaunch(context: context)
        if !controls.isEmpty {
            var problems = context.restoration.restoreNavigationStacks(from: controls)
            // Scroll positions are clamped to the content as laid out now. (Nothing to restore,
            // nothing laid out early: the first frame lays the tree out, as for any content.)
            scene.layoutIfNeeded()
            problems += context.restoration.restoreScrollOffsets(from: controls)
            for problem in problems { log("app \(identifier): not restored: \(problem)") }
        }
        phase = .active
        statusBar?.refresh()
        for timer in timers { arm(timer) }
        scene.requestFrame()
    }

    /// Launches the app once it is first shown on a display (the host's first
    /// ``resize(to:scale:)``), at the display's size: a runner that opens the display only when
    /// it runs (DRM/KMS at the connector's preferred mode) calls this instead of ``launch()``.
    public func launchWhenShown() {
        guard phase == .notLaunched else { return }
        launchesWhenShown = true
    }

    /// Sends the app to the background: ``App/willSuspend()``, its state saved, its timers
    /// held; it asks for no frames until ``resume()``.
    public func suspend() {
        guard phase == .active else { return }
        driver.willSuspend()
        saveState()
        for timer in timers { timer.hostTimer?.cancel(); timer.hostTimer = nil }
        phase = .suspended
    }

    /// Brings the app back, its views as they were: ``App/didResume()``, its timers armed
    /// again (those that fell due meanwhile fire at once), a full redraw.
    public func resume() {
        guard phase == .suspended else { return }
        phase = .active
        for timer in timers { arm(timer) }
        statusBar?.resumed()
        driver.didResume()
        scene.resize(to: scene.pixelSize)  // everything redrawn: the screen showed something else
        frameRequest?()  // the scene may have been dirty since it was suspended: wake the host to read it
    }

    /// Ends the app: ``App/willTerminate()``, then its state saved a last time. Nothing happens
    /// after (no frames, no timers).
    public func terminate() {
        guard phase == .active || phase == .suspended else { return }
        driver.willTerminate()
        saveState()
        statusBar?.stop()
        for timer in timers { timer.cancel() }
        timers = []
        phase = .terminated
    }

    /// Memory is short (HIG §3.2): tells the app, and empties the scene's raster cache (the
    /// shapes are rasterized again as they are drawn).
    public func receiveMemoryWarning() {
        guard phase == .active || phase == .suspended else { return }
        driver.didReceiveMemoryWarning()
        rasterCache.removeAll()
    }

    /// Saves the app's state now (its snapshot and the registered controls), atomically.
    /// Failures are logged, never thrown: the app keeps running.
    ///
    /// - Returns: whether a state file was written.
    @discardableResult
    public func saveState() -> Bool {
        guard let stateStore, phase != .notLaunched, phase != .terminated else { return false }
        do {
            let bytes: [UInt8]
            do { bytes = try driver.encode(controls: context.restoration.capture()) } catch {
                throw AppStateError.unencodable(app: identifier, reason: error.reason)
            }
            try stateStore.write(bytes, for: identifier)
            return true
        } catch {
            log("app \(identifier): \(error)")
            return false
        }
    }

    /// Reads the saved state into the driver; returns the controls to restore (none on a
    /// first launch or after an error, which is logged).
    private func readState() -> RestoredControls {
        guard let stateStore else { return RestoredControls() }
        do {
            guard let bytes = try stateStore.read(identifier) else { return RestoredControls() }
            do {
                return try driver.decode(bytes).controls
            } catch {
                let corrupt = AppStateError.corrupt(path: stateStore.path(for: identifier), reason: error.reason)
                let aside = stateStore.setAside(identifier)
                log("app \(identifier): \(corrupt); launching without it" + (aside.map { " (kept as “\($0)”)" } ?? ""))
                return RestoredControls()
            }
        } catch {
            log("app \(identifier): \(error); launching without it")
            return RestoredControls()
        }
    }

    /// A new instance of the same app (a fresh `App` from its `init()`), not launched,
    /// configured as this one is (environment, state store) at the screen size and scale it has
    /// now, with the same log: what a runtime launches when the app is opened again after this
    /// instance terminated (closed in the app switcher). One instance's lifecycle only moves
    /// forward, so a new launch is a new instance; it reads the state this one saved.
    public func successor() -> AppInstance {
        var configuration = configuration
        configuration.pixelSize = scene.pixelSize
        configuration.scale = scene.scale
        let next = makeSuccessor(configuration)
        next.log = log
        return next
    }

    // MARK: timers

    /// Makes the app's timers run on `host`'s clock (the runners do this; a multi-app runtime
    /// attaches every instance to its one host).
    public func attach(to host: AppHost) {
        self.host = host
        for timer in timers { arm(timer) }
    }

    func arm(_ timer: AppTimer) {
        timers.removeAll { $0.isDone }
        if !timers.contains(where: { $0 === timer }) { timers.append(timer) }
        guard let host, !timer.isDone else { return }
        // A timer scheduled before the app was hosted counts its delay from now.
        let deadline = timer.deadline(armedAt: host.clock.now)
        guard phase == .active, timer.hostTimer == nil else { return }
        timer.hostTimer = host.schedule(at: deadline) { [weak self, weak timer] in
            guard let self, let timer, phase == .active else { return }
            timer.hostTimer = nil
            timers.removeAll { $0 === timer }
            timer.fire()
        }
    }

    // MARK: orientation

    /// The screen's orientation now.
    public var orientation: AppOrientation { context.orientation }

    /// Rotates the app to `orientation` on a screen of `pixelSize` at `scale` (a runtime
    /// rotating the display calls this): ``App/orientationWillChange(to:)``, the new layout,
    /// ``App/orientationDidChange(to:)``.
    ///
    /// - Returns: `false`, changing nothing, when the app does not support `orientation`
    ///   (HIG §3.3: parts that work in one orientation ignore the rotation).
    @discardableResult
    public func rotate(to orientation: AppOrientation, pixelSize: PixelSize, scale: Double) -> Bool {
        guard supportedOrientations.supports(orientation) else { return false }
        relayout(to: pixelSize, scale: scale, orientation: orientation)
        return true
    }

    private func relayout(to size: PixelSize, scale: Double, orientation: AppOrientation) {
        let changes = orientation != context.orientation && phase != .notLaunched
        if changes { driver.orientationWillChange(to: orientation) }
        context.orientation = orientation
        let oldSize = scene.sizeInPoints
        scene.resize(to: size, scale: scale)
        if phase != .notLaunched {
            if scene.sizeInPoints != oldSize { driver.sizeDidChange(to: scene.sizeInPoints) }
            scene.layoutIfNeeded()
        }
        if changes { driver.orientationDidChange(to: orientation) }
    }

    // MARK: launch image

    /// The colour of the app's ``launchImage`` in the app's environment when it is one colour
    /// (``LaunchImage/color(_:)``, the default), or nil when it must be drawn
    /// (``renderLaunchImage(pixelSize:scale:)``).
    package var launchColor: Color? { launchImage.solidColor(in: scene.environment) }

    /// The app's ``launchImage`` drawn for a screen of `pixelSize` pixels at `scale` (by
    /// default the app's screen now), in the app's environment: its colour scheme, direction
    /// and fonts. A launcher shows it from the moment the app is launched until its first frame.
    ///
    /// Never fails: a PNG that cannot be read is logged and the system background is drawn
    /// instead; text in a view launch image (HIG §1.38: none) is logged too.
    public func renderLaunchImage(pixelSize: PixelSize? = nil, scale: Double? = nil) -> Bitmap {
        let size = pixelSize ?? scene.pixelSize
        let scale = scale ?? scene.scale
        var environment = scene.environment
        environment.displayScale = scale
        var notes: [String] = []
        defer { for note in notes { log("app \(identifier): \(note)") } }
        do {
            return try launchImage.render(pixelSize: size, scale: scale, environment: environment, notes: &notes)
        } catch {
            notes.append("\(error); showing the system background instead")
            return (try? LaunchImage.background.render(pixelSize: size, scale: scale, environment: environment))
                ?? Bitmap(size: size)
        }
    }

    // MARK: HostedContent

    /// The bytes of coverage ``rasterCache`` keeps.
    public var coverageCacheBytes: Int { rasterCache.byteCount }

    /// The animations the app's scene runs.
    public var runningAnimationCount: Int { scene.animator.runningCount }

    /// What asks the app's scene for frames (none while it is not active).
    public var frameRequesters: [String] { phase == .active ? scene.frameRequesters : [] }

    /// What the app shows, for memory reports (``HostedContent/reportedState``): what
    /// ``describesShownState`` says, after `phase=…` (`suspended`, `notLaunched`, `terminated`)
    /// unless the app is active.
    public var reportedState: String {
        let shown = describesShownState?() ?? ""
        guard phase != .active else { return shown }
        return shown.isEmpty ? "phase=\(phase)" : "phase=\(phase) " + shown
    }

    /// Says what the app shows as `key=value` words, for ``reportedState``: the runner of an
    /// app sets it (the gallery's: `screen=form keyboard=up modals=0`); `nil` reports nothing.
    public var describesShownState: (@MainActor () -> String)?

    public var frameRequestHandler: (@MainActor () -> Void)? {
        get { frameRequest }
        set { frameRequest = newValue }
    }

    /// The screen changed size (a mode set, another display): the orientation follows the
    /// new aspect (the orientation callbacks run when it changes), and everything is laid out
    /// and redrawn.
    public func resize(to size: PixelSize, scale: Double) {
        let upright = AppOrientation(size: size)
        let orientation = upright.isLandscape == context.orientation.isLandscape ? context.orientation : upright
        relayout(to: size, scale: scale, orientation: orientation)
        if launchesWhenShown {
            launchesWhenShown = false
            launch()
        }
    }

    /// Whether the app needs a frame: it is active and its scene has a change waiting or an
    /// animation that can be seen running. A suspended app needs none, whatever its scene holds;
    /// resumed, it needs one again, with no request having to wait for it.
    public var needsFrame: Bool {
        phase == .active && (scene.needsFrame || scene.animator.wantsFrame(onScreen: PixelRect(size: scene.pixelSize)))
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        guard phase == .active else { return [] }
        statusBar?.updateAppearance()
        return scene.renderFrame(into: bitmap, bufferAge: 1, timestamp: time).damage.rects
    }

    /// Draws the app's frame for `time` (`nil` keeps its animations where they are) into
    /// `bitmap`, which holds what was drawn `bufferAge` frames ago (0: nothing usable, everything
    /// is drawn), and returns the pixels repainted; nothing while the app is not active. A
    /// runtime composing several contents (the multi-app runtime) draws an app through it, never
    /// through its scene.
    public func renderFrame(into bitmap: Bitmap, at time: Double?, bufferAge: Int) -> [PixelRect] {
        guard phase == .active else { return [] }
        statusBar?.updateAppearance()
        return scene.renderFrame(into: bitmap, bufferAge: bufferAge, timestamp: time).repainted.rects
    }

    public var inputRoot: Node? { container }

    /// Sets `fonts` (opened at start-up) as the scene's ``EnvironmentValues/fonts``, unless the
    /// app's configuration brought its own: every view of the app sets its text with them.
    public func useFonts(_ fonts: FontSystem) {
        if scene.environment.fonts == nil { scene.environment.fonts = fonts }
    }
    public var focus: FocusSystem? { context.focus }

    /// Sets `sounds` as the scene's ``EnvironmentValues/sounds``, unless the app's configuration
    /// brought its own: the app's keyboard clicks, its alerts chime.
    public func useSounds(_ sounds: SoundPlayer) {
        if scene.environment.sounds == nil { scene.environment.sounds = sounds }
    }

    /// Changes the app's display settings (Bold Text, the text size …) as `overrides` say.
    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) { scene.useAccessibility(overrides) }

    /// The display settings the app is drawn with.
    public var accessibility: AccessibilitySettings? { scene.environment.accessibility }
}
