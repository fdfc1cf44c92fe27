public import Scene

/// Space between toolbar items: a fixed width (HIG §1.42: between text items so their labels do
/// not run together), or flexible, sharing the free width of the bar with the other flexible
/// spaces (centring or spreading items).
@MainActor
public final class ToolbarSpace: Node {
    /// The width of a fixed space, or `nil` for a flexible one.
    public let fixedWidth: Double?

    /// A fixed space of `width` points (iOS's standard 8 pt by default).
    public static func fixed(_ width: Double = ControlMetrics.toolbarFixedSpace) -> ToolbarSpace {
        ToolbarSpace(fixedWidth: width)
    }

    /// A flexible space.
    public static func flexible() -> ToolbarSpace { ToolbarSpace(fixedWidth: nil) }

    init(fixedWidth: Double?) {
        self.fixedWidth = fixedWidth
        super.init()
        name = fixedWidth == nil ? "flexible space" : "fixed space"
    }

    /// Whether the space takes a share of the free width.
    public var isFlexible: Bool { fixedWidth == nil }
}
