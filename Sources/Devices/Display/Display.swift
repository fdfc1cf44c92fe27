public import Graphics

/// Where finished frames go: a DRM/KMS scanout, an fbdev framebuffer, or memory (headless).
///
/// The runtime renders into its own shadow ``Bitmap`` and hands each frame to the display with
/// the damage of that frame: the pixels that may differ from the previous frame. A display copies
/// at least those pixels; it never reads back what it has shown.
@MainActor
public protocol Display: AnyObject {
    /// The size of the visible area in device pixels.
    var pixelSize: PixelSize { get }
    /// Device pixels per point (1, 1.5, 2, 3).
    var scale: Double { get }
    /// Shows `frame`, of which only the pixels inside `damage` changed since the last frame.
    ///
    /// - Throws: ``DisplayError`` when the frame's size does not match or the device fails.
    func present(_ frame: Bitmap, damage: [PixelRect]) throws(DisplayError)
}

/// Why a display could not show a frame.
public enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// The frame's size differs from the display's.
    case sizeMismatch(frame: PixelSize, display: PixelSize)
    /// The device rejected the frame; `reason` says how.
    case device(name: String, reason: String)

    public var description: String {
        switch self {
        case .sizeMismatch(let frame, let display): "a \(frame) frame cannot be shown on a \(display) display"
        case .device(let name, let reason): "display \(name): \(reason)"
        }
    }
}
