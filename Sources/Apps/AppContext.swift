public import Gestures
public import Graphics
public import Scene
import Runtime

/// What an app gets from the runtime: its environment (language, layout direction,
/// appearance, text size), its screen, keyboard focus, the registry of controls whose position
/// survives a restart, timers on the host's clock, and the log.
@MainActor
public final class AppContext {
    /// The app's identifier.
    public let identifier: String
    /// The environment the app's views start with: locale, layout direction, colour scheme,
    /// text size and display scale from the command line or the multi-app runtime.
    public var environment: EnvironmentValues { scene?.environment ?? initialEnvironment }
    /// Keyboard focus over the app's controls (Return, Escape, Tab): set its `controls`.
    public let focus = FocusSystem()
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

    /// Now, in seconds on the host's clock (0 before the app is hosted).
    public var now: Double { instance?.host?.clock.now ?? 0 }

    /// Runs `action` `seconds` from now on the host's clock, on the main actor. While the app
    /// is suspended its timers do not fire; those that fell due meanwhile fire when it resumes.
    /// The action should only change the app's views: the frame follows by itself.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> AppTimer {
        let timer = AppTimer(deadline: now + max(0, seconds), action: action)
        instance?.arm(timer)
        return timer
    }

    /// Writes `message` to the runtime's log, prefixed with the app's identifier.
    public func log(_ message: String) {
        instance?.log("app \(identifier): \(message)")
    }
}

/// A timer an app scheduled with ``AppContext/schedule(after:_:)``.
@MainActor
public final class AppTimer {
    /// When it fires, in seconds on the host's clock.
    public let deadline: Double
    /// Whether it fired or was cancelled.
    public private(set) var isDone = false
    let action: @MainActor () -> Void
    var hostTimer: HostTimer?

    init(deadline: Double, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
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
