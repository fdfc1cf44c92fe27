/// How a value moves to a new one: a timing curve over a duration, or a spring.
///
/// <!-- example context:
/// let owner = SceneOwner(root: VStackNode(), pixelSize: PixelSize(width: 800, height: 480), scale: 1)
/// let card = VStackNode(), knob = VStackNode()
/// -->
/// ```swift
/// owner.animator.animate(.default) { card.opacity = 0 }
/// owner.animator.animate(.spring(.snappy)) { knob.frame.origin.x = 22 }
/// ```
public struct Animation: Sendable, Hashable {
    /// The kinds of motion.
    public enum Kind: Sendable, Hashable {
        /// Progress follows `curve` over `duration` seconds.
        case timing(duration: Double, curve: AnimationCurve)
        /// A spring, which ends when it settles.
        case spring(Spring)
    }

    /// The motion.
    public var kind: Kind
    /// Seconds to wait before moving.
    public var delay: Double

    /// Creates an animation.
    public init(_ kind: Kind, delay: Double = 0) {
        self.kind = kind
        self.delay = max(0, delay)
    }

    /// The HIG default: the system timing curve over 0.25 s.
    public static let `default` = Animation(.timing(duration: 0.25, curve: .systemDefault))

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.timing(duration: duration, curve: .linear)) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.timing(duration: duration, curve: .easeIn)) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(.timing(duration: duration, curve: .easeOut))
    }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.timing(duration: duration, curve: .easeInOut))
    }
    /// A spring (``Spring/smooth`` by default); it keeps the velocity of an animation it
    /// interrupts.
    public static func spring(_ spring: Spring = .smooth) -> Animation { Animation(.spring(spring)) }

    /// The same animation after `seconds` of delay.
    public func delayed(by seconds: Double) -> Animation { Animation(kind, delay: delay + seconds) }
}
