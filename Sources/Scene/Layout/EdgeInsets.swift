/// Distances from the edges of a rectangle, in points, named by reading direction: leading and
/// trailing become left and right (or right and left) only once the layout direction is known.
public struct EdgeInsets: Sendable, Hashable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (left in LTR, right in RTL).
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge (right in LTR, left in RTL).
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// `horizontal` on leading and trailing, `vertical` on top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// Leading plus trailing.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }

    /// The inset on the physical left edge in `direction`.
    public func left(in direction: LayoutDirection) -> Double { direction == .leftToRight ? leading : trailing }

    /// The inset on the physical right edge in `direction`.
    public func right(in direction: LayoutDirection) -> Double { direction == .leftToRight ? trailing : leading }

    /// The sum of two insets, edge by edge.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                   trailing: a.trailing + b.trailing)
    }
}
