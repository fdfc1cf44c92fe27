public import Graphics

/// What one frame did.
public struct FrameReport: Sendable {
    /// The pixels that changed in this frame.
    public let damage: DamageRegion
    /// The pixels repainted (the damage, grown to the buffer's age).
    public let repainted: DamageRegion
    /// How long the frame took to animate, lay out, find damage and draw, in milliseconds.
    public let duration: Double
    /// The frame's timestamp in seconds, if one was given.
    public let timestamp: Double?

    /// The number of damaged pixels.
    public var damagedPixelCount: Int { damage.rects.reduce(0) { $0 + $1.area } }
}
