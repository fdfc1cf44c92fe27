/// A value an animation drives, declared once as a constant: one of a node's own animatable
/// properties (``frame``, ``transform``, ``opacity``, ``backgroundColor``, ``textColor``) or a
/// control's own value, declared beside the control:
///
/// ```swift
/// extension AnimatedProperty {
///     static let dimming = AnimatedProperty("dimming")
/// }
/// ```
///
/// An ``Animator/Key`` pairs one with the node it belongs to, so two controls of a type never
/// share a key and no key is ever spelled out as a string at the place it is used.
public struct AnimatedProperty: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in logs and in ``Animator/frameRequesters``.
    public let description: String

    /// A property named `name`: a literal, so every property is a declared constant.
    public init(_ name: StaticString) {
        description = "\(name)"
    }

    /// The property of an animation started without a key (the animator numbers them).
    init(unnamed number: Int) {
        description = "animation \(number)"
    }

    /// ``Node/frame``.
    public static let frame = AnimatedProperty("frame")
    /// ``Node/transform``.
    public static let transform = AnimatedProperty("transform")
    /// ``Node/opacity``.
    public static let opacity = AnimatedProperty("opacity")
    /// The colour of ``Node/background``.
    public static let backgroundColor = AnimatedProperty("backgroundColor")
    /// ``TextNode/color``.
    public static let textColor = AnimatedProperty("textColor")
}
