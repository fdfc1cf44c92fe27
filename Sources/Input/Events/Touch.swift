public import Graphics

/// One finger (or the pressed mouse) at one moment: where it is, where it started, when.
///
/// Locations are in window points (the display's logical coordinate space, after rotation and
/// calibration); a recognizer or target converts them with ``GestureTarget/convertFromWindow(_:)``.
/// Timestamps are seconds on the input clock (monotonic; virtual in tests).
public struct Touch: Sendable, Hashable {
    /// The stable identity of the finger.
    public var id: TouchID
    /// What happened to the finger in this event.
    public var phase: TouchPhase
    /// Where the finger is now, in window points.
    public var location: Point
    /// Where the finger was in the previous event, in window points.
    public var previousLocation: Point
    /// Where the finger went down, in window points.
    public var startLocation: Point
    /// When this event happened, in seconds.
    public var timestamp: Double
    /// When the finger went down, in seconds.
    public var startTimestamp: Double

    /// Creates a touch; `previousLocation` and `startLocation` default to `location`,
    /// `startTimestamp` to `timestamp`.
    public init(
        id: TouchID, phase: TouchPhase, location: Point, previousLocation: Point? = nil,
        startLocation: Point? = nil, timestamp: Double, startTimestamp: Double? = nil
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.startLocation = startLocation ?? location
        self.timestamp = timestamp
        self.startTimestamp = startTimestamp ?? timestamp
    }

    /// How far the finger is from where it went down, in points.
    public var distanceFromStart: Double { location.distance(to: startLocation) }

    /// The movement since the start, in points.
    public var translation: Point { location - startLocation }

    /// How long the finger has been down, in seconds.
    public var duration: Double { timestamp - startTimestamp }
}
