public import Scanout

/// `scanout screenshot --scene demo`: the demo scene headless, to PNG.
extension ScreenshotMode {
    /// Renders one frame of the demo scene on a headless display of `size` points at `scale`
    /// pixels per point and writes it to `directory/demo.png` (the folder is created).
    ///
    /// - Returns: the path of the written file.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeDemo(size: Size, scale: Double, to directory: String) throws(ScreenshotError) -> String {
        let pixels = try ScreenshotMode.pixelSize(size, scale: scale)
        let frame = Bitmap(size: pixels)
        DemoScene.render(into: frame, scale: scale)
        return try ScreenshotMode.write(frame, scale: scale, to: directory, name: "demo.png")
    }
}
