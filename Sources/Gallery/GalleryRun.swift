public import ScanoutHost

/// `scanout run`: the gallery app (``ScanoutGallery``) on the display, with touch, pointer and
/// keys through libinput, run by ``AppRunner`` like any app (SIGTERM: will-terminate, state saved
/// when there is a store).
@MainActor
public enum GalleryRun {
    /// Runs the gallery in `language` and `colorScheme` with `options` until SIGTERM/SIGINT or
    /// the quit timer, on `screen` (or, without one, the screen `stateStore` saved last); with a
    /// `stateStore` its screen and scroll position are saved at the end; `then` switches to another screen some seconds after the first frame,
    /// with no input (the VM suite's check that a timer-driven change reaches the display); `statusBar`
    /// shows the status bar with that fixed status whatever the board says (`--status-bar`).
    ///
    /// Text is set with `fonts`, opened at start-up.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func run(options: RunOptions, fonts: FontSystem, screen: GalleryScreen?, language: GalleryLanguage,
                           colorScheme: ColorScheme, then: (seconds: Double, screen: GalleryScreen)? = nil,
                           stateStore: AppStateStore? = nil, statusBar: StatusBarStatus? = nil)
        throws(DisplaySessionError) -> RunStatistics {
        let app = screen.map { ScanoutGallery(screen: $0) } ?? ScanoutGallery()
        var appConfiguration = configuration(size: PixelSize(width: 1280, height: 800), scale: options.board.scale,
                                             language: language, colorScheme: colorScheme, stateStore: stateStore)
        appConfiguration.environment.keyboardLanguages = options.board.keyboardLanguages
        appConfiguration.useStatusBar(of: options.board, headless: options.headless, fixed: statusBar)
        let instance = AppInstance(app, configuration: appConfiguration)
        instance.describesShownState = { [app] in app.gallery?.reportedState ?? "" }
        return try AppRunner.runOnDisplay(instance, options: options, fonts: fonts) { session in
            if options.logsEvents {
                app.gallery?.onEvent = { [session] event in session.log("gallery: " + event) }
            }
            if let then {
                // Counted from the first frame on screen: app code on a timer, no input.
                instance.context.schedule(after: then.seconds) {
                    app.gallery?.show(then.screen)
                    session.log("gallery: a timer showed \(then.screen.rawValue)")
                }
            }
        }
    }

    /// An app configuration for the gallery in `language` and `colorScheme`.
    static func configuration(size: PixelSize, scale: Double, language: GalleryLanguage, colorScheme: ColorScheme,
                              stateStore: AppStateStore? = nil) -> AppConfiguration {
        var environment = EnvironmentValues()
        environment.layoutDirection = language.layoutDirection
        environment.colorScheme = colorScheme
        environment.locale = language.locale
        return AppConfiguration(pixelSize: size, scale: scale, environment: environment, stateStore: stateStore)
    }

    /// `scanout run --headless`: the gallery on a ``HeadlessSession`` (virtual clock), with
    /// `script` played through its input from the first frame on, until `seconds` of virtual
    /// time or, without them, until it has settled as a screenshot does; `then` switches the
    /// screen on a timer as ``run(options:fonts:screen:language:colorScheme:then:stateStore:)`` does;
    /// `memoryReports` hands its closure a ``MemoryReport`` at the start and every so many seconds
    /// of virtual time (`scanout run --headless --memory-every`: the soak's session natively);
    /// each drawn frame takes `frameCost` virtual seconds (``HeadlessSession/frameCost``: a loaded
    /// board, `--frame-cost-ms`); `statusBar` shows the status bar with that fixed status
    /// (`--status-bar`); `prepare` is given the session before the app launches
    /// (`--sound-out` records its sounds there).
    ///
    /// - Returns: the run's measurements and the display, showing the last frame.
    public static func runHeadless(size: PixelSize, scale: Double, fonts: FontSystem, screen: GalleryScreen,
                                   language: GalleryLanguage, colorScheme: ColorScheme, script: TouchScript? = nil,
                                   seconds: Double? = nil, then: (seconds: Double, screen: GalleryScreen)? = nil,
                                   frontBuffer: HeadlessDisplay.FrontBuffer = .copy, frameCost: Double = 0,
                                   memoryReports: (every: Double, report: @MainActor (MemoryReport) -> Void)? = nil,
                                   statusBar: StatusBarStatus? = nil,
                                   prepare: (@MainActor (HeadlessSession) -> Void)? = nil)
        -> (statistics: RunStatistics, display: HeadlessDisplay) {
        let app = ScanoutGallery(screen: screen)
        var appConfiguration = configuration(size: size, scale: scale, language: language, colorScheme: colorScheme)
        if let statusBar { appConfiguration.statusBarSource = FixedStatusBarSource(statusBar) }
        let instance = AppInstance(app, configuration: appConfiguration)
        instance.describesShownState = { [app] in app.gallery?.reportedState ?? "" }
        let session = HeadlessSession(content: instance, pixelSize: size, scale: scale, fonts: fonts,
                                      frontBuffer: frontBuffer)
        session.frameCost = frameCost
        prepare?(session)
        instance.attach(to: session.host)
        instance.launch()
        if let script { session.play(script) }
        if let then { instance.context.schedule(after: then.seconds) { app.gallery?.show(then.screen) } }
        if let memoryReports { session.host.reportMemory(every: memoryReports.every, memoryReports.report) }
        let statistics = session.run(until: seconds)
        instance.terminate()
        return (statistics, session.display)
    }
}
