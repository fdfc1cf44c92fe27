public import Apps
public import Audio
public import Controls
public import Devices
public import Gestures
public import Graphics
public import Input
public import Scene
public import Runtime
public import Text

/// Several apps in one runtime process: the home screen, the app in front, the app switcher and
/// the transitions between them, as one ``HostedContent`` on one ``AppHost``.
///
/// ## Background
/// Each app is an ``AppInstance`` with its own ``SceneOwner``; the runtime keeps another for the home screen, the
/// switcher and the transitions. A frame draws exactly one of them: the app in front, straight
/// into the host's frame (so an app costs what it costs alone), or the system scene. Changing
/// which one is shown redraws the whole screen once.
///
/// Suspended apps are frozen (HIG §3.1): they need no frames until they are resumed
/// (``AppInstance/needsFrame``: the runtime's ``needsFrame`` reads the tree shown, so nothing
/// is kept for them meanwhile), their timers wait (the instance holds them), and the arbiter hit-tests only the app in front, so no touch reaches
/// them. They keep their scene, so a resumed app is where it was; the picture they left is
/// their switcher card.
///
/// The four-finger swipes (``SystemGestures``) switch to the next or previous running app and
/// show the switcher; in a kiosk (``isLocked``, the board's `single-app = on`) the runtime is
/// locked to its first app, shown at once, and both are off.
///
/// The interface can turn at run time (``rotate(to:animated:)``, from an accelerometer or a
/// control command): the scene is laid out for the turned size and drawn turned into the
/// screen, and touches are mapped back with the same rotation (HIG §3.3).
@MainActor
public final class MultiAppContent: HostedContent, SystemCommandHandler {
    /// Every hosted app, in home-screen order.
    public let apps: [RunningApp]
    /// The home screen.
    let homeScreen: HomeScreen
    /// The four-finger swipes; this runtime is their last handler.
    public let systemGestures = SystemGestures()
    /// Whether the runtime is locked to its first app (kiosk): no home screen, no switcher.
    public let isLocked: Bool
    /// The app in front, or `nil` on the home screen and in the switcher.
    public internal(set) var foreground: RunningApp?
    /// The interface's rotation relative to the screen as mounted (clockwise).
    public internal(set) var rotation: DisplayRotation = .none
    /// The rotation the device asks for (its accelerometer), which an app in front that does not
    /// support it ignores.
    public internal(set) var deviceRotation: DisplayRotation = .none
    /// Whether the app switcher is shown.
    public var isShowingSwitcher: Bool { switcher != nil }
    /// Whether a transition (launch zoom, app slide, switcher, rotation) is running; touches
    /// reach no app meanwhile.
    public internal(set) var isTransitioning = false
    /// How the interface turns: the one-step rotation (the default) or a cross-fade for apps
    /// with very complex layouts (HIG §3.3).
    public var rotationTransition: RotationTransition = .oneStep
    /// Messages for the person running Scanout.
    public var log: @MainActor (String) -> Void = { _ in }
    /// Called after each frame with what it showed: an app, or `nil` for the system scene.
    public var onFrame: (@MainActor (RunningApp?) -> Void)?
    /// Whether the screen is locked (``lock()``): the lock screen is in front, the app that was
    /// there suspended until ``unlock()``.
    public internal(set) var isScreenLocked = false
    /// Seconds without a touch or key after which the screen locks (board `auto-lock`), or `nil`
    /// for never: the default, as a kiosk wants.
    public var autoLockInterval: Double? {
        didSet { restartAutoLock() }
    }
    /// The key whose press locks the screen (board `lock-key`: the side button's
    /// `XF86PowerOff`), or `nil` for none.
    public var lockKey: Key?
    /// Where the lock screen's status bar and clock get the time, network and battery: Apple's
    /// fixed 9:41 unless the runner gives the board's (``BoardStatusBarSource``).
    public var lockScreenStatusSource: any StatusBarSource = FixedStatusBarSource()
    /// The day the lock screen shows above its clock: Apple's Tuesday, January 9 unless the runner
    /// gives the board's (``localDate()``); `nil` shows none.
    public var lockScreenDate: @MainActor () -> CalendarDate? = { LockScreen.screenshotDate }
    /// The host showing the runtime; set by ``attach(to:)``.
    public private(set) weak var host: AppHost?

    public var frameRequestHandler: (@MainActor () -> Void)?

