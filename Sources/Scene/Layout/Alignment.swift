/// Where a child sits across a vertical stack, or horizontally in an overlay.
public enum HorizontalAlignment: Sendable, Hashable {
    /// At the leading edge (left in LTR, right in RTL).
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
    /// Stretched to the full width.
    case fill
}

/// Where a child sits across a horizontal stack, or vertically in an overlay.
public enum VerticalAlignment: Sendable, Hashable {
    /// At the top.
    case top
    /// Centred.
    case center
    /// At the bottom.
    case bottom
    /// Stretched to the full height.
    case fill
    /// With the first text baselines of the children on one line (children without text are
    /// aligned by their bottom edge, as UIKit does).
    case firstBaseline
}

/// A position in two dimensions inside a rectangle.
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Stretched on both axes.
    public static let fill = Alignment(horizontal: .fill, vertical: .fill)
    /// At the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centred on the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centred on the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
}

/// How a stack spreads its children along its axis when it has more room than they need.
public enum StackDistribution: Sendable, Hashable {
    /// Flexible children take the extra room; without any, children pack at the leading (or top)
    /// edge.
    case fill
    /// Every child gets the same length.
    case fillEqually
    /// Children keep their lengths; the extra room goes between them in equal gaps.
    case equalSpacing
    /// Children keep their lengths and pack in the middle.
    case center
    /// Children keep their lengths and pack at the trailing (or bottom) edge.
    case trailing
}

/// The direction a stack lays its children out in.
public enum Axis: Sendable, Hashable {
    /// Leading to trailing (mirrored in RTL).
    case horizontal
    /// Top to bottom.
    case vertical
}
