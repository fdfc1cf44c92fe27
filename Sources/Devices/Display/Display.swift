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
    /// How the panel is mounted: the display turns scene pixels into panel pixels with it, and
    /// touch is mapped back with the same rotation (``touchMapping(calibration:)``).
    var rotation: DisplayRotation { get }
    /// The refresh rate frames are paced at, in Hz.
    var refreshHz: Double { get }
    /// Whether flip events come at real vblanks, so that they can pace frames; `false` means a
    /// timer at ``refreshHz`` paces them.
    var hasRealVBlank: Bool { get }
    /// Whether the last presented frame still waits for its flip: the next frame starts only
    /// after the flip event.
    var isFlipPending: Bool { get }
}

extension Display {
    /// Displays that do not rotate: `.none`.
    public var rotation: DisplayRotation { .none }
    /// 60 Hz unless the display knows better.
    public var refreshHz: Double { 60 }
    /// No real vblank unless the display has one.
    public var hasRealVBlank: Bool { false }
    /// Displays that show a frame at once never wait for a flip.
    public var isFlipPending: Bool { false }

    /// How touches on the panel mounted on this display map to the scene's points: the panel's
    /// size before rotation, the display's rotation and scale, and the board's `calibration`.
    /// The host hands it to the input sources whenever the display changes.
    public func touchMapping(calibration: CalibrationMatrix = .identity) -> TouchMapping {
        let panel = rotation.swapsAxes ? PixelSize(width: pixelSize.height, height: pixelSize.width) : pixelSize
        return TouchMapping(panelSize: panel, rotation: rotation, scale: scale, calibration: calibration)
    }
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
