public import Devices
public import Graphics

/// Renders the demo scene headless and writes it as PNG: `scanout screenshot`.
@MainActor
public enum ScreenshotMode {
    /// Renders one frame of the demo scene on a headless display of `size` points at `scale`
    /// pixels per point and writes it to `directory/demo.png` (the folder is created).
    ///
    /// - Returns: the path of the written file.
    /// - Throws: ``ScreenshotError`` for an unusable size or an unwritable folder.
    public static func writeDemo(size: Size, scale: Double, to directory: String) throws(ScreenshotError) -> String {
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            throw .badSize("\(size.width)x\(size.height) points")
        }
        guard scale > 0, scale <= 4, scale.isFinite else { throw .badScale(scale) }
        let pixels = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        guard pixels.width <= 8192, pixels.height <= 8192 else { throw .badSize("\(pixels) pixels (8192 at most)") }
        let display = HeadlessDisplay(pixelSize: pixels, scale: scale)
        let frame = Bitmap(size: pixels)
        DemoScene.render(into: frame, scale: scale)
        do { try display.present(frame, damage: [frame.bounds]) } catch { throw .display(error) }
        do { try Folder.create(directory) } catch { throw .folder(path: directory, reason: error.reason) }
        let path = directory.hasSuffix("/") ? directory + "demo.png" : directory + "/demo.png"
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
