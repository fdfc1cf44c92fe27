public import Scanout

/// `scanout run`: the gallery app on the display, with touch, pointer and keys through libinput.
@MainActor
public enum GalleryRun {
    /// Runs the gallery in `language` and `colorScheme` with `options` until SIGTERM/SIGINT or
    /// the quit timer; `then` switches to another screen some seconds after the first frame,
    /// with no input (the VM suite's check that a timer-driven change reaches the display).
    ///
    /// Text is set with `fonts`, opened at start-up.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError`` when the display or the event loop cannot be used (the
    ///   message names the fix).
    public static func run(options: RunOptions, fonts: FontSystem, screen: GalleryScreen, language: GalleryLanguage,
                           colorScheme: ColorScheme, then: (seconds: Double, screen: GalleryScreen)? = nil)
        throws(DisplaySessionError) -> RunStatistics {
        let app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme,
                             pixelSize: PixelSize(width: 1280, height: 800), scale: options.board.scale)
        let session: DisplaySession
        do { session = try DisplaySession(content: GalleryContent(app: app), options: options, fonts: fonts) } catch {
            throw .eventLoop(error)
        }
        if options.logsEvents {
            app.onEvent = { [session] event in session.log("scanout: gallery: " + event) }
        }
        if let then {
            // Counted from the first frame on screen: app code on a timer, no input.
            session.onStarted = { session in
                session.host.schedule(after: then.seconds) {
                    app.show(then.screen)
                    session.log("scanout: gallery: a timer showed \(then.screen.rawValue)")
                }
            }
        }
        return try session.run()
    }

    /// `scanout run --headless`: the gallery on a ``HeadlessSession`` (virtual clock), with
    /// `script` played through its input from the first frame on, until `seconds` of virtual
    /// time or, without them, until it has settled as a screenshot does; `then` switches the
    /// screen on a timer as ``run(options:fonts:screen:language:colorScheme:then:)`` does.
    ///
    /// - Returns: the run's measurements and the display, showing the last frame.
    public static func runHeadless(size: PixelSize, scale: Double, fonts: FontSystem, screen: GalleryScreen,
                                   language: GalleryLanguage, colorScheme: ColorScheme, script: TouchScript? = nil,
                                   seconds: Double? = nil, then: (seconds: Double, screen: GalleryScreen)? = nil)
        -> (statistics: RunStatistics, display: HeadlessDisplay) {
        let app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme, pixelSize: size, scale: scale)
        let session = HeadlessSession(content: GalleryContent(app: app), pixelSize: size, scale: scale, fonts: fonts)
        if let script { session.play(script) }
        if let then { session.host.schedule(after: then.seconds) { app.show(then.screen) } }
        let statistics = session.run(until: seconds)
        return (statistics, session.display)
    }
}
