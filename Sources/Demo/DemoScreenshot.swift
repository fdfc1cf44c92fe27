public import ScanoutHost

/// `scanout screenshot --scene demo`: the demo scene headless, to PNG.
extension ScreenshotMode {
    /// Renders the demo scene as `scanout run --scene demo` shows it at rest (the same host, on
    /// a headless display of `size` points at `scale` pixels per point) and writes it to
    /// `directory/demo.png` (the folder is created).
    ///
    /// - Returns: the path of the written file.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeDemo(size: Size, scale: Double, fonts: FontSystem, to directory: String)
        throws(ScreenshotError) -> String {
        let pixels = try ScreenshotMode.pixelSize(size, scale: scale)
        let frame = try ScreenshotMode.render(DemoContent(), pixelSize: pixels, scale: scale, fonts: fonts)
        return try ScreenshotMode.write(frame, scale: scale, to: directory, name: "demo.png")
    }
}
