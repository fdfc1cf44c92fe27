public import Controls
public import Gestures
public import Graphics
public import Scene
import Runtime

/// What an app gets from the runtime: its environment (language, layout direction,
/// appearance, text size), its screen, its window (alerts and sheets, the on-screen keyboard,
/// keyboard focus), the registry of controls whose position survives a restart, timers on the
/// host's clock, and the log.
@MainActor
public final class AppContext {
    /// The app's identifier.
    public let identifier: String
    /// The environment the app's views start with: locale, layout direction, colour scheme,
    /// text size and display scale from the command line or the multi-app runtime.
    public var environment: EnvironmentValues { scene?.environment ?? initialEnvironment }
    /// The window the app's root view is shown in: it presents alerts, action sheets and modal
    /// views, brings the keyboard up for text fields, and moves keyboard focus through the
    /// app's controls in reading order.
    public let window = AppWindow()
    /// Keyboard focus over the app's controls (Return, Escape, Tab): the window's, which collects
    /// the controls of the tree shown in reading order by itself. (Setting its `controls` by hand
    /// replaces that order with a fixed list.)
    public var focus: FocusSystem { window.focus }
    /// The controls whose position is saved and restored (scroll views, navigation stacks).
    public let restoration = RestorationRegistry()
    /// The scene the app's root view is in (`nil` before launch): safe area, animator.
    public internal(set) weak var scene: SceneOwner?
    /// The screen's orientation.
    public internal(set) var orientation: AppOrientation

    let initialEnvironment: EnvironmentValues
    private let sizeBeforeLaunch: Size
    weak var instance: AppInstance?

    init(identifier: String, environment: EnvironmentValues, pixelSize: PixelSize, scale: Double) {
        self.identifier = identifier
        initialEnvironment = environment
        sizeBeforeLaunch = Size(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
        orientation = AppOrientation(size: pixelSize)
    }

    /// The screen's size in points.
    public var screenSize: Size { scene?.sizeInPoints ?? sizeBeforeLaunch }

    /// Whether the host's screen reader (VoiceOver) is running.
    public var isScreenReaderRunning: Bool { instance?.host?.screenReader != nil }

    /// Turns the host's screen reader on or off, as Settings › Accessibility › VoiceOver does;
    /// `false` when it cannot start (not hosted, or the host has no speech output).
    @discardableResult
    public func setScreenReader(on: Bool) -> Bool { instance?.host?.setScreenReader(on: on) ?? false }

    /// The host's screen reader settings (Speaking Rate, Speak Hints), as Settings ›
    /// Accessibility › VoiceOver shows and changes them; the defaults while not hosted (a change
    /// then goes nowhere).
    public var screenReaderSettings: ScreenReaderSettings {
        get { instance?.host?.screenReaderSettings ?? .standard }
        set { instance?.host?.screenReaderSettings = newValue }
    }

    /// Now, in seconds on the host's clock (0 before the app is hosted).
    public var now: Double { instance?.host?.clock.now ?? 0 }

    /// Runs `action` `seconds` from now on the host's clock, on the main actor. While the app
    /// is suspended its timers do not fire; those that fell due meanwhile fire when it resumes.
    /// A timer scheduled before the app is hosted (in its `init` or `makeRootView`, before a
    /// runner attaches it) keeps its delay until it is armed on the host's clock: it fires
    /// `seconds` after the host first knows it, whatever time that clock showed then.
    /// The action should only change the app's views: the frame follows by itself.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> AppTimer {
        let delay = seconds.isFinite ? max(0, seconds) : 0
        let timer = AppTimer(delay: delay, deadline: instance?.host.map { $0.clock.now + delay }, action: action)
        instance?.arm(timer)
        return timer
    }

    /// Presents `modal` (an ``Alert``, ``ActionSheet``, ``ModalView``, ``NotificationAlert``) in
    /// front of the app, after those presented before it: ``AppWindow/present(_:animated:)``.
    public func present(_ modal: ModalNode, animated: Bool = true) {
        window.present(modal, animated: animated)
    }

    /// Dismisses `modal`: ``AppWindow/dismiss(_:animated:)``.
    public func dismiss(_ modal: ModalNode, animated: Bool = true) {
        window.dismiss(modal, animated: animated)
    }

    /// The status bar over the app, or `nil` when the runtime shows none (the board profile's
    /// `status-bar`): an app in a call sets its ``StatusBar/banner``; its look follows the
    /// front-most page's ``NavigationPage/preferredStatusBarStyle``.
    public var statusBar: StatusBar? { instance?.statusBar?.bar }

    /// Writes `message` to the runtime's log, prefixed with the app's identifier.
    public func log(_ message: String) {
        instance?.log("app \(identifier): \(message)")
    }
}

/// A timer an app scheduled with ``AppContext/schedule(after:_:)``.
@MainActor
public final class AppTimer {
    /// How long after it was scheduled it fires, in seconds.
    public let delay: Double
    /// When it fires, in seconds on the host's clock; `nil` until the timer is on a host's
    /// clock (scheduled before the app was attached to its host: the deadline is then the
    /// attachment's time plus ``delay``).
    public private(set) var deadline: Double?
    /// Whether it fired or was cancelled.
    public private(set) var isDone = false
    let action: @MainActor () -> Void
    var hostTimer: HostTimer?

    init(delay: Double, deadline: Double?, action: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.deadline = deadline
        self.action = action
    }

    /// The deadline on a clock showing `now`: the one set when it was first armed, or
    /// `now` plus ``delay`` the first time.
    func deadline(armedAt now: Double) -> Double {
        if let deadline { return deadline }
        let armed = now + delay
        deadline = armed
        return armed
    }

    /// Keeps the timer from firing.
    public func cancel() {
        isDone = true
        hostTimer?.cancel()
    }

    func fire() {
        guard !isDone else { return }
        isDone = true
        action()
    }
}
