public import Graphics

/// The pixels each scanout buffer is missing: the damage of every frame shown since that buffer
/// was last on screen.
///
/// With two (or more) buffers, the back buffer holds the frame from two presents ago. Before a new
/// frame is copied into it, it needs this frame's damage plus everything that changed while the
/// other buffer was showing. ``take(for:adding:)`` returns exactly that region and updates the
/// record; a buffer that was never shown (or after ``invalidateAll()``) needs the whole screen.
public struct BufferDamage: Sendable {
    /// The screen every region is clipped to.
    public let screen: PixelSize
    private var pending: [DamageRegion]
    private var isFresh: [Bool]

    /// Damage records for `bufferCount` buffers of a `screen`-sized display, all needing a full copy.
    public init(bufferCount: Int, screen: PixelSize) {
        self.screen = screen
        pending = Array(repeating: DamageRegion(screen: screen), count: max(1, bufferCount))
        isFresh = Array(repeating: true, count: max(1, bufferCount))
    }

    /// How many buffers are tracked.
    public var bufferCount: Int { pending.count }

    /// The rects to copy into `buffer` before showing a frame whose own damage is `frameDamage`;
    /// records `frameDamage` as missing from every other buffer and `buffer` as up to date.
    public mutating func take(for buffer: Int, adding frameDamage: [PixelRect]) -> [PixelRect] {
        guard pending.indices.contains(buffer) else { return [PixelRect(size: screen)] }
        for index in pending.indices where index != buffer {
            for rect in frameDamage { pending[index].add(rect) }
        }
        var region = pending[buffer]
        for rect in frameDamage { region.add(rect) }
        if isFresh[buffer] { region.addFullScreen() }
        pending[buffer].removeAll()
        isFresh[buffer] = false
        return region.rects
    }

    /// Marks every buffer but `kept` as needing a full copy (after a mode change or regaining the
    /// display; after a modeset that may have cleared video memory, all but the one just filled).
    public mutating func invalidateAll(except kept: Int? = nil) {
        for index in pending.indices where index != kept {
            pending[index].removeAll()
            isFresh[index] = true
        }
    }
}
