/// A line drawn along the inside of a node's bounds, following its corner radius, above its
/// children.
public struct Border: Sendable, Hashable {
    /// The line's colour.
    public var color: ThemeColor
    /// The line's width, in points; it lies entirely inside the bounds.
    public var width: Double

    /// Creates a border.
    public init(color: ThemeColor, width: Double = 1) {
        self.color = color
        self.width = width
    }
}