    let systemOwner: SceneOwner
    /// Above the home screen: the switcher and the transitions' pictures.
    let overlay = Node()
    var switcher: AppSwitcherView?
    let systemFocus = FocusSystem()
    let environment: EnvironmentValues
    /// What a frame draws: an app, or the system scene.
    var presented: RunningApp?
    var needsFullRedraw = true
    var screenSize: PixelSize
    var scale: Double
    /// The turned interface's frame while ``rotation`` is not `.none`.
    var interfaceFrame: Bitmap?
    /// The bitmap the last frame was drawn into (interface pixels): snapshots are copied from it.
    weak var lastFrame: Bitmap?
    /// The running apps, most recently in front first.
    var recency: [RunningApp] = []
    /// A rotation asked for during a transition, applied when it ends.
    var pendingRotation: DisplayRotation?
    /// The fonts every app sets its text with.
    let fonts: FontSystem
    /// The player the home screen and every app play their system sounds through, once the
    /// host has given one (``useSounds(_:)``).
    public private(set) var sounds: SoundPlayer?
    /// The display settings changed for the home screen and every app (the board's, `scanout ctl
    /// accessibility`): apps launched later start with them too.
    public private(set) var accessibilityOverrides = AccessibilitySettingsOverrides()
    private var router: InputRouter?
    /// The lock screen, in the system scene above the overlay while locked.
    let lockScreenView = LockScreen()
    /// The app that was in front when the screen locked (it comes back on unlock).
    var appBehindLock: RunningApp?
    /// Whether a lock was asked for during a transition (it locks when the transition ends).
    var locksAfterTransition = false
    /// The auto-lock's timer, and when the last touch or key came (host clock).
    var autoLockTimer: HostTimer?
    var lastActivity = 0.0
    /// The lock screen's next read of its status (the next minute).
    var lockStatusTimer: HostTimer?

    /// A runtime hosting `apps` (not launched yet; each launches when first brought to the
    /// front) on a screen of `pixelSize` device pixels at `scale` pixels per point, the home
    /// screen in `environment` (language, direction, appearance); `isLocked` locks it to the
    /// first app (a kiosk: board profile `single-app = on`), launched at once. The home screen,
    /// the icons and every app set their text with `fonts` (opened at start-up).
    public init(apps: [AppInstance], pixelSize: PixelSize, scale: Double,
                environment: EnvironmentValues = EnvironmentValues(), fonts: FontSystem, isLocked: Bool = false,
                log: @escaping @MainActor (String) -> Void = { _ in }) {
        screenSize = pixelSize
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        var environment = environment
        if environment.fonts == nil { environment.fonts = fonts }
        self.environment = environment
        self.fonts = fonts
        self.isLocked = isLocked && !apps.isEmpty
        self.log = log
        let running = apps.map { RunningApp(instance: $0, fonts: fonts, log: log) }
        self.apps = running
        homeScreen = HomeScreen(apps: running)
        let root = Node()
        root.name = "system"
        systemOwner = SceneOwner(root: root, pixelSize: pixelSize, scale: self.scale, environment: environment)
        systemOwner.backgroundColor = nil
        root.addChild(homeScreen)
        // The overlay passes touches through to the home screen except where a child (the
        // switcher) takes them.
        overlay.name = "overlay"
        overlay.hitTestShape = .none
        root.addChild(overlay)
        homeScreen.onLaunch = { [unowned self] app in launch(app) }
        // Wake-ups only: ``needsFrame`` says whether the tree shown needs a frame.
        systemOwner.frameRequestHandler = { [unowned self] in frameRequestHandler?() }
        for app in running { wire(app) }
        systemGestures.handlers = [self]
        systemGestures.allowsAppSwitching = !self.isLocked
        systemFocus.controls = homeScreen.icons
        layoutSystemScene()
        if self.isLocked, let first = running.first {
            // A kiosk shows its app at once: no home screen, no launch zoom.
            launchInstance(first)
            present(first)
        }
    }

    /// Connects the runtime to the host that shows it: app timers run on its clock from now on.
    public func attach(to host: AppHost) {
        self.host = host
        for app in apps { app.instance.attach(to: host) }
        lastActivity = host.clock.now
        restartAutoLock()
    }

    /// Connects `app`'s instance to the runtime: its fonts, its wake-ups (the host then reads
    /// ``needsFrame``, which is the app's only while it is shown), the host's clock.
    func wire(_ app: RunningApp) {
        let instance = app.instance
        instance.useFonts(fonts)
        if let sounds { instance.useSounds(sounds) }
        if !accessibilityOverrides.isEmpty { instance.useAccessibility(accessibilityOverrides) }
        // A fresh instance (an app opened again after it was closed) learns of the keyboards.
        if let count = router?.keyboardCount, instance.scene.environment.isHardwareKeyboardConnected != (count > 0) {
            instance.scene.environment.isHardwareKeyboardConnected = count > 0
        }
        instance.frameRequestHandler = { [unowned self] in frameRequestHandler?() }
        if let host { instance.attach(to: host) }
    }

