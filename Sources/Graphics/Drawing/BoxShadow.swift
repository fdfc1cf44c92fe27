/// A blurred shadow cast by a rounded rectangle, as CSS's `box-shadow` describes it.
public struct BoxShadow: Sendable, Hashable {
    /// The shadow colour, including its opacity.
    public var color: Color
    /// How far the shadow is moved from the shape, in points.
    public var offset: Point
    /// How far the shadow fades out on each side of its edge, in points: the shadow is fully
    /// dark `blurRadius` inside its edge and gone `blurRadius` outside it.
    public var blurRadius: Double
    /// How far the shape grows (negative: shrinks) before it is blurred, in points.
    public var spread: Double

    /// Creates a shadow.
    public init(color: Color, offset: Point = .zero, blurRadius: Double, spread: Double = 0) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
        self.spread = spread
    }
}
