public import ScanoutHost

/// `scanout screenshot`: the gallery's screens headless, to PNG, in every language and
/// appearance asked for.
extension ScreenshotMode {
    /// Renders the gallery's `screens` in every one of `languages` and `colorSchemes` on a
    /// headless display of `size` points at `scale` and writes each as
    /// `directory/gallery-SCREEN-LANGUAGE-APPEARANCE.png` (such as `gallery-buttons-ar-dark.png`),
    /// its text set with `fonts`.
    ///
    /// - Returns: the paths written, in order.
    /// - Throws: ``ScreenshotError`` for an unusable size, an unwritable folder or a screen that
    ///   never settled.
    public static func writeGallery(screens: [GalleryScreen] = GalleryScreen.allCases,
                                    languages: [GalleryLanguage] = GalleryLanguage.allCases,
                                    colorSchemes: [ColorScheme] = [.light, .dark],
                                    size: Size, scale: Double, script: TouchScript? = nil,
                                    statusBar: StatusBarStatus? = nil, fonts: FontSystem,
                                    to directory: String) throws(ScreenshotError) -> [String] {
        let pixels = try ScreenshotMode.pixelSize(size, scale: scale)
        var paths: [String] = []
        for screen in screens {
            for language in languages {
                for scheme in colorSchemes {
                    let frame = try renderGallery(screen: screen, language: language, colorScheme: scheme, pixelSize: pixels,
                                              scale: scale, script: script, statusBar: statusBar, fonts: fonts)
                    let name = "gallery-\(screen.rawValue)-\(language.rawValue)-\(scheme == .dark ? "dark" : "light").png"
                    paths.append(try ScreenshotMode.write(frame, scale: scale, to: directory, name: name))
                }
            }
        }
        return paths
    }

    /// The gallery's `screen` as the display shows it once settled, or, with a touch `script`,
    /// after the script has been played on it through the gesture arbiter and the app's focus
    /// system, as `scanout run` delivers input (``ScreenshotMode/render(_:pixelSize:scale:script:fonts:)``).
    ///
    /// With `statusBar`, the gallery runs under the status bar as on a board with
    /// `status-bar = on`, showing that fixed status (``StatusBarStatus/screenshot``: 9:41, or
    /// what `--status-bar` says; docs/status-bar.md).
    ///
    /// - Throws: ``ScreenshotError/didNotSettle(_:)`` when the screen never settled.
    public static func renderGallery(screen: GalleryScreen, language: GalleryLanguage, colorScheme: ColorScheme,
                                     pixelSize: PixelSize, scale: Double, script: TouchScript? = nil,
                                     statusBar: StatusBarStatus? = nil, fonts: FontSystem) throws(ScreenshotError) -> Bitmap {
        var configuration = GalleryRun.configuration(size: pixelSize, scale: scale, language: language, colorScheme: colorScheme)
        if let statusBar { configuration.statusBarSource = FixedStatusBarSource(statusBar) }
        let instance = AppInstance(ScanoutGallery(screen: screen), configuration: configuration)
        instance.launch()
        return try ScreenshotMode.render(instance, pixelSize: pixelSize, scale: scale, script: script, fonts: fonts)
    }
}