    /// The interface's orientation: the screen's upright one turned by ``rotation``.
    public var orientation: AppOrientation { orientation(for: rotation) }

    /// The orientation of the interface turned by `rotation`: each quarter turn of the picture
    /// clockwise is the device turned a quarter counter-clockwise (portrait → landscape right →
    /// portrait upside down → landscape left).
    func orientation(for rotation: DisplayRotation) -> AppOrientation {
        let cycle: [AppOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        let upright = AppOrientation(size: screenSize)
        let start = cycle.firstIndex(of: upright) ?? 0
        return cycle[(start + rotation.rawValue / 90) % 4]
    }

    /// Launches `app` at the interface's size and orientation.
    func launchInstance(_ app: RunningApp) {
        let instance = app.instance
        if !instance.rotate(to: orientation, pixelSize: interfaceSize, scale: scale) {
            instance.resize(to: interfaceSize, scale: scale)
        }
        instance.launch()
    }

    /// Lays `app`'s scene out for the interface (its size and orientation) if it is not.
    func fitToInterface(_ app: RunningApp) {
        let instance = app.instance
        guard instance.scene.pixelSize != interfaceSize || instance.orientation != orientation else { return }
        if !instance.rotate(to: orientation, pixelSize: interfaceSize, scale: scale) {
            instance.resize(to: interfaceSize, scale: scale)
        }
    }

    /// The interface's size in pixels: the screen's, turned by ``rotation``.
    var interfaceSize: PixelSize { rotation.sceneSize(forPanel: screenSize) }

    /// The interface's bounds in points.
    var interfaceBounds: Rect {
        Rect(x: 0, y: 0, width: Double(interfaceSize.width) / scale, height: Double(interfaceSize.height) / scale)
    }

    // MARK: HostedContent

    /// Plays the home screen's and every app's system sounds through `sounds`.
    public func useSounds(_ sounds: SoundPlayer) {
        self.sounds = sounds
        if systemOwner.environment.sounds == nil { systemOwner.environment.sounds = sounds }
        for app in apps { app.instance.useSounds(sounds) }
    }

    /// Changes the home screen's and every app's display settings (and those of apps launched
    /// later) as `overrides` say.
    public func useAccessibility(_ overrides: AccessibilitySettingsOverrides) {
        accessibilityOverrides = overrides
        systemOwner.useAccessibility(overrides)
        for app in apps { app.instance.useAccessibility(overrides) }
    }

    /// The home screen's display settings.
    public var accessibility: AccessibilitySettings? { systemOwner.environment.accessibility }

    public func resize(to size: PixelSize, scale: Double) {
        screenSize = size
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        layoutForInterface()
    }

    /// Lays the system scene and the app in front out for the interface's size and maps input.
    func layoutForInterface() {
        let size = interfaceSize
        systemOwner.resize(to: size, scale: scale)
        layoutSystemScene()
        if let app = presented ?? foreground { fitToInterface(app) }
        // Made as the turn starts and touched whole by its first frame: normal pages, whose first
        // touch is cheap (Bitmap(pictureSize:)).
        interfaceFrame = rotation == .none ? nil : Bitmap(pictureSize: size)
        router?.windowBounds = interfaceBounds
        updateLocationMapping()
        needsFullRedraw = true
        frameRequestHandler?()
    }

    func layoutSystemScene() {
        let bounds = Rect(origin: .zero, size: systemOwner.sizeInPoints)
        homeScreen.frame = bounds
        overlay.frame = bounds
        switcher?.frame = bounds
        lockScreenView.frame = bounds
    }

    /// Whether a frame is needed: the whole screen after a change of what is shown, else what the
    /// tree shown needs, the app in front's (``AppInstance/needsFrame``) or the system scene's.
    public var needsFrame: Bool {
        if needsFullRedraw { return true }
        if let app = presented, app.instance.phase == .active { return app.instance.needsFrame }
        return systemOwner.needsFrame
            || systemOwner.animator.wantsFrame(onScreen: PixelRect(size: systemOwner.pixelSize))
    }

    public func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        let target: Bitmap
        if rotation == .none {
            target = bitmap
        } else {
            if interfaceFrame?.size != interfaceSize { interfaceFrame = Bitmap(pictureSize: interfaceSize) }
            target = interfaceFrame ?? bitmap
        }
        let age = needsFullRedraw ? 0 : 1
        needsFullRedraw = false
        let shown = presented
        var damage: [PixelRect]
        if let app = shown, app.instance.phase == .active {
            if app.instance.scene.pixelSize != target.size { fitToInterface(app) }
            damage = app.instance.renderFrame(into: target, at: time, bufferAge: age)
            app.framesDrawn += 1
        } else {
            damage = systemOwner.renderFrame(into: target, bufferAge: age, timestamp: time).repainted.rects
        }
        lastFrame = target
        if age == 0 { damage = [target.bounds] }
        if rotation != .none, !damage.isEmpty {
            let screen = screenSize
            bitmap.withUnsafeMutableBytes { memory, stride in
                guard let base = memory.baseAddress else { return }
                for rect in damage { rotation.copy(rect, of: target, into: base, stride: stride, panel: screen) }
            }
            damage = damage.map { rotation.panelRect($0, panel: screen) }
        }
        onFrame?(shown)
        return damage
    }

