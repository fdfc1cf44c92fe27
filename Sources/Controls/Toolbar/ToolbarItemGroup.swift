public import Graphics
public import Scene

/// Toolbar items that belong together (HIG §1.42: logical groups): laid out
/// ``ControlMetrics/toolbarGroupSpacing`` apart and moved into the overflow menu as a whole.
///
/// A group of media transport controls (rewind, play, fast-forward) sets
/// ``isPlaybackControls``: it keeps its left-to-right order and its glyphs in right-to-left
/// interfaces, as UIKit's `.playback` semantic content does (the controls follow the tape, not
/// the reading direction), while the group itself still takes its mirrored place in the bar.
///
/// <!-- example context:
/// let rewind = ToolbarItem(title: "Rewind", symbol: "backward"), play = ToolbarItem(title: "Play", symbol: "play")
/// let fastForward = ToolbarItem(title: "Fast Forward", symbol: "forward")
/// -->
/// ```swift
/// let transport = ToolbarItemGroup([rewind, play, fastForward], isPlaybackControls: true)
/// ```
@MainActor
public final class ToolbarItemGroup: Node {
    /// The items, leading to trailing (left to right for playback controls).
    public let items: [ToolbarItem]
    /// Whether the group is media transport: laid out left to right, glyphs unmirrored, in
    /// every layout direction.
    public var isPlaybackControls: Bool {
        didSet {
            guard isPlaybackControls != oldValue else { return }
            environmentOverrides.layoutDirection = isPlaybackControls ? .leftToRight : nil
            setNeedsLayout()
        }
    }

    /// A group of `items`; `isPlaybackControls` for media transport (see above).
    public init(_ items: [ToolbarItem], isPlaybackControls: Bool = false) {
        self.items = items
        self.isPlaybackControls = isPlaybackControls
        super.init()
        name = "toolbar group"
        for item in items { addChild(item) }
        if isPlaybackControls { environmentOverrides.layoutDirection = .leftToRight }
    }

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let sizes = items.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + ControlMetrics.toolbarGroupSpacing * Double(max(0, sizes.count - 1))
        return Size(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public override func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        var offset = 0.0
        for item in items {
            let size = item.sizeThatFits(.unspecified)
            let x = rtl ? rect.maxX - offset - size.width : rect.minX + offset
            item.frame = Rect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            offset += size.width + ControlMetrics.toolbarGroupSpacing
        }
    }
}
