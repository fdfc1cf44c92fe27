public import ScanoutHost

/// `scanout screenshot --scene demo`: the demo scene headless, to PNG.
extension ScreenshotMode {
    /// Renders the demo app as `scanout run --scene demo` shows it at rest (the same host, on
    /// a headless display of `size` points at `scale` pixels per point) and writes it to
    /// `directory/demo.png` (the folder is created).
    ///
    /// - Returns: the path of the written file.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeDemo(size: Size, scale: Double, fonts: FontSystem, to directory: String)
        throws(ScreenshotError) -> String {
        let pixels = try ScreenshotMode.pixelSize(size, scale: scale)
        let frame = try renderDemo(pixelSize: pixels, scale: scale, fonts: fonts)
        return try ScreenshotMode.write(frame, scale: scale, to: directory, name: "demo.png")
    }

    /// The demo app's first frame at rest on a screen of `pixelSize` at `scale`.
    ///
    /// - Throws: ``ScreenshotError/didNotSettle(_:)`` when the screen never settled.
    public static func renderDemo(pixelSize: PixelSize, scale: Double, fonts: FontSystem) throws(ScreenshotError) -> Bitmap {
        let instance = AppInstance(DemoApp(), configuration: AppConfiguration(pixelSize: pixelSize, scale: scale))
        instance.launch()
        return try ScreenshotMode.render(instance, pixelSize: pixelSize, scale: scale, fonts: fonts)
    }
}
