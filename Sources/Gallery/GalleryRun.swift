public import Scanout

/// `scanout run`: the gallery app on the display, with touch, pointer and keys through libinput.
@MainActor
public enum GalleryRun {
    /// Runs the gallery in `language` and `colorScheme` with `options` until SIGTERM/SIGINT or
    /// the quit timer.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DRMError`` when the display cannot be used (the message names the fix).
    public static func run(options: RunOptions, screen: GalleryScreen, language: GalleryLanguage,
                           colorScheme: ColorScheme) throws(DRMError) -> RunStatistics {
        let app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme,
                             pixelSize: PixelSize(width: 1280, height: 800), scale: options.board.scale)
        let content = GalleryContent(app: app)
        let session: DisplaySession
        do { session = try DisplaySession(content: content, options: options) } catch {
            throw .call("setting up the event loop: \(error)", errno: 22)
        }
        if options.logsEvents {
            app.onEvent = { [session] event in session.log("scanout: gallery: " + event) }
        }
        var input: SceneInput?
        session.onStarted = { session in
            guard !options.headless, options.usesInput else { return }
            do {
                let sceneInput = try SceneInput(root: app.root, focus: app.focus, session: session, board: options.board)
                sceneInput.log = { [session] message in session.log("scanout: " + message) }
                try sceneInput.start()
                input = sceneInput
            } catch {
                session.log("scanout: no touch input: \(error)")
            }
        }
        let statistics = try session.run()
        _ = input
        return statistics
    }
}
