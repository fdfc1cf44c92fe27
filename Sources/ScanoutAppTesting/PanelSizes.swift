public import Scanout

/// The panel sizes embedded boards ship, for tests that check a screen at each one.
public enum PanelSizes {
    /// The landscape panels: 320×240, 480×272 (4.3-inch), 800×480 (7-inch), 1024×600,
    /// 1280×720, 1280×800 and 1920×1080, in pixels.
    public static let landscape: [PixelSize] = [
        PixelSize(width: 320, height: 240), PixelSize(width: 480, height: 272), PixelSize(width: 800, height: 480),
        PixelSize(width: 1024, height: 600), PixelSize(width: 1280, height: 720), PixelSize(width: 1280, height: 800),
        PixelSize(width: 1920, height: 1080),
    ]

    /// ``landscape``, then each one turned to portrait.
    public static let common: [PixelSize] = landscape + landscape.map { PixelSize(width: $0.height, height: $0.width) }
}
