public import Graphics

/// Lays its visible children out in lines, leading to trailing (right to left in RTL), starting
/// a new line when the next child does not fit the width it is offered: a row of buttons that
/// wraps on a narrow screen instead of running past its edge.
///
/// Each child takes its ideal size; one wider than the whole width is offered the width (text
/// wraps or truncates). Within a line, children are centred on the line's height.
///
/// ```swift
/// let row = FlowNode(spacing: 12, lineSpacing: 12)
/// row.addChild(TextNode("Plain"))
/// row.addChild(TextNode("Gray"))
/// row.addChild(TextNode("Tinted"))
/// ```
open class FlowNode: Node {
    /// The space between adjacent children on a line, in points.
    public var spacing: Double {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }
    /// The space between lines, in points.
    public var lineSpacing: Double {
        didSet { if lineSpacing != oldValue { setNeedsLayout() } }
    }

    /// A flow with `spacing` between children on a line and `lineSpacing` between lines.
    public init(spacing: Double = 8, lineSpacing: Double = 8, children: [Node] = []) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        super.init()
        for child in children { addChild(child) }
    }

    override open var isLayoutContainer: Bool { true }

    /// A child's place in the flow: its line, its offset from the line's leading edge, its size.
    struct Placement {
        var node: Node
        var line: Int
        var offset: Double
        var size: Size
    }

    /// Places the visible children in lines at most `width` points long (`nil`: one line);
    /// returns the placements, each line's height, and the longest line's length.
    func arrange(width: Double?) -> (placements: [Placement], lineHeights: [Double], used: Double) {
        var placements: [Placement] = []
        var lineHeights: [Double] = []
        var position = 0.0, used = 0.0
        for child in children where !child.isHidden {
            var size = child.sizeThatFits(ProposedSize(width: nil, height: nil))
            if let width, size.width > width {
                size = child.sizeThatFits(ProposedSize(width: width, height: nil))
                size.width = min(size.width, width)
            }
            if lineHeights.isEmpty {
                lineHeights.append(0)
            } else if let width, position + spacing + size.width > width + 1e-9 {
                lineHeights.append(0)
                position = 0
            } else {
                position += spacing
            }
            placements.append(Placement(node: child, line: lineHeights.count - 1, offset: position, size: size))
            position += size.width
            used = max(used, position)
            lineHeights[lineHeights.count - 1] = max(lineHeights[lineHeights.count - 1], size.height)
        }
        return (placements, lineHeights, used)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let a = arrange(width: proposal.width)
        let height = a.lineHeights.reduce(0, +) + lineSpacing * Double(max(0, a.lineHeights.count - 1))
        return Size(width: a.used, height: height)
    }

    override open func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        let a = arrange(width: rect.width)
        var lineTops: [Double] = []
        var top = rect.minY
        for height in a.lineHeights {
            lineTops.append(top)
            top += height + lineSpacing
        }
        for p in a.placements {
            let x = rtl ? rect.maxX - p.offset - p.size.width : rect.minX + p.offset
            let y = snapToPixel(lineTops[p.line] + (a.lineHeights[p.line] - p.size.height) / 2)
            let frame = Rect(x: x, y: y, width: p.size.width, height: p.size.height)
            if p.node.frame != frame { p.node.frame = frame }
        }
    }
}