    public var inputRoot: Node? { systemOwner.root }

    public var focus: FocusSystem? { systemFocus }

    public func makeInputRouter() -> InputRouter? {
        let arbiter = GestureArbiter(windowBounds: interfaceBounds) { [unowned self] point in hitTest(point) }
        arbiter.isRightToLeft = environment.layoutDirection == .rightToLeft
        // In right-to-left languages the apps run from the right: the swipes mirror (HIG §3.9).
        systemGestures.isRightToLeft = arbiter.isRightToLeft
        let router = InputRouter(arbiter: arbiter, focus: systemFocus)
        // Shake to undo reaches the focused control of the tree in front; a hardware keyboard
        // plugged in or taken away reaches every scene (the app in front sees it at once, the
        // others when they come back), as on iOS, where it is one for the whole device.
        router.activeFocusProvider = { [unowned self] in currentFocus }
        router.hardwareKeyboardScenes = { [unowned self] in [systemOwner] + apps.map(\.instance.scene) }
        // Keys and the focus ring follow the tree in front.
        // The lock key locks; any key or touch counts as activity for the auto-lock.
        arbiter.keyHandler = { [unowned self] event in
            noteActivity()
            if let lockKey, event.key == lockKey {
                if event.isPressed && !event.isRepeat { lock() }
                return
            }
            _ = currentFocus?.handle(event)
        }
        arbiter.touchObserver = { [unowned self] event in
            noteActivity()
            // The arbiter's locations are the scene's points, the app in front's window's.
            let landed = event.landingLocations
            if !landed.isEmpty { currentFocus?.touchesDidBegin(at: landed) }
        }
        systemGestures.install(on: arbiter)
        self.router = router
        updateLocationMapping()
        return router
    }

    /// The deepest node under `point` (interface points) in the tree in front; nothing during
    /// a transition, and never a suspended app's.
    private func hitTest(_ point: Point) -> Node? {
        if isTransitioning { return nil }
        if let app = presented { return app.state == .foreground ? app.instance.inputRoot?.hitTest(point) : nil }
        return systemOwner.root.hitTest(point)
    }

    private var currentFocus: FocusSystem? {
        if isTransitioning { return nil }
        if let app = presented { return app.instance.focus }
        return switcher == nil ? systemFocus : nil
    }

    private func updateLocationMapping() {
        guard let router else { return }
        if rotation == .none {
            router.locationMapping = nil
            return
        }
        let rotation = rotation, screen = screenSize, scale = scale
        router.locationMapping = { point in
            let pixel = rotation.scenePoint(fromPanel: Point(x: point.x * scale, y: point.y * scale), panel: screen)
            return Point(x: pixel.x / scale, y: pixel.y / scale)
        }
    }

    // MARK: what is shown

    /// Shows `app` (or the system scene for `nil`) from the next frame on, redrawn in full.
    func present(_ app: RunningApp?) {
        presented = app
        if let app {
            foreground = app
            recency.removeAll { $0 === app }
            recency.insert(app, at: 0)
        }
        needsFullRedraw = true
        frameRequestHandler?()
    }

    /// A copy of what the last frame showed, in interface pixels.
    func captureFrame() -> Bitmap? {
        guard let lastFrame, lastFrame.size == interfaceSize else { return nil }
        return Bitmap(pictureCopying: lastFrame)
    }

    /// Ends every app (the runtime stops, SIGTERM): each is told it will terminate and its
    /// state is saved.
    public func terminateAll() {
        for app in apps { app.instance.terminate() }
    }

    /// Tells every running app that memory is short (HIG §3.2).
    public func sendMemoryWarning() {
        for app in apps { app.instance.receiveMemoryWarning() }
    }

    // MARK: SystemCommandHandler

    public func handleSystemCommand(_ command: SystemCommand) -> Bool {
        guard !isLocked, !isScreenLocked else { return false }
        switch command {
        case .switchApp(let direction):
            switchApp(direction)
            return true
        case .showAppSwitcher:
            showSwitcher()
            return true
        default:
            return false
        }
    }
}
