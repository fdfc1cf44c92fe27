public import Graphics
public import Scene

/// A toolbar (HIG §1.3, §1.42): the actions of the current view in a bar along the bottom (or
/// top) of the screen.
///
/// Items are ``ToolbarItem``s (a symbol, 24 pt; or a short title), ``ToolbarSpace``s (fixed, or
/// flexible to spread or centre items) and ``ToolbarItemGroup``s, laid out leading to trailing
/// (mirrored in right-to-left). When they do not fit the width, fixed spaces give way first (a
/// space is a preference, an item a function: a title a little longer in another language
/// narrows the gaps instead of leaving the bar); only what still does not fit moves, from the
/// trailing end and whole groups at a time, into a “More” item whose ``Menu`` lists them.
///
/// Its items keep their size at every text size, so at the accessibility sizes an item touched
/// and held shows large (``LargeContentViewer``), and lifting activates the item under the finger.
///
/// The background follows ``appearance``: by default the translucent material (what is beneath,
/// blurred, under a tint) while content of ``scrollView`` lies beneath the bar, and the opaque
/// bar colour otherwise; a hairline separates the bar from the content. A bottom bar takes the
/// safe area below it into its height.
///
/// <!-- example context: let list = ScrollView(content: VStackNode()) -->
/// ```swift
/// let bar = Toolbar(placement: .bottom, items: [
///     ToolbarItem(title: "Delete", symbol: "trash"), ToolbarSpace.flexible(),
///     ToolbarItem(title: "Reply", symbol: "reply"), ToolbarSpace.flexible(),
///     ToolbarItem(title: "Compose", symbol: "compose"),
/// ])
/// bar.scrollView = list
/// ```
@MainActor
public final class Toolbar: Node, HIGLintSubject {
    /// Where the bar sits; decides the height and the hairline's edge.
    public var placement: ToolbarPlacement {
        didSet {
            guard placement != oldValue else { return }
            insetsContentBySafeArea = placement == .bottom
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// How the background is drawn.
    public var appearance: ToolbarAppearance = .automatic {
        didSet { if appearance != oldValue { setNeedsDisplay() } }
    }
    /// The scroll view whose content passes beneath the bar (for ``ToolbarAppearance/automatic``).
    /// The bar redraws as it scrolls (a drag, a glide, a programmatic scroll), so the material
    /// comes and goes with the content beneath.
    public weak var scrollView: ScrollView? {
        didSet {
            guard scrollView !== oldValue else { return }
            scrollView?.addScrollObserver { [weak self] view in
                guard let self, self.scrollView === view else { return }
                self.setNeedsDisplay()
            }
            setNeedsDisplay()
        }
    }
    /// The items, spaces and groups, leading to trailing.
    public var items: [Node] {
        didSet { itemsDidChange(old: oldValue) }
    }
    /// Whether a bar without flexible spaces spreads its items evenly across its width (HIG §1.3:
    /// “items are spaced evenly across the toolbar width”) instead of packing them at the leading
    /// end.
    public var spacesItemsEvenly = false {
        didSet { if spacesItemsEvenly != oldValue { setNeedsLayout() } }
    }
    /// Whether the hairline between the bar and the content is drawn (default `true`). A bar
    /// that is the whole content of a card, with nothing it separates, turns it off.
    public var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    /// The item that opens the overflow menu (shown only when something overflows).
    public let overflowItem = ToolbarItem(title: "More", symbol: "ellipsis")
    /// The items moved into the overflow menu by the last layout, in order.
    public private(set) var overflowItems: [ToolbarItem] = []
    /// The overflow menu while it is open.
    public private(set) var overflowMenu: Menu?
    /// The Large Content Viewer on the items (at the accessibility text sizes, an item held down
    /// shows large; lifting activates the one under the finger).
    private(set) var largeContentViewer: LargeContentViewerInteraction?

    /// Creates a toolbar.
    public init(placement: ToolbarPlacement = .bottom, items: [Node] = []) {
        self.placement = placement
        self.items = items
        super.init()
        name = "toolbar"
        insetsContentBySafeArea = placement == .bottom
        horizontalSizing = .flexible
        isInteractive = true   // touches on the bar's empty parts stay on the bar
        for item in items { addChild(item) }
        overflowItem.isHidden = true
        overflowItem.addAction { [weak self] _ in self?.showOverflowMenu() }
        addChild(overflowItem)
        drawingOutsets = EdgeInsets(top: 1, bottom: 1)
        largeContentViewer = LargeContentViewerInteraction(bar: self) { [unowned self] point in
            guard let item = shownItem(at: point) else { return nil }
            return LargeContentViewerInteraction.Item(symbol: item.symbolNode?.symbol, title: item.title) {
                item.activate()
            }
        }
    }

    /// The item shown on the bar (the “More” item too, while something overflows) under `point`
    /// in the bar's coordinates.
    func shownItem(at point: Point) -> ToolbarItem? {
        (allItems + [overflowItem]).first { item in
            !item.isHidden && item.parent?.isHidden != true && item.bounds.contains(item.convert(point, from: self))
        }
    }

    /// The bar's height without the safe area: 44 pt at the top, 49 pt at the bottom (iOS).
    public var barHeight: Double {
        placement == .top ? ControlMetrics.toolbarHeight : ControlMetrics.bottomToolbarHeight
    }

    /// The lint counts the items shown as text.
    public var higLintTrait: HIGLintTrait {
        .toolbar(textItemCount: allItems.filter { !$0.isHidden && $0.showsTitle }.count)
    }

    /// Every item, groups flattened, in order (not the overflow item).
    public var allItems: [ToolbarItem] {
        items.flatMap { node -> [ToolbarItem] in
            if let item = node as? ToolbarItem { return [item] }
            if let group = node as? ToolbarItemGroup { return group.items }
            return []
        }
    }

    /// Whether content lies beneath the bar now (decides the material in ``ToolbarAppearance/automatic``).
    public var isContentBeneath: Bool {
        switch appearance {
        case .translucent: return true
        case .opaque: return false
        case .automatic:
            guard let scrollView else { return false }
            let offset = scrollView.contentOffset.y
            return placement == .bottom ? offset < scrollView.maximumContentOffset.y - 0.5
                                        : offset > scrollView.minimumContentOffset.y + 0.5
        }
    }

    private func itemsDidChange(old: [Node]) {
        for node in old where !items.contains(where: { $0 === node }) { node.removeFromParent() }
        for (i, node) in items.enumerated() { insertChild(node, at: i) }
        setNeedsLayout()
    }

    // MARK: Layout

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let width = items.map { minimumWidth(of: $0) }.reduce(0, +)
        return Size(width: width, height: barHeight)
    }

    private func minimumWidth(of node: Node) -> Double {
        if let space = node as? ToolbarSpace { return space.fixedWidth ?? 0 }
        return node.sizeThatFits(.unspecified).width
    }

    public override func layoutChildren() {
        let p = effectivePadding
        let inner = Rect(x: p.left(in: layoutDirection) + ControlMetrics.toolbarPadding - ControlMetrics.toolbarItemSpacing,
                         y: p.top,
                         width: max(0, bounds.width - p.horizontal - 2 * (ControlMetrics.toolbarPadding - ControlMetrics.toolbarItemSpacing)),
                         height: barHeight)
        // Fixed spaces give way first: shrunk (evenly) by as much as the items lack.
        let natural = items.map { minimumWidth(of: $0) }.reduce(0, +)
        let spacing = items.compactMap { ($0 as? ToolbarSpace)?.fixedWidth }.reduce(0, +)
        let spaceScale = natural > inner.width && spacing > 0 && natural - spacing <= inner.width
            ? (spacing - (natural - inner.width)) / spacing : 1
        func laidOutWidth(of node: Node) -> Double {
            if let space = node as? ToolbarSpace { return (space.fixedWidth ?? 0) * spaceScale }
            return minimumWidth(of: node)
        }
        // Decide what overflows: drop elements from the trailing end until the rest and the
        // overflow item fit.
        var shown = items
        var dropped: [Node] = []
        func width(_ nodes: [Node]) -> Double { nodes.map { laidOutWidth(of: $0) }.reduce(0, +) }
        if width(shown) > inner.width + 1e-9 {
            let more = overflowItem.sizeThatFits(.unspecified).width
            while let last = shown.last, width(shown) + more > inner.width {
                shown.removeLast()
                if !(last is ToolbarSpace) { dropped.insert(last, at: 0) }
            }
            while let last = shown.last, last is ToolbarSpace { shown.removeLast() }
        }
        for node in items { node.isHidden = !shown.contains { $0 === node } }
        overflowItems = dropped.flatMap { node -> [ToolbarItem] in
            if let item = node as? ToolbarItem { return [item] }
            if let group = node as? ToolbarItemGroup { return group.items }
            return []
        }
        overflowItem.isHidden = overflowItems.isEmpty
        var laidOut = shown
        if !overflowItems.isEmpty { laidOut.append(overflowItem) }

        let fixed = laidOut.map { laidOutWidth(of: $0) }.reduce(0, +)
        let flexibles = laidOut.filter { ($0 as? ToolbarSpace)?.isFlexible == true }.count
        let extra = flexibles > 0 ? max(0, inner.width - fixed) / Double(flexibles) : 0
        // An overflowing bar is full: its items and “More” spread across the whole width, so
        // More sits at the trailing edge and no empty run is left there.
        let spreads = spacesItemsEvenly || !overflowItems.isEmpty
        let evenGap = flexibles == 0 && spreads && laidOut.count > 1
            ? max(0, inner.width - fixed) / Double(laidOut.count - 1) : 0
        let rtl = layoutDirection == .rightToLeft
        var offset = 0.0
        for node in laidOut {
            var w = laidOutWidth(of: node)
            if let space = node as? ToolbarSpace, space.isFlexible { w += extra }
            defer { offset += evenGap }
            let h = node is ToolbarSpace ? 0 : node.sizeThatFits(.unspecified).height
            let x = rtl ? inner.maxX - offset - w : inner.minX + offset
            node.frame = Rect(x: x, y: inner.minY + (inner.height - h) / 2, width: w, height: h)
            offset += w
        }
    }

    // MARK: Overflow

    /// Opens the overflow menu (the “More” item does this): one row per overflowing item, with
    /// its title, symbol and (two-state items) a checkmark when on; a row activates its item.
    public func showOverflowMenu() {
        guard !overflowItems.isEmpty, let root = ancestorChain.first else { return }
        let entries = overflowItems.map { item in
            MenuItem(title: item.title, symbol: item.symbolName, isChecked: item.isTwoState && item.isOn) { [weak item] in
                item?.activate()
            }
        }
        let menu = Menu(entries)
        menu.onDismiss = { [weak self] in self?.overflowMenu = nil }
        overflowMenu = menu
        menu.present(in: root, anchor: overflowItem)
    }

    // MARK: Drawing

    /// The tint over the blurred backdrop (iOS's chrome material, about 80 % of the bar colour).
    static let materialTint = ThemeColor.dynamic(light: Color(white: 0.976, alpha: ControlMetrics.toolbarMaterialTintAlpha),
                                                 dark: Color(white: 0.115, alpha: ControlMetrics.toolbarMaterialTintAlpha))
    /// The opaque bar colour (iOS: #F9F9F9 light, #161616 dark).
    static let opaqueColor = ThemeColor.dynamic(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x161616))

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let b = context.bounds
        if isContentBeneath && !context.environment.reduceTransparency {
            BackdropMaterial.blur(canvas, rect: b, radius: ControlMetrics.toolbarMaterialBlur,
                                  saturation: ControlMetrics.toolbarMaterialSaturation)
            canvas.fill(b, paint: .color(context.resolve(Self.materialTint)))
        } else {
            canvas.fill(b, paint: .color(context.resolve(Self.opaqueColor)))
        }
        guard showsSeparator else { return }
        let hairline = ControlMetrics.toolbarHairlinePixels / max(1, context.environment.displayScale)
        let y = placement == .bottom ? 0 : b.height - hairline
        canvas.fill(Rect(x: 0, y: y, width: b.width, height: hairline),
                    paint: .color(context.resolve(.system(.separator))))
    }
}
