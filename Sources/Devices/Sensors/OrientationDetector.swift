import Glibc

/// Turns accelerometer readings into the interface rotation a person holding the panel expects,
/// with hysteresis: a tilt near the diagonal, a panel lying flat or a reading seen only once
/// changes nothing.
public struct OrientationDetector: Sendable {
    /// The rotation decided so far (`nil` until the first clear reading).
    public private(set) var rotation: DisplayRotation?
    private var candidate: DisplayRotation?
    private var candidateCount = 0

    /// A detector with no rotation decided.
    public init() {}

    /// The largest angle between gravity in the glass's plane and an edge for that edge to count
    /// as "down", in degrees (Scanout: 35°, leaving a 20° dead band around each diagonal).
    public static let captureAngle = 35.0
    /// Below this tilt of the glass from lying flat, in degrees, the reading says nothing
    /// (Scanout: 25°, as phones ignore a panel lying on a table).
    public static let flatTilt = 25.0
    /// How many readings in a row must agree before the rotation changes (Scanout: 2, 0.4 s at
    /// the 5 Hz poll).
    public static let stableReadings = 2

    /// Takes one reading; returns the new rotation when it changed.
    public mutating func update(with reading: AccelerometerReading) -> DisplayRotation? {
        guard let seen = Self.rotation(for: reading) else {
            candidate = nil
            candidateCount = 0
            return nil
        }
        if seen == candidate {
            candidateCount += 1
        } else {
            candidate = seen
            candidateCount = 1
        }
        guard candidateCount >= Self.stableReadings, seen != rotation else { return nil }
        rotation = seen
        return seen
    }

    /// The rotation a single reading clearly asks for, or `nil` (flat, or near a diagonal).
    ///
    /// Standing upright, gravity pulls down the glass and the panel reads +y: no rotation. Turned
    /// a quarter counter-clockwise (its right edge up) it reads +x, and the interface turns a
    /// quarter clockwise to stay upright; and so on around.
    public static func rotation(for reading: AccelerometerReading) -> DisplayRotation? {
        let planar = (reading.x * reading.x + reading.y * reading.y).squareRoot()
        let total = (planar * planar + reading.z * reading.z).squareRoot()
        guard total > 0, planar / total >= sin(flatTilt * .pi / 180) else { return nil }
        // The angle of "up" in the glass's plane, from the panel's top edge, clockwise.
        var degrees = atan2(reading.x, reading.y) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        for (centre, rotation) in [
            (0.0, DisplayRotation.none), (90, .clockwise90), (180, .half), (270, .clockwise270), (360, .none),
        ]
        where abs(degrees - centre) <= captureAngle {
            return rotation
        }
        return nil
    }
}
