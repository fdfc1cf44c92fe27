public import ScanoutHost

/// `scanout run --scene demo`: the demo app (``DemoApp``) on the display through ``AppRunner``,
/// with touch through libinput.
@MainActor
public enum DemoRun {
    /// Runs the demo with `options` until SIGTERM/SIGINT or the quit timer; the activity bar
    /// slides for `options.animationSeconds` from the second frame (``DemoActivityStart``), and with
    /// `options.logsEvents` the switches and the pinch are logged (the VM suite reads them).
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func run(options: RunOptions, fonts: FontSystem) throws(DisplaySessionError) -> RunStatistics {
        let app = DemoApp()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: PixelSize(width: 1280, height: 800),
                                                                        scale: options.board.scale))
        let logsEvents = options.logsEvents
        DemoInput(nodes: app.nodes) { [instance] message in
            if logsEvents { instance.log(message) }
        }.attach()
        let start = DemoActivityStart(app: app, seconds: options.animationSeconds)
        return try AppRunner.runOnDisplay(instance, options: options, fonts: fonts, prepare: { session in
            session.host.addObserver(start)
        })
    }

    /// The demo headless on the virtual clock, as ``run(options:fonts:)`` runs it on a display:
    /// launched, its first frame drawn at rest, then the activity bar sliding for
    /// `animationSeconds` from the second frame; each drawn frame takes `frameCost` virtual
    /// seconds. The caller runs the session.
    public static func headless(pixelSize: PixelSize, scale: Double, fonts: FontSystem, animationSeconds: Double,
                                frontBuffer: HeadlessDisplay.FrontBuffer = .copy, frameCost: Double = 0)
        -> (app: DemoApp, instance: AppInstance, session: HeadlessSession) {
        let app = DemoApp()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: pixelSize, scale: scale))
        let session = HeadlessSession(content: instance, pixelSize: pixelSize, scale: scale, fonts: fonts,
                                      frontBuffer: frontBuffer)
        session.frameCost = frameCost
        session.host.addObserver(DemoActivityStart(app: app, seconds: animationSeconds))
        instance.attach(to: session.host)
        instance.launch()
        session.host.update()  // the first frame, at rest; the slide starts with the second
        return (app, instance, session)
    }
}
