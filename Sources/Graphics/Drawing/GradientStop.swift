/// One colour of a gradient at a location between 0 (start) and 1 (end).
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop lies, 0…1; values outside are clamped.
    public var location: Double

    /// Creates a stop.
    public init(_ color: Color, at location: Double) {
        self.color = color
        self.location = location
    }

    /// Creates a stop (the memberwise spelling).
    public init(color: Color, location: Double) {
        self.init(color, at: location)
    }
}
