public import Graphics

/// Lays its visible children out in a row (``Axis/horizontal``, leading to trailing, mirrored in
/// RTL) or a column (``Axis/vertical``), with spacing, cross-axis alignment (including first
/// baselines) and a distribution of the space left over.
///
/// ## Background
/// Measurement asks each child for its ideal length along the axis; when the stack is offered a
/// length, what remains after the non-flexible children goes to the children whose sizing on the
/// axis is ``Sizing/flexible(minimum:maximum:)`` (shared equally within their limits). When
/// children do not fit, those sized to fit (text) are offered less, in proportion to their
/// length, so that text wraps or truncates. Hidden children take no space.
///
/// ```swift
/// let row = HStackNode(spacing: 8, alignment: .firstBaseline)
/// row.padding = EdgeInsets(horizontal: 16)
/// row.addChild(TextNode("Wi-Fi"))
/// row.addChild(Spacer())
/// row.addChild(TextNode("HomeNet", color: .secondaryLabel))
/// ```
open class StackNode: Node {
    /// The direction children are laid out in.
    public var axis: Axis {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }
    /// The space between adjacent children, in points.
    public var spacing: Double {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }
    /// Where children sit across a vertical stack (leading is the right edge in RTL).
    public var horizontalAlignment: HorizontalAlignment = .center {
        didSet { if horizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where children sit across a horizontal stack.
    public var verticalAlignment: VerticalAlignment = .center {
        didSet { if verticalAlignment != oldValue { setNeedsLayout() } }
    }
    /// How extra space along the axis is used.
    public var distribution: StackDistribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayout() } }
    }

    /// Creates a stack.
    public init(axis: Axis, spacing: Double = 0, children: [Node] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        for child in children { addChild(child) }
    }

    override open var isLayoutContainer: Bool { true }

    struct Arrangement {
        var items: [Node]
        var lengths: [Double]
        var crossLengths: [Double]
        var usedMain: Double
    }

    func mainLength(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    func crossLength(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
    func mainSizing(_ n: Node) -> Sizing { axis == .horizontal ? n.horizontalSizing : n.verticalSizing }
    func crossSizing(_ n: Node) -> Sizing { axis == .horizontal ? n.verticalSizing : n.horizontalSizing }

    var crossFills: Bool {
        axis == .horizontal ? verticalAlignment == .fill : horizontalAlignment == .fill
    }

    /// Measures the visible children for an offer of `main` × `cross` points.
    func arrange(main: Double?, cross: Double?) -> Arrangement {
        let items = children.filter { !$0.isHidden }
        let n = items.count
        let gaps = spacing * Double(max(0, n - 1))
        var lengths = items.map { mainLength($0.sizeThatFits(proposal(main: nil, cross: cross))) }
        if let available = main, n > 0 {
            if distribution == .fillEqually {
                let each = max(0, (available - gaps) / Double(n))
                for i in items.indices {
                    if case .fixed = mainSizing(items[i]) { continue }
                    lengths[i] = each
                }
            } else {
                let flexible = items.indices.filter { mainSizing(items[$0]).isFlexible }
                let rigid = items.indices.filter { !mainSizing(items[$0]).isFlexible }.reduce(0) { $0 + lengths[$1] }
                let remaining = available - gaps - rigid
                if !flexible.isEmpty {
                    share(max(0, remaining), among: flexible, items: items, lengths: &lengths)
                } else if remaining < -1e-9 {
                    shrink(by: -remaining, items: items, lengths: &lengths, cross: cross)
                }
                if !flexible.isEmpty && remaining < 0 {
                    // The flexible children at their minimums, plus what the rigid ones overrun.
                    let overflow = flexible.reduce(0) { $0 + lengths[$1] } - remaining
                    if overflow > 1e-9 { shrink(by: overflow, items: items, lengths: &lengths, cross: cross) }
                }
            }
        }
        let crossLengths = items.indices.map { i -> Double in
            let measured = crossLength(items[i].sizeThatFits(proposal(main: lengths[i], cross: cross)))
            if case .fixed = crossSizing(items[i]) { return measured }
            return crossFills ? max(measured, cross ?? measured) : measured
        }
        return Arrangement(items: items, lengths: lengths, crossLengths: crossLengths,
                           usedMain: lengths.reduce(0, +) + gaps)
    }

    /// Gives `space` to the flexible children, equally within each one's limits.
    func share(_ space: Double, among flexible: [Int], items: [Node], lengths: inout [Double]) {
        var open = flexible
        var space = space
        while !open.isEmpty {
            let each = space / Double(open.count)
            if let i = open.first(where: { mainSizing(items[$0]).maximum < each }) {
                lengths[i] = mainSizing(items[i]).maximum
                space -= lengths[i]
                open.removeAll { $0 == i }
                continue
            }
            if let i = open.first(where: { mainSizing(items[$0]).minimum > each }) {
                lengths[i] = mainSizing(items[i]).minimum
                space -= lengths[i]
                open.removeAll { $0 == i }
                continue
            }
            for i in open { lengths[i] = max(0, each) }
            return
        }
    }

    /// Takes `overflow` points from the children sized to fit, lowest ``Node/layoutPriority``
    /// first, within one priority in proportion to their lengths.
    func shrink(by overflow: Double, items: [Node], lengths: inout [Double], cross: Double?) {
        let shrinkable = items.indices.filter {
            if case .fit(let lo, _) = mainSizing(items[$0]) { return lengths[$0] > lo }
            return false
        }
        var remaining = overflow
        for priority in Set(shrinkable.map { items[$0].layoutPriority }).sorted() where remaining > 1e-9 {
            let group = shrinkable.filter { items[$0].layoutPriority == priority }
            let total = group.reduce(0) { $0 + lengths[$1] }
            guard total > 0 else { continue }
            for i in group {
                let target = max(mainSizing(items[i]).minimum, lengths[i] - min(remaining, total) * lengths[i] / total)
                let measured = mainLength(items[i].sizeThatFits(proposal(main: target, cross: cross)))
                // The child has the last word: text takes the narrower width; a child that cannot
                // shrink keeps its length and the stack overflows.
                remaining -= lengths[i] - measured
                lengths[i] = measured
            }
        }
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let main = axis == .horizontal ? proposal.width : proposal.height
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let a = arrange(main: main, cross: cross)
        let spreads = distribution != .fill || a.items.contains { mainSizing($0).isFlexible }
        var mainSize = a.usedMain
        if let main, spreads { mainSize = max(mainSize, main) }
        var crossSize = a.crossLengths.max() ?? 0
        if axis == .horizontal && verticalAlignment == .firstBaseline {
            crossSize = baselineExtent(a)
        }
        return axis == .horizontal ? Size(width: mainSize, height: crossSize) : Size(width: crossSize, height: mainSize)
    }

    /// The height of a row aligned on first baselines: the deepest ascent plus the deepest descent.
    func baselineExtent(_ a: Arrangement) -> Double {
        var ascent = 0.0, descent = 0.0
        for i in a.items.indices {
            let node = a.items[i]
            let size = Size(width: a.lengths[i], height: a.crossLengths[i])
            let b = baseline(of: node, size: size) ?? size.height
            ascent = max(ascent, b)
            descent = max(descent, size.height - b)
        }
        return ascent + descent
    }

    /// A child's first baseline when it has `size` (the child is laid out at that size).
    func baseline(of node: Node, size: Size) -> Double? {
        if node.frame.size != size { node.frame.size = size }
        node.layoutIfNeeded()
        return node.firstBaseline
    }

    override open func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        let horizontal = axis == .horizontal
        let main = horizontal ? rect.width : rect.height
        let cross = horizontal ? rect.height : rect.width
        let a = arrange(main: main, cross: cross)
        let n = a.items.count
        guard n > 0 else { return }
        let extra = max(0, main - a.usedMain)
        var position = 0.0
        var gap = spacing
        switch distribution {
        case .fill, .fillEqually: break
        case .equalSpacing: if n > 1 { gap += extra / Double(n - 1) } else { position = 0 }
        case .center: position = snapToPixel(extra / 2)
        case .trailing: position = extra
        }
        var baselineY: Double?
        if horizontal && verticalAlignment == .firstBaseline {
            var ascent = 0.0
            for i in a.items.indices {
                let size = Size(width: a.lengths[i], height: a.crossLengths[i])
                ascent = max(ascent, baseline(of: a.items[i], size: size) ?? size.height)
            }
            baselineY = ascent
        }
        for i in a.items.indices {
            let node = a.items[i]
            let length = a.lengths[i]
            let crossLength = a.crossLengths[i]
            var frame: Rect
            if horizontal {
                let x = rtl ? rect.maxX - position - length : rect.minX + position
                let y: Double
                switch verticalAlignment {
                case .top, .fill: y = rect.minY
                case .center: y = snapToPixel(rect.minY + (cross - crossLength) / 2)
                case .bottom: y = rect.maxY - crossLength
                case .firstBaseline:
                    let size = Size(width: length, height: crossLength)
                    y = rect.minY + (baselineY ?? 0) - (baseline(of: node, size: size) ?? crossLength)
                }
                frame = Rect(x: x, y: y, width: length, height: crossLength)
            } else {
                let x: Double
                switch horizontalAlignment {
                case .leading, .fill: x = rtl ? rect.maxX - crossLength : rect.minX
                case .trailing: x = rtl ? rect.minX : rect.maxX - crossLength
                case .center: x = snapToPixel(rect.minX + (cross - crossLength) / 2)
                }
                frame = Rect(x: x, y: rect.minY + position, width: crossLength, height: length)
            }
            if node.frame != frame { node.frame = frame }
            position += length + gap
        }
    }

    override open var firstBaseline: Double? {
        for child in children where !child.isHidden {
            if let b = child.firstBaseline { return child.frame.minY + b }
            if axis == .vertical { return nil }
        }
        return nil
    }
}

/// A ``StackNode`` that lays children out leading to trailing (right to left in RTL).
open class HStackNode: StackNode {
    /// Creates a row.
    public init(spacing: Double = 0, alignment: VerticalAlignment = .center, distribution: StackDistribution = .fill,
                children: [Node] = []) {
        super.init(axis: .horizontal, spacing: spacing, children: children)
        verticalAlignment = alignment
        self.distribution = distribution
    }
}

/// A ``StackNode`` that lays children out top to bottom.
open class VStackNode: StackNode {
    /// Creates a column.
    public init(spacing: Double = 0, alignment: HorizontalAlignment = .center, distribution: StackDistribution = .fill,
                children: [Node] = []) {
        super.init(axis: .vertical, spacing: spacing, children: children)
        horizontalAlignment = alignment
        self.distribution = distribution
    }
}

/// An empty node that takes the free space along a stack's axis.
open class Spacer: Node {
    /// Creates a spacer at least `minimumLength` points long on both axes.
    public init(minimumLength: Double = 0) {
        super.init()
        horizontalSizing = .flexible(minimum: minimumLength)
        verticalSizing = .flexible(minimum: minimumLength)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size { .zero }
}
