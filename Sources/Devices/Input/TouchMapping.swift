public import Graphics

/// Maps a touch from device coordinates to window points: calibration, then the display's
/// rotation, then the display's scale.
///
/// Devices report positions normalised to 0…1 across the panel as it is mounted (libinput's
/// `…_transformed(event, 1)`), already corrected by udev's `LIBINPUT_CALIBRATION_MATRIX`. The
/// board profile's ``calibration`` (if any) is applied next; then ``DisplayRotation`` turns
/// panel pixels into scene pixels, exactly as the display turns scene pixels into panel pixels;
/// dividing by ``scale`` gives points.
public struct TouchMapping: Sendable, Hashable {
    /// The panel's size in pixels, as mounted (before rotation).
    public var panelSize: PixelSize
    /// How the panel is mounted.
    public var rotation: DisplayRotation
    /// Device pixels per point.
    public var scale: Double
    /// The board profile's calibration, on top of udev's.
    public var calibration: CalibrationMatrix

    /// Creates a mapping for a panel of `panelSize` pixels.
    public init(
        panelSize: PixelSize, rotation: DisplayRotation = .none, scale: Double = 1,
        calibration: CalibrationMatrix = .identity
    ) {
        self.panelSize = panelSize
        self.rotation = rotation
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.calibration = calibration
    }

    /// The screen in points (the scene's size, after rotation, divided by the scale).
    public var screenBounds: Rect {
        let scene = rotation.sceneSize(forPanel: panelSize)
        return Rect(x: 0, y: 0, width: Double(scene.width) / scale, height: Double(scene.height) / scale)
    }

    /// The window point for a normalised device position (0…1 on both panel axes).
    public func point(fromNormalized p: Point) -> Point {
        let calibrated = calibration.apply(p)
        let panel = Point(x: calibrated.x * Double(panelSize.width), y: calibrated.y * Double(panelSize.height))
        let scene = rotation.scenePoint(fromPanel: panel, panel: panelSize)
        return Point(x: scene.x / scale, y: scene.y / scale)
    }
}
