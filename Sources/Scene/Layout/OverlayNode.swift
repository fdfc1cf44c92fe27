public import Graphics

/// Lays every visible child over the same area, the content rect, placed by ``alignment``; later
/// children draw above earlier ones. Its size is the largest child's plus the padding.
///
/// A badge on an icon, a label centred on a button's background, a progress fill over its track.
open class OverlayNode: Node {
    /// Where each child sits inside the content rect (leading is the right edge in RTL).
    public var alignment: Alignment {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    /// Creates an overlay.
    public init(alignment: Alignment = .center, children: [Node] = []) {
        self.alignment = alignment
        super.init()
        for child in children { addChild(child) }
    }

    override open var isLayoutContainer: Bool { true }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        var size = Size.zero
        for child in children where !child.isHidden {
            let s = child.sizeThatFits(proposal)
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }

    override open func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        for child in children where !child.isHidden {
            var s = child.sizeThatFits(ProposedSize(rect.size))
            if alignment.horizontal == .fill { s.width = rect.width }
            if alignment.vertical == .fill { s.height = rect.height }
            let x: Double
            switch alignment.horizontal {
            case .fill: x = rect.minX
            case .center: x = snapToPixel(rect.minX + (rect.width - s.width) / 2)
            case .leading: x = rtl ? rect.maxX - s.width : rect.minX
            case .trailing: x = rtl ? rect.minX : rect.maxX - s.width
            }
            let y: Double
            switch alignment.vertical {
            case .fill, .top, .firstBaseline: y = rect.minY
            case .center: y = snapToPixel(rect.minY + (rect.height - s.height) / 2)
            case .bottom: y = rect.maxY - s.height
            }
            let frame = Rect(x: x, y: y, width: s.width, height: s.height)
            if child.frame != frame { child.frame = frame }
        }
    }

    override open var firstBaseline: Double? {
        for child in children where !child.isHidden {
            if let b = child.firstBaseline { return child.frame.minY + b }
        }
        return nil
    }
}
