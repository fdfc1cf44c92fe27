public import Scanout

/// `scanout screenshot`: the gallery's screens headless, to PNG, in every language and
/// appearance asked for.
extension ScreenshotMode {
    /// Renders the gallery's `screens` in every one of `languages` and `colorSchemes` on a
    /// headless display of `size` points at `scale` and writes each as
    /// `directory/gallery-SCREEN-LANGUAGE-APPEARANCE.png` (such as `gallery-buttons-ar-dark.png`).
    ///
    /// - Returns: the paths written, in order.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeGallery(screens: [GalleryScreen] = GalleryScreen.allCases,
                                    languages: [GalleryLanguage] = GalleryLanguage.allCases,
                                    colorSchemes: [ColorScheme] = [.light, .dark],
                                    size: Size, scale: Double, script: TouchScript? = nil,
                                    to directory: String) throws(ScreenshotError) -> [String] {
        let pixels = try ScreenshotMode.pixelSize(size, scale: scale)
        var paths: [String] = []
        for screen in screens {
            for language in languages {
                for scheme in colorSchemes {
                    let frame = renderGallery(screen: screen, language: language, colorScheme: scheme, pixelSize: pixels,
                                              scale: scale, script: script)
                    let name = "gallery-\(screen.rawValue)-\(language.rawValue)-\(scheme == .dark ? "dark" : "light").png"
                    paths.append(try ScreenshotMode.write(frame, scale: scale, to: directory, name: name))
                }
            }
        }
        return paths
    }

    /// The gallery's `screen` as the display would show it after ``ScreenshotMode/settlingFrames`` frames, or,
    /// with a touch `script`, after the script has been played on it frame by frame (1/60 s each,
    /// through the gesture arbiter and the app's focus system, as `scanout run` delivers input)
    /// and ``ScreenshotMode/settlingFrames`` more.
    public static func renderGallery(screen: GalleryScreen, language: GalleryLanguage, colorScheme: ColorScheme,
                                     pixelSize: PixelSize, scale: Double, script: TouchScript? = nil) -> Bitmap {
        let app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme, pixelSize: pixelSize, scale: scale)
        let frame = Bitmap(size: pixelSize)
        let clock = VirtualClock()
        app.owner.renderFrame(into: frame, bufferAge: 0, timestamp: clock.nextFrame())
        if let script {
            let arbiter = GestureArbiter(root: app.root)
            app.focus.attach(to: arbiter)
            var player = TouchScriptPlayer(script: script)
            let start = clock.now
            while !player.isFinished || arbiter.nextDeadline != nil {
                let time = clock.nextFrame()
                for event in player.events(upTo: time - start) { arbiter.handle(event.shifted(by: start)) }
                arbiter.advance(to: time)
                app.owner.renderFrame(into: frame, timestamp: time)
                if clock.now - start > script.duration + 2 { break }  // deadlines pending past the script: stop
            }
        }
        _ = app.owner.renderUntilIdle(into: frame, clock: clock, maximumFrames: ScreenshotMode.settlingFrames)
        return frame
    }
}
