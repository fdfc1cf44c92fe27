public import Graphics

/// The result of comparing two bitmaps pixel by pixel.
public struct ImageComparison: Sendable {
    /// The number of pixels with a channel differing by more than the tolerance.
    public let differingPixels: Int
    /// The largest channel difference seen anywhere, 0…255.
    public let largestChannelDifference: Int
    /// The bounding box of the differing pixels (empty when none differ).
    public let differingBounds: PixelRect

    /// Compares two bitmaps of the same size.
    ///
    /// - Returns: `nil` when the sizes differ.
    public init?(_ actual: Bitmap, _ expected: Bitmap, perChannel: Int, diff: Bitmap? = nil) {
        guard actual.size == expected.size else { return nil }
        var count = 0, largest = 0, bounds = PixelRect.zero
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual[x, y], e = expected[x, y]
                var worst = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF)))
                }
                largest = max(largest, worst)
                if worst > perChannel {
                    count += 1
                    bounds = bounds.union(PixelRect(x: x, y: y, width: 1, height: 1))
                }
                if let diff {
                    // Differing pixels in red (brighter = larger), equal ones as a faint gray of the golden.
                    let green: UInt32 = (e >> 8) & 0xFF
                    let gray: UInt32 = green / 4 + 160
                    let red: UInt32 = UInt32(128 + min(127, worst))
                    let opaque: UInt32 = 0xFF00_0000
                    diff[x, y] = worst > perChannel ? opaque | red << 16 : opaque | gray << 16 | gray << 8 | gray
                }
            }
        }
        differingPixels = count
        largestChannelDifference = largest
        differingBounds = bounds
    }
}
