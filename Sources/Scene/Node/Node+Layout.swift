public import Graphics

extension Node {
    /// The size this node takes when offered `proposal`, in points: its ``horizontalSizing`` and
    /// ``verticalSizing`` applied to its content size plus padding.
    /// Results are cached until the node is marked for layout, so nested stacks measure each
    /// node once per proposal.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let h = horizontalSizing, v = verticalSizing
        if case .fixed(let w) = h, case .fixed(let ht) = v { return Size(width: max(0, w), height: max(0, ht)) }
        for m in measurements where m.proposal == proposal { return m.size }
        let size = measure(proposal)
        if measurements.count >= 4 { measurements.removeFirst() }
        measurements.append((proposal, size))
        return size
    }

    func measure(_ proposal: ProposedSize) -> Size {
        let h = horizontalSizing, v = verticalSizing
        let insets = effectivePadding
        var content: Size?
        func measured() -> Size {
            if let content { return content }
            // Offer the content what the node's own sizing allows on each axis.
            let offerW: Double? = {
                if case .fixed(let w) = h { return max(0, w - insets.horizontal) }
                return proposal.width.map { max(0, clamp($0, h.minimum, h.maximum) - insets.horizontal) }
            }()
            let offerH: Double? = {
                if case .fixed(let ht) = v { return max(0, ht - insets.vertical) }
                return proposal.height.map { max(0, clamp($0, v.minimum, v.maximum) - insets.vertical) }
            }()
            let c = contentSize(fitting: ProposedSize(width: offerW, height: offerH))
            let s = Size(width: c.width + insets.horizontal, height: c.height + insets.vertical)
            content = s
            return s
        }
        return Size(width: h.resolve(proposed: proposal.width) { measured().width },
                    height: v.resolve(proposed: proposal.height) { measured().height })
    }

    /// The padding plus the safe-area insets the node takes on (``insetsContentBySafeArea``).
    public var effectivePadding: EdgeInsets {
        insetsContentBySafeArea ? padding + safeAreaInsets : padding
    }

    /// The part of the owner's safe-area insets that this node's frame overlaps, in points, as
    /// leading/trailing for the node's layout direction.
    ///
    /// Each side is at most the owner's inset on that side: a node that reaches past the screen's
    /// edge (a sample in a scrolling gallery, a page sliding in) overlaps the covered band, not
    /// the space beyond the screen, so its insets do not depend on how far it reaches past.
    public var safeAreaInsets: EdgeInsets {
        guard let owner else { return .zero }
        let screen = owner.sizeInPoints
        let area = owner.safeAreaInsets
        let rtl = layoutDirection == .rightToLeft
        let left = rtl ? area.trailing : area.leading, right = rtl ? area.leading : area.trailing
        let inRoot = transformToScreen.apply(to: bounds)
        let top = min(area.top, max(0, area.top - inRoot.minY))
        let bottom = min(area.bottom, max(0, inRoot.maxY - (screen.height - area.bottom)))
        let l = min(left, max(0, left - inRoot.minX))
        let r = min(right, max(0, inRoot.maxX - (screen.width - right)))
        return EdgeInsets(top: top, leading: rtl ? r : l, bottom: bottom, trailing: rtl ? l : r)
    }

    /// The bounds minus ``effectivePadding``, in physical coordinates for the layout direction.
    public var contentRect: Rect {
        let p = effectivePadding
        // Equal leading and trailing padding need no layout direction (no environment lookup).
        let x = p.leading == p.trailing ? p.leading : p.left(in: layoutDirection)
        return Rect(x: x, y: p.top, width: max(0, frame.width - p.horizontal),
                    height: max(0, frame.height - p.vertical))
    }

    /// Marks the node for layout in the next frame and climbs to the nearest layout boundary: a
    /// node whose size cannot change its parent's layout (fixed size, or a parent that is not a
    /// layout container).
    public func setNeedsLayout() {
        measurements.removeAll()
        guard !needsLayout else { return }
        storedNeedsLayout = true
        if let parent, parent.isLayoutContainer, !isLayoutBoundary {
            parent.setNeedsLayout()
        } else {
            parent?.markDescendantNeedsLayout()
        }
        owner?.requestFrame()
    }

    /// Whether a change inside this node stops here: its size is fixed on both axes.
    public var isLayoutBoundary: Bool {
        if case .fixed = horizontalSizing, case .fixed = verticalSizing { return true }
        return false
    }

    /// A change of the node's own sizing rules: it and its container relay out, even when the
    /// node is a layout boundary.
    func sizingDidChange() {
        setNeedsLayout()
        if let parent, parent.isLayoutContainer { parent.setNeedsLayout() }
    }

    /// `value` (points) rounded down to the nearest device pixel, so that centred children do
    /// not land between pixels and blur.
    func snapToPixel(_ value: Double) -> Double {
        let s = environment.displayScale
        return ((value * s) + 1e-9).rounded(.down) / s
    }

    /// Marks only this node (its parent is laying it out right now).
    func markNeedsLayoutHere() {
        measurements.removeAll()
        guard !needsLayout else { return }
        storedNeedsLayout = true
        parent?.markDescendantNeedsLayout()
        owner?.requestFrame()
    }

    func markDescendantNeedsLayout() {
        var n: Node? = self
        while let node = n, !node.descendantNeedsLayout {
            node.descendantNeedsLayout = true
            n = node.parent
        }
    }

    /// Lays out this node and its subtree now if anything in it is marked, parents first.
    public func layoutIfNeeded() {
        // A child laid out at a new size may mark nodes again; repeat until nothing is marked
        // (bounded, so a layout that never settles cannot hang the frame).
        var passes = 0
        while (needsLayout || descendantNeedsLayout) && passes < 8 {
            passes += 1
            if needsLayout {
                storedNeedsLayout = false
                layoutChildren()
            }
            descendantNeedsLayout = false
            forEachChildUnretained { $0.layoutIfNeeded() }
        }
    }
}
