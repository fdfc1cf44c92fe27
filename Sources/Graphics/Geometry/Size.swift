/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a size from its width and height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    /// The size scaled by a factor.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}
