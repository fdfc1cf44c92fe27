public import Graphics

/// Edges of the screen, named the HIG way: leading and trailing follow the layout direction.
public struct ScreenEdges: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = ScreenEdges(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = ScreenEdges(rawValue: 1 << 1)
    /// The edge where lines start: the physical left in left-to-right layouts, right in
    /// right-to-left ones.
    public static let leading = ScreenEdges(rawValue: 1 << 2)
    /// The edge where lines end.
    public static let trailing = ScreenEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: ScreenEdges = [.top, .bottom, .leading, .trailing]

    /// The edges whose zone (``GestureMetrics/screenEdgeZone`` wide) contains `point`, for a
    /// screen of `bounds` in the given layout direction.
    public static func zones(containing point: Point, in bounds: Rect, zone: Double = GestureMetrics.screenEdgeZone,
                             isRightToLeft: Bool) -> ScreenEdges {
        var edges: ScreenEdges = []
        guard !bounds.isEmpty else { return edges }
        if point.y - bounds.minY < zone { edges.insert(.top) }
        if bounds.maxY - point.y <= zone { edges.insert(.bottom) }
        let nearMinX = point.x - bounds.minX < zone
        let nearMaxX = bounds.maxX - point.x <= zone
        if nearMinX { edges.insert(isRightToLeft ? .trailing : .leading) }
        if nearMaxX { edges.insert(isRightToLeft ? .leading : .trailing) }
        return edges
    }

    /// The unit vector pointing away from a single edge into the screen, in window axes.
    public func inwardDirection(isRightToLeft: Bool) -> Point {
        switch self {
        case .top: Point(x: 0, y: 1)
        case .bottom: Point(x: 0, y: -1)
        case .leading: Point(x: isRightToLeft ? -1 : 1, y: 0)
        case .trailing: Point(x: isRightToLeft ? 1 : -1, y: 0)
        default: .zero
        }
    }

    /// The first single edge in this set (top, bottom, leading, trailing order), or `nil`.
    public var firstMember: ScreenEdges? {
        if contains(.top) { return .top }
        if contains(.bottom) { return .bottom }
        if contains(.leading) { return .leading }
        if contains(.trailing) { return .trailing }
        return nil
    }

    /// The single edges in this set, in a fixed order (top, bottom, leading, trailing).
    public var members: [ScreenEdges] { [.top, .bottom, .leading, .trailing].filter { contains($0) } }
}
