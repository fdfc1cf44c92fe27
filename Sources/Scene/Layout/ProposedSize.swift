public import Graphics

/// The size a parent offers a child during measurement, in points; `nil` on an axis asks for the
/// child's ideal length on that axis.
public struct ProposedSize: Sendable, Hashable {
    /// The offered width, or `nil` for the ideal width.
    public var width: Double?
    /// The offered height, or `nil` for the ideal height.
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Offers exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal shrunk by `insets` (never below zero).
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.horizontal) },
                     height: height.map { max(0, $0 - insets.vertical) })
    }
}
