public import Graphics

/// A display that shows frames in memory: the screenshot mode and every test use it.
///
/// It keeps its own front buffer and copies only the damaged pixels of each presented frame into
/// it, exactly as a scanout display does, so a test that forgets damage sees stale pixels here
/// too. ``frame`` is what a person would see on a screen.
@MainActor
public final class HeadlessDisplay: Display {
    public let pixelSize: PixelSize
    public let scale: Double
    public let refreshHz: Double
    /// What the display currently shows.
    public let frame: Bitmap
    /// How many frames have been presented.
    public private(set) var presentedFrameCount = 0
    /// The damage of the most recent frame, as presented.
    public private(set) var lastDamage: [PixelRect] = []

    /// Creates a headless display of `pixelSize` device pixels at `scale` pixels per point,
    /// refreshing at `refreshHz` (its frames are paced by a timer), showing transparent black.
    public init(pixelSize: PixelSize, scale: Double = 1, refreshHz: Double = 60) {
        self.pixelSize = pixelSize
        self.scale = scale
        self.refreshHz = refreshHz
        frame = Bitmap(size: pixelSize)
    }

    public func present(_ frame: Bitmap, damage: [PixelRect]) throws(DisplayError) {
        guard frame.size == pixelSize else { throw .sizeMismatch(frame: frame.size, display: pixelSize) }
        for rect in damage { frame.copy(rect, into: self.frame) }
        presentedFrameCount += 1
        lastDamage = damage
    }

    /// Writes what the display shows to a PNG file.
    ///
    /// - Throws: ``PNGError`` naming the file when it cannot be written.
    public func writePNG(to path: String) throws(PNGError) {
        try frame.writePNG(to: path)
    }
}
