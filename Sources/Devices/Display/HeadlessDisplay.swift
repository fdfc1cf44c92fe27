public import Graphics

/// A display that shows frames in memory: the screenshot mode and every test use it.
///
/// By default it keeps its own front buffer and copies only the damaged pixels of each presented
/// frame into it, exactly as a scanout display does, so a test that forgets damage sees stale
/// pixels here too. ``frame`` is what a person would see on a screen.
///
/// `scanout run --headless` and `scanout boot --headless` show the presented frame itself instead
/// (``FrontBuffer/presentedFrame``): nothing is copied and the process holds one frame, not two
/// (4 MiB less at 1280×800).
@MainActor
public final class HeadlessDisplay: Display {
    /// Where ``HeadlessDisplay/frame`` comes from.
    public enum FrontBuffer: Sendable {
        /// The display's own bitmap, into which the damage of each presented frame is copied.
        case copy
        /// The last presented bitmap itself (the renderer's frame, which it keeps between frames);
        /// no pixels are copied. A frame presented with too little damage is not caught this way.
        case presentedFrame
    }

    public let pixelSize: PixelSize
    public let scale: Double
    public let refreshHz: Double
    /// How ``frame`` is kept.
    public let frontBuffer: FrontBuffer
    /// The display's own front buffer (``FrontBuffer/copy``), or what it shows before the first
    /// frame (its pages are the kernel's zero pages until written).
    private let ownFrame: Bitmap
    private var presented: Bitmap?
    /// What the display currently shows.
    public var frame: Bitmap {
        switch frontBuffer {
        case .copy: ownFrame
        case .presentedFrame: presented ?? ownFrame
        }
    }
    /// How many frames have been presented.
    public private(set) var presentedFrameCount = 0
    /// The damage of the most recent frame, as presented.
    public private(set) var lastDamage: [PixelRect] = []

    /// Creates a headless display of `pixelSize` device pixels at `scale` pixels per point,
    /// refreshing at `refreshHz` (its frames are paced by a timer), showing transparent black,
    /// its ``frame`` kept as `frontBuffer` says.
    public init(pixelSize: PixelSize, scale: Double = 1, refreshHz: Double = 60, frontBuffer: FrontBuffer = .copy) {
        self.pixelSize = pixelSize
        self.scale = scale
        self.refreshHz = refreshHz
        self.frontBuffer = frontBuffer
        ownFrame = Bitmap(size: pixelSize)
    }

    public func present(_ frame: Bitmap, damage: [PixelRect]) throws(DisplayError) {
        guard frame.size == pixelSize else { throw .sizeMismatch(frame: frame.size, display: pixelSize) }
        switch frontBuffer {
        case .copy: for rect in damage { frame.copy(rect, into: ownFrame) }
        case .presentedFrame: presented = frame
        }
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
