public import Graphics

/// What a node's custom drawing receives: the canvas in the node's coordinates, its bounds and
/// its environment.
@MainActor
public struct DrawingContext {
    /// The canvas, with its user space set to the node's coordinates (points, origin at the
    /// node's top-left corner) and clipped to the frame's damage.
    public let canvas: Canvas
    /// The node's bounds, in its own coordinates.
    public let bounds: Rect
    /// The node's resolved environment (colour scheme, tint, layout direction, scale, …).
    public let environment: EnvironmentValues
    /// The node's own opacity when it is folded into colours instead of a layer (1 otherwise);
    /// multiply colours by it.
    public let opacity: Double

    /// The colour `color` resolves to, with ``opacity`` applied.
    public func resolve(_ color: ThemeColor) -> Color {
        let c = color.resolved(in: environment)
        return opacity < 1 ? c.withAlphaMultiplied(by: opacity) : c
    }
}
