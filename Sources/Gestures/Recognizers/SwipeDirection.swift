/// Physical swipe directions, as UIKit names them.
///
/// Swipes are physical: the HIG's "three-finger swipe left undoes" means the physical left in
/// every layout direction. Use ``leading(isRightToLeft:)`` when a swipe follows the layout.
public struct SwipeDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Towards the physical right.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards the physical left.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Upwards.
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Downwards.
    public static let down = SwipeDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    /// The physical direction towards the leading side.
    public static func leading(isRightToLeft: Bool) -> SwipeDirection { isRightToLeft ? .right : .left }
    /// The physical direction towards the trailing side.
    public static func trailing(isRightToLeft: Bool) -> SwipeDirection { isRightToLeft ? .left : .right }
}
