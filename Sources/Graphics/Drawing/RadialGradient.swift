/// Colours that change with the distance from ``center``: location 0 at the centre, 1 at
/// ``radius`` and beyond (pad).
public struct RadialGradient: Sendable, Hashable {
    /// One colour of the gradient; see ``GradientStop``.
    public typealias Stop = GradientStop

    /// The colours, in order of location.
    public var stops: [GradientStop]
    /// The centre, in points of the canvas's user space.
    public var center: Point
    /// The distance at which location 1 lies, in points.
    public var radius: Double

    /// Creates a radial gradient.
    public init(stops: [GradientStop], center: Point, radius: Double) {
        self.stops = stops
        self.center = center
        self.radius = radius
    }
}
