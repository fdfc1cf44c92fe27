public import Devices
public import Graphics
public import Scene
public import Gestures

/// Renders headless and writes PNG files: `scanout screenshot`. The gallery's screens (every
/// language and appearance asked for) or the demo scene.
@MainActor
public enum ScreenshotMode {
    /// Frames of virtual time (1/60 s each) a gallery screenshot runs before it is taken, so that
    /// animations started by the first layout have settled (an activity indicator keeps turning:
    /// its phase at this frame is what the picture shows, the same every time).
    public static let settlingFrames = 90

    /// Renders one frame of the demo scene on a headless display of `size` points at `scale`
    /// pixels per point and writes it to `directory/demo.png` (the folder is created).
    ///
    /// - Returns: the path of the written file.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeDemo(size: Size, scale: Double, to directory: String) throws(ScreenshotError) -> String {
        let pixels = try pixelSize(size, scale: scale)
        let frame = Bitmap(size: pixels)
        DemoScene.render(into: frame, scale: scale)
        return try write(frame, scale: scale, to: directory, name: "demo.png")
    }

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
        let pixels = try pixelSize(size, scale: scale)
        var paths: [String] = []
        for screen in screens {
            for language in languages {
                for scheme in colorSchemes {
                    let frame = renderGallery(screen: screen, language: language, colorScheme: scheme, pixelSize: pixels,
                                              scale: scale, script: script)
                    let name = "gallery-\(screen.rawValue)-\(language.rawValue)-\(scheme == .dark ? "dark" : "light").png"
                    paths.append(try write(frame, scale: scale, to: directory, name: name))
                }
            }
        }
        return paths
    }

    /// The gallery's `screen` as the display would show it after ``settlingFrames`` frames, or,
    /// with a touch `script`, after the script has been played on it frame by frame (1/60 s each,
    /// through the gesture arbiter and the app's focus system, as `scanout run` delivers input)
    /// and ``settlingFrames`` more.
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
        _ = app.owner.renderUntilIdle(into: frame, clock: clock, maximumFrames: settlingFrames)
        return frame
    }

    private static func pixelSize(_ size: Size, scale: Double) throws(ScreenshotError) -> PixelSize {
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            throw .badSize("\(size.width)x\(size.height) points")
        }
        guard scale > 0, scale <= 4, scale.isFinite else { throw .badScale(scale) }
        let pixels = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        guard pixels.width <= 8192, pixels.height <= 8192 else { throw .badSize("\(pixels) pixels (8192 at most)") }
        return pixels
    }

    private static func write(_ frame: Bitmap, scale: Double, to directory: String, name: String) throws(ScreenshotError) -> String {
        let display = HeadlessDisplay(pixelSize: frame.size, scale: scale)
        do { try display.present(frame, damage: [frame.bounds]) } catch { throw .display(error) }
        do { try Folder.create(directory) } catch { throw .folder(path: directory, reason: error.reason) }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        do { try display.writePNG(to: path) } catch { throw .png(error) }
        return path
    }
}

/// Why a screenshot could not be written.
public enum ScreenshotError: Error, CustomStringConvertible {
    /// The requested size is empty, not finite, or too large.
    case badSize(String)
    /// The scale is not in 0 < scale ≤ 4.
    case badScale(Double)
    /// The output folder cannot be created.
    case folder(path: String, reason: String)
    /// The headless display rejected the frame.
    case display(DisplayError)
    /// The PNG could not be written.
    case png(PNGError)

    public var description: String {
        switch self {
        case .badSize(let what): "cannot render a screenshot of \(what)"
        case .badScale(let s): "scale \(s) is not between 0 and 4 (use 1, 1.5, 2 or 3)"
        case .folder(let path, let reason): "cannot create the folder “\(path)”: \(reason)"
        case .display(let e): e.description
        case .png(let e): e.description
        }
    }
}
