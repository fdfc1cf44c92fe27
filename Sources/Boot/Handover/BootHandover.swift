public import Apps
public import Runtime

/// Puts an app in the splash's place on the same ``AppHost`` (its display, buffers, clock and
/// input), as `quit --handover APP` asks.
///
/// ## Background
/// The app is launched as any ``AppInstance`` is (HIG §3.1: its saved state read, its view
/// tree built, ``App/didLaunch(restoring:context:)``, its registered controls restored), at the
/// display's size, while the splash's last frame stays on screen; then it replaces the splash as
/// the host's content, and its first frame is rendered in full over the splash's last and flipped
/// in like any frame. So every frame on screen is the splash or the app: none without content
/// between them (HIG §1.38: the launch shows the app's first screen, with no blank in between).
/// With no display yet (the card has not appeared), the app launches when it is first shown.
/// ``finish()`` ends it as a run's end does: ``App/willTerminate()``, its state saved.
@MainActor
public final class BootHandover {
    /// The app's instance.
    public let instance: AppInstance
    /// The name it was handed over as.
    public let name: String

    /// Starts `app` on `host` in place of the current content (the splash).
    ///
    /// - Parameters:
    ///   - app: the app asked for.
    ///   - host: the splash's host; its display, when it has one, gives the size.
    ///   - configuration: the app's screen (replaced by the display's size when there is one),
    ///     environment and state store.
    ///   - log: where the app's messages go (state files that could not be read, controls not
    ///     restored).
    public init(app: BootApp, on host: AppHost, configuration: AppConfiguration,
                log: @escaping @MainActor (String) -> Void) {
        var configuration = configuration
        if let display = host.display {
            configuration.pixelSize = display.pixelSize
            configuration.scale = display.scale
        }
        name = app.name
        instance = app.instance(configuration: configuration)
        instance.log = log
        instance.attach(to: host)
        if host.display != nil { instance.launch() } else { instance.launchWhenShown() }
        host.replaceContent(with: instance)
    }

    /// Ends the app: ``App/willTerminate()``, then its state saved a last time.
    public func finish() {
        instance.terminate()
    }
}
