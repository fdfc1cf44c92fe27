import Glibc

/// Recognizes a shake of the panel from accelerometer readings: a short burst of strong
/// accelerations that reverse direction, as a person shakes a phone to undo typing (HIG §1.29).
///
/// ## Background
/// UIKit reports a shake (`UIEvent.EventSubtype.motionShake`) after a brisk back-and-forth of a
/// few strokes, never for picking the device up, putting it down, tapping the glass or turning
/// it to another orientation; it publishes no thresholds. The detector follows that behaviour
/// with numbers of its own, each documented below:
///
/// - Gravity is taken out first: a low-pass of the readings (time constant
///   ``gravityTimeConstant``) follows a slow change of orientation, so what remains is the
///   acceleration the hand gives the panel. Its size is measured in g against a slow average of
///   the readings' magnitude (``gravityMagnitudeTimeConstant``), which is what 1 g reads on this
///   sensor: raw counts need no scale.
/// - A *stroke* is the readings stronger than ``strongAcceleration`` pointing the same way
///   (within 90°); a *reversal* is a stroke pointing against the one before it (more than 90°
///   away), starting at most ``maximumStrokeInterval`` after that one's start, when that one
///   held for at least ``minimumStrokeReadings`` readings. A shake is ``requiredReversals``
///   reversals in a row: three, so two full back-and-forth swings.
/// - After a shake the detector waits for ``quietInterval`` without a strong reading before it
///   reports another, so one long shake presents one Undo alert.
///
/// Turning the panel to another orientation moves the gravity estimate one way only: the
/// remainder decays without reversing. A tap on the glass rings for a few hundredths of a
/// second, one reading each way, too short for a stroke. Carrying or tilting the panel stays
/// under ``strongAcceleration``. With these numbers a side-to-side shake reaching 1.2 g at 1.5
/// to 6 Hz is reported after about two swings (0.3–1.4 s), one of 1 g or gentler is not.
///
/// <!-- example context:
/// let accelerometer = try IIOAccelerometer(path: "/sys/bus/iio/devices/iio:device0"), now = 0.02
/// let focused: (any SystemCommandHandler)! = nil
/// -->
/// ```swift
/// var detector = ShakeDetector()
/// if detector.update(with: try accelerometer.read(), at: now) { focused.handleSystemCommand(.shake) }
/// ```
public struct ShakeDetector: Sendable {
    /// How often the accelerometer is read while a shake can matter, in seconds (Scanout: 50 Hz,
    /// enough to see each stroke of a 2–5 Hz shake several times).
    public static let sampleInterval = 0.02
    /// The low-pass time constant of the gravity estimate, in seconds (Scanout: 0.3 s: a shake's
    /// 2–5 Hz strokes barely move it, a turn of the panel is followed within a second).
    public static let gravityTimeConstant = 0.3
    /// The time constant of the average magnitude taken as 1 g, in seconds (Scanout: 2 s).
    public static let gravityMagnitudeTimeConstant = 2.0
    /// How strong the hand's acceleration must be for a stroke, in g beyond gravity (Scanout:
    /// 1.0 g; a brisk phone shake peaks at 1.5–3 g, walking or tilting a panel stays under 0.5 g).
    public static let strongAcceleration = 1.0
    /// How many strokes must reverse the one before, in a row (Scanout: 3, two full swings).
    public static let requiredReversals = 3
    /// How many strong readings a stroke needs before the next one can reverse it (Scanout: 2,
    /// 40 ms at 50 Hz: a tap's ringing reverses every reading, a 5 Hz shake's strokes hold for
    /// three).
    public static let minimumStrokeReadings = 2
    /// The longest time between the starts of two opposite strokes, in seconds (Scanout: 0.4 s,
    /// the half swing of a slow 1.25 Hz shake); a longer pause starts counting again.
    public static let maximumStrokeInterval = 0.4
    /// How long the panel must stay without a strong reading after a shake before another one
    /// is reported, in seconds (Scanout: 0.8 s).
    public static let quietInterval = 0.8

    /// The gravity estimate, in the readings' units (`nil` before the first reading).
    private var gravity: AccelerometerReading?
    /// The average magnitude of the readings, taken as 1 g.
    private var oneG = 0.0
    private var lastTime: Double?
    /// The direction of the current stroke (a unit vector), when it started and how many strong
    /// readings it has had.
    private var stroke: (direction: AccelerometerReading, start: Double, readings: Int)?
    /// When the last strong reading came.
    private var lastStrong: Double?
    private var reversals = 0
    private var isArmed = true

    /// A detector that has seen nothing.
    public init() {}

    /// Forgets what it has seen (the sensor was not read for a while).
    public mutating func reset() { self = ShakeDetector() }

    /// The hand's acceleration in the last reading, in g beyond gravity (for logs and tests).
    public private(set) var lastAcceleration = 0.0

    /// Takes one reading made at `time` (seconds on any steadily increasing clock); returns
    /// `true` when it completes a shake.
    public mutating func update(with reading: AccelerometerReading, at time: Double) -> Bool {
        let magnitude = reading.length
        guard let previous = gravity, let last = lastTime, time > last else {
            gravity = reading
            oneG = magnitude
            lastTime = time
            return false
        }
        let dt = min(time - last, 1)
        lastTime = time
        // The hand's part is measured against the gravity seen before this reading.
        let hand = AccelerometerReading(x: reading.x - previous.x, y: reading.y - previous.y, z: reading.z - previous.z)
        let a = 1 - exp(-dt / Self.gravityTimeConstant)
        gravity = AccelerometerReading(
            x: previous.x + a * hand.x, y: previous.y + a * hand.y, z: previous.z + a * hand.z)
        oneG += (1 - exp(-dt / Self.gravityMagnitudeTimeConstant)) * (magnitude - oneG)
        guard oneG > 0 else { return false }
        let strength = hand.length / oneG
        lastAcceleration = strength
        guard strength >= Self.strongAcceleration else {
            if let strong = lastStrong, time - strong > Self.maximumStrokeInterval {
                stroke = nil
                reversals = 0
            }
            if !isArmed, lastStrong.map({ time - $0 >= Self.quietInterval }) ?? true { isArmed = true }
            return false
        }
        lastStrong = time
        let direction = hand.scaled(by: 1 / hand.length)
        guard let current = stroke else {
            stroke = (direction, time, 1)
            return false
        }
        if current.direction.dot(direction) >= 0 {  // the same stroke goes on
            stroke?.readings += 1
            return false
        }
        let counts =
            current.readings >= Self.minimumStrokeReadings && time - current.start <= Self.maximumStrokeInterval
        stroke = (direction, time, 1)
        reversals = counts ? reversals + 1 : 0
        guard reversals >= Self.requiredReversals, isArmed else { return false }
        isArmed = false
        reversals = 0
        return true
    }
}

extension AccelerometerReading {
    /// The vector's length.
    var length: Double { (x * x + y * y + z * z).squareRoot() }

    func dot(_ other: AccelerometerReading) -> Double { x * other.x + y * other.y + z * other.z }

    func scaled(by factor: Double) -> AccelerometerReading {
        AccelerometerReading(x: x * factor, y: y * factor, z: z * factor)
    }
}
