/// Every touch threshold Scanout uses, in one place, with its unit and where it comes from.
///
/// Distances are in points, times in seconds, angles in radians. Values follow UIKit's defaults
/// where UIKit documents them (`allowableMovement`, `minimumPressDuration`), and UIKit's observed
/// behaviour where it does not (tap interval, pan hysteresis, swipe distance); HIG §2 is the
/// specification of which gestures exist.
public enum GestureMetrics {
    /// How far a finger may move and still tap, in points (UIKit's long-press
    /// `allowableMovement` default, which taps share).
    public static let tapSlop: Double = 10
    /// The longest a finger may stay down and still tap, in seconds (UIKit fails a tap after
    /// about 1.5 s).
    public static let maximumTapDuration: Double = 1.5
    /// The longest pause between taps of a double or triple tap, in seconds.
    public static let maximumTapInterval: Double = 0.35
    /// How far apart two taps of a multi-tap may land, in points.
    public static let maximumTapSeparation: Double = 45

    /// How long a long press must hold, in seconds (UIKit `minimumPressDuration`).
    public static let minimumPressDuration: Double = 0.5
    /// How far a long press may move before it begins, in points (UIKit `allowableMovement`).
    public static let longPressAllowableMovement: Double = 10

    /// How far the fingers' centroid must move before a pan begins, in points. Smaller values
    /// steal taps from buttons inside scroll views.
    public static let panHysteresis: Double = 10
    /// How far back in time velocities look, in seconds.
    public static let velocityWindow: Double = 0.1

    /// How far a swipe must travel along its direction, in points.
    public static let swipeMinimumDistance: Double = 50
    /// How long a swipe may take to cover ``swipeMinimumDistance``, in seconds.
    public static let swipeMaximumDuration: Double = 0.5
    /// The largest angle between a swipe and its direction, in radians (about 30°).
    public static let swipeMaximumAngle: Double = .pi / 6
    /// How long after the first finger later fingers of a multi-finger swipe or tap may land,
    /// in seconds.
    public static let touchGatheringInterval: Double = 0.15

    /// How much the fingers' spread must change before a pinch begins, in points.
    public static let pinchHysteresis: Double = 8
    /// How far two fingers must turn before a rotation begins, in radians (about 5°).
    public static let rotationHysteresis: Double = .pi / 36

    /// The width of the band along a screen edge where an edge swipe starts, in points.
    public static let screenEdgeZone: Double = 20
    /// Within this many seconds after an edge swipe went to the app (edge protect), a second
    /// swipe from the same edge goes to the system.
    public static let edgeProtectInterval: Double = 2

    /// How far beyond its bounds a control keeps tracking a finger as "inside", in points (UIKit
    /// grows a control's tracking bounds by about 70 pt on every side).
    public static let controlTrackingExpansion: Double = 70
    /// The smallest hit target, in points (HIG §2.4: 44×44 for the average fingertip).
    public static let minimumTargetSize: Double = 44

    /// The scale a three-finger pinch must pass (below `1 / this` copies, above this pastes).
    public static let systemPinchScale: Double = 1.25
}
