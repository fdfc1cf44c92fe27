public import Graphics

/// A pointer event that is not a touch: hovering and scrolling.
///
/// A pressed mouse button acts as one finger and arrives as a ``TouchEvent``; what is left for
/// the pointer is its position while no button is pressed, and wheel or finger scrolling.
public struct PointerEvent: Sendable, Hashable {
    /// What the pointer did.
    public enum Kind: Sendable, Hashable {
        /// The pointer moved with no button pressed.
        case hover
        /// The wheel or a two-finger trackpad scroll, in points (positive: content moves up/left).
        case scroll(dx: Double, dy: Double)
        /// The pointer left the screen (its device was removed).
        case exited
    }

    /// What the pointer did.
    public var kind: Kind
    /// Where the pointer is, in window points.
    public var location: Point
    /// When, in seconds on the input clock.
    public var timestamp: Double

    /// Creates a pointer event.
    public init(kind: Kind, location: Point, timestamp: Double) {
        self.kind = kind
        self.location = location
        self.timestamp = timestamp
    }
}
