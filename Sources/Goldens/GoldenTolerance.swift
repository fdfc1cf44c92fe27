/// How far a rendering may stray from its golden image and still pass.
///
/// Every comparison states its tolerance explicitly: a channel differing by more than
/// ``perChannel`` makes a pixel *differing*; more than ``maxDifferingPixels`` differing pixels
/// fail the comparison.
public struct GoldenTolerance: Sendable, Hashable, CustomStringConvertible {
    /// The largest accepted difference of one channel (B, G, R or A), 0…255.
    public var perChannel: Int
    /// How many pixels may exceed ``perChannel``.
    public var maxDifferingPixels: Int

    /// A tolerance of `channel` levels per channel and at most `maxDifferingPixels` pixels beyond it.
    public static func perChannel(_ channel: Int, maxDifferingPixels: Int = 0) -> GoldenTolerance {
        GoldenTolerance(perChannel: channel, maxDifferingPixels: maxDifferingPixels)
    }

    /// Pixel-exact: no channel may differ.
    public static let exact = GoldenTolerance(perChannel: 0, maxDifferingPixels: 0)

    public var description: String { "±\(perChannel) per channel, ≤ \(maxDifferingPixels) differing pixels" }
}
