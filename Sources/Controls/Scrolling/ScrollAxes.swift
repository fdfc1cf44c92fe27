public import Scene

/// The axes a ``ScrollView`` scrolls along.
public struct ScrollAxes: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates axes from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1)
    /// Leading to trailing.
    public static let horizontal = ScrollAxes(rawValue: 2)
    /// Both (a zoomable photo, a map).
    public static let both: ScrollAxes = [.vertical, .horizontal]

    /// The set holding only `axis`.
    public init(_ axis: Axis) { self = axis == .vertical ? .vertical : .horizontal }
}
