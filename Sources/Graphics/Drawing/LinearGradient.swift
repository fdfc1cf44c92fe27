/// Colours that change along the line from ``start`` to ``end`` and stay constant across it.
///
/// Points are in the canvas's user space when the gradient is used; beyond the ends the end
/// colours continue (pad).
public struct LinearGradient: Sendable, Hashable {
    /// One colour of the gradient; see ``GradientStop``.
    public typealias Stop = GradientStop

    /// The colours, in order of location.
    public var stops: [GradientStop]
    /// Where location 0 lies, in points.
    public var start: Point
    /// Where location 1 lies, in points.
    public var end: Point

    /// Creates a linear gradient.
    public init(stops: [GradientStop], start: Point, end: Point) {
        self.stops = stops
        self.start = start
        self.end = end
    }
}
