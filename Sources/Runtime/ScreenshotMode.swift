public import Devices
public import Graphics
public import Input
import Scene
public import Text

/// Renders headless and writes PNG files: `scanout screenshot`. The gallery and the demo add
/// what they render in extensions of their own.
@MainActor
public enum ScreenshotMode {
    /// Frames of virtual time (1/60 s each) a gallery screenshot runs before it is taken, so that
    /// animations started by the first layout have settled (an activity indicator keeps turning:
    /// its phase at this frame is what the picture shows, the same every time).
    public static let settlingFrames = 90

    /// `content` as a headless display shows it after a ``HeadlessSession`` run on the virtual
    /// clock: the first frame, then `script` (when given) played through the content's input at
    /// its events' times, then frames until nothing is left to do, at most ``settlingFrames``
    /// after the input has finished. `scanout run --headless` runs the same session. Text is set
    /// with `fonts`.
    ///
    /// - Throws: ``ScreenshotError/didNotSettle(_:)`` when the content kept asking for frames
    ///   that showed nothing for ``HeadlessSession/settlingLimit`` seconds of virtual time;
    ///   ``ScreenshotError/script(_:)`` when the script named an element the screen did not show.
    public static func render(
        _ content: any HostedContent, pixelSize: PixelSize, scale: Double,
        script: TouchScript? = nil, fonts: FontSystem
    ) throws(ScreenshotError) -> Bitmap {
        let session = HeadlessSession(content: content, pixelSize: pixelSize, scale: scale, fonts: fonts)
        if let script { session.play(script) }
        do { try session.runUntilSettled() } catch { throw .didNotSettle(error) }
        if let failure = session.scriptFailure { throw .script(failure) }
        return session.display.frame
    }

    /// The pixel size of a screen of `size` points at `scale`.
    ///
    /// - Throws: ``ScreenshotError`` when the size or scale is unusable (empty, not finite, over
    ///   8192 pixels, a scale outside 0 < scale ≤ 4).
    public nonisolated static func pixelSize(_ size: Size, scale: Double) throws(ScreenshotError) -> PixelSize {
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            throw .badSize("\(size.width)x\(size.height) points")
        }
        guard scale > 0, scale <= 4, scale.isFinite else { throw .badScale(scale) }
        let pixels = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        guard pixels.width <= 8192, pixels.height <= 8192 else { throw .badSize("\(pixels) pixels (8192 at most)") }
        return pixels
    }

    /// Shows `frame` on a headless display and writes it as `directory/name` (the folder is
    /// created).
    ///
    /// - Returns: the path written.
    /// - Throws: ``ScreenshotError`` when the folder or the file cannot be written.
    public static func write(
        _ frame: Bitmap, scale: Double, to directory: String, name: String
    ) throws(ScreenshotError) -> String {
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
    /// A copy of the executable rendering part of a screenshot matrix failed, or could not start.
    case copies(String)
    /// The content never settled: something kept asking for frames that showed nothing.
    case didNotSettle(HeadlessRunError)
    /// The touch script stopped at a step naming an element the screen did not show.
    case script(TouchScriptError)

    public var description: String {
        switch self {
        case .badSize(let what): "cannot render a screenshot of \(what)"
        case .badScale(let s): "scale \(s) is not between 0 and 4 (use 1, 1.5, 2 or 3)"
        case .folder(let path, let reason): "cannot create the folder “\(path)”: \(reason)"
        case .display(let e): e.description
        case .png(let e): e.description
        case .copies(let reason): "the screenshot matrix failed: \(reason)"
        case .didNotSettle(let e): e.description
        case .script(let e): "the touch script stopped: \(e)"
        }
    }
}
