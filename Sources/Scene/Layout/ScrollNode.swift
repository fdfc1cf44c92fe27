public import Graphics

/// Shows a part of a larger content node: the content is measured at its ideal length along
/// ``axis`` (its ``contentSize``) and moved by ``contentOffset``; the scroll node clips it.
///
/// Scrolling moves one child, so its damage is the scroll node's visible area at most. In RTL a
/// horizontal scroll node starts at the trailing end of the content's leading edge (the right).
open class ScrollNode: Node {
    /// The node that scrolls.
    public let content: Node
    /// The axis the content scrolls along.
    public var axis: Axis {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }
    /// How far the content has scrolled from its start, in points (positive: towards the bottom,
    /// or towards the trailing end in a horizontal scroll node).
    public var contentOffset: Point = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            placeContent()
            for observer in contentOffsetObservers { observer(self) }
        }
    }
    /// The size of the content, in points, as of the last layout.
    public private(set) var contentSize: Size = .zero

    /// Creates a scroll node around `content`.
    public init(content: Node, axis: Axis = .vertical) {
        self.content = content
        self.axis = axis
        super.init()
        clipsToBounds = true
        addChild(content)
    }

    override open var isLayoutContainer: Bool { true }

    /// The largest offset that still shows content: the content size minus the visible size
    /// (the bounds less ``Node/padding``, which acts as a content inset: content scrolls through
    /// the padding, under bars laid over the scroll node).
    public var maximumContentOffset: Point {
        let p = effectivePadding
        return Point(x: max(0, contentSize.width - (frame.width - p.horizontal)),
                     y: max(0, contentSize.height - (frame.height - p.vertical)))
    }

    private var contentOffsetObservers: [@MainActor (ScrollNode) -> Void] = []

    /// Adds a function called after every change of ``contentOffset`` (a navigation bar's large
    /// title follows the scrolling).
    public func addContentOffsetObserver(_ observer: @escaping @MainActor (ScrollNode) -> Void) {
        contentOffsetObservers.append(observer)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        content.sizeThatFits(axis == .vertical ? ProposedSize(width: proposal.width, height: nil)
                                               : ProposedSize(width: nil, height: proposal.height))
    }

    override open func layoutChildren() {
        let rect = contentRect
        contentSize = content.sizeThatFits(axis == .vertical ? ProposedSize(width: rect.width, height: nil)
                                                             : ProposedSize(width: nil, height: rect.height))
        if axis == .vertical { contentSize.width = max(contentSize.width, rect.width) }
        else { contentSize.height = max(contentSize.height, rect.height) }
        placeContent()
    }

    func placeContent() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft && axis == .horizontal
        let x = rtl ? rect.maxX - contentSize.width + contentOffset.x : rect.minX - contentOffset.x
        let frame = Rect(x: x, y: rect.minY - contentOffset.y, width: contentSize.width, height: contentSize.height)
        if content.frame != frame { content.frame = frame }
    }
}
