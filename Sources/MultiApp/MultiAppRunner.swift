public import Devices
public import Graphics
public import Input
public import Runtime
public import Text

/// Runs a ``MultiAppContent`` the two ways a single app runs (``AppRunner``): on the display
/// (DRM/KMS, the fbdev or headless fallback, until SIGTERM or SIGINT) and headless on the
/// virtual clock (touch script, screenshot). `scanout apps` is this over the gallery, Check-In
/// and any other app compiled in.
@MainActor
public enum MultiAppRunner {
    /// Runs `content` on the display `options` choose until SIGTERM, SIGINT or the quit timer,
    /// then terminates every app (``App/willTerminate()``, state saved). The board's
    /// accelerometer, when it names one, turns the interface (polled only while the screen is
    /// on); one that cannot be opened is logged and the runtime runs without it. `onStarted`
    /// runs once the first frame is out (the control socket is opened there).
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func runOnDisplay(_ content: MultiAppContent, options: RunOptions, fonts: FontSystem,
                                    onStarted: (@MainActor (DisplaySession) -> Void)? = nil)
        throws(DisplaySessionError) -> RunStatistics {
        let session: DisplaySession
        do { session = try DisplaySession(content: content, options: options, fonts: fonts) } catch {
            throw .eventLoop(error)
        }
        let log: @MainActor (String) -> Void = { [session] message in session.log(message) }
        content.log = log
        for app in content.apps { app.instance.log = log }
        content.attach(to: session.host)
        var sensor: AccelerometerRotation?
        if let path = options.board.accelerometer {
            do {
                let accelerometer = try IIOAccelerometer(path: path)
                sensor = AccelerometerRotation(accelerometer: accelerometer, content: content, host: session.host)
                sensor?.log = log
            } catch {
                session.log("\(error); the interface turns only by `scanout ctl rotate`", level: .warning)
            }
        }
        session.onStarted = onStarted
        defer {
            content.terminateAll()
            _ = sensor
        }
        return try session.run()
    }

    /// Runs `content` headless on the virtual clock at `pixelSize` and `scale`: the first frame,
    /// then `script` (touch scripts address the screen in points) from then on, until `seconds`
    /// of virtual time or until everything has settled; then every app is terminated.
    ///
    /// - Returns: the run's measurements and the display, showing the last frame.
    public static func runHeadless(_ content: MultiAppContent, pixelSize: PixelSize, scale: Double,
                                   fonts: FontSystem, script: TouchScript? = nil, seconds: Double? = nil)
        -> (statistics: RunStatistics, display: HeadlessDisplay) {
        let session = HeadlessSession(content: content, pixelSize: pixelSize, scale: scale, fonts: fonts)
        content.attach(to: session.host)
        // The first frame before the script: its touches find the home screen laid out and drawn.
        session.host.update()
        if let script { session.play(script) }
        let statistics = session.run(until: seconds)
        content.terminateAll()
        return (statistics, session.display)
    }
}
