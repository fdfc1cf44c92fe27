import Graphics
import Scene
import Text

/// What the navigation bar shows for one ``NavigationItem``: the prompt, the back button, the
/// leading and trailing items, the centred title, and the large title below the bar row.
///
/// During a push or pop the bar shows two of these, one fading out and one fading in; the rest
/// of the time one.
@MainActor
final class NavigationBarContent: Node {
    let item: NavigationItem
    /// The back button, when the page has one.
    let backButton: BackButton?
    let titleNode = TextNode("", style: .headline)
    let promptNode = TextNode("", style: .footnote, color: .secondaryLabel)
    let largeTitleArea = Node()
    let largeTitleNode = TextNode("", style: .largeTitle)

    /// The bar row's height (44 pt, or 32 pt in landscape).
    var rowHeight: Double = ControlMetrics.navigationBarHeight
    /// The space above the bar row (safe area and prompt), in points.
    var topInset: Double = 0
    /// Whether the prompt line is shown.
    var showsPrompt: Bool { item.prompt?.isEmpty == false }
    /// The large title area's current height (0 when collapsed or not large).
    var largeAreaHeight: Double = 0
    /// Whether the item's title is large in this bar (before collapsing).
    var isLarge = false

    init(item: NavigationItem, backTitle: String?, genericBackTitle: String) {
        self.item = item
        backButton = backTitle.map { BackButton(title: $0, genericTitle: genericBackTitle) }
        super.init()
        name = "bar content \(item.title)"
        titleNode.maximumLines = 1
        titleNode.isUserInteractionEnabled = false
        promptNode.maximumLines = 1
        promptNode.alignment = .center
        promptNode.isUserInteractionEnabled = false
        largeTitleNode.font = Font(pointSize: ControlMetrics.largeTitlePointSize, weight: .bold)
        largeTitleNode.maximumLines = 1
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.addChild(largeTitleNode)
        addChild(promptNode)
        addChild(titleNode)
        addChild(largeTitleArea)
        if let backButton { addChild(backButton) }
        refresh()
    }

    /// Takes the item's current values.
    func refresh() {
        titleNode.text = item.title
        largeTitleNode.text = item.title
        promptNode.text = item.prompt ?? ""
        promptNode.isHidden = !showsPrompt
        backButton?.isHidden = item.hidesBackButton
        let items = item.leadingItems + item.trailingItems
        for child in children where child is BarButtonItem && !items.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for barItem in items where barItem.parent !== self {
            barItem.forcesBordered = true   // HIG §1.2: plain items become bordered (padded) in a navigation bar
            addChild(barItem)
        }
        setNeedsLayout()
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        backButton?.genericTitle = NavigationBar.genericBackTitle(locale: environment.locale)
    }

    var isCompact: Bool { rowHeight < ControlMetrics.navigationBarHeight }

    /// The inline title's opacity: hidden while the large title shows, back as it collapses.
    var inlineTitleOpacity: Double {
        guard isLarge else { return 1 }
        return max(0, min(1, 1 - largeAreaHeight / 8))
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let b = bounds
        let w = b.width
        let rtl = layoutDirection == .rightToLeft
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        /// A frame given in leading coordinates (x from the leading edge), made physical.
        func place(_ node: Node, x: Double, y: Double, width: Double, height: Double) {
            let px = rtl ? w - x - width : x
            let frame = Rect(x: snap(px), y: snap(y), width: width, height: height)
            if node.frame != frame { node.frame = frame }
        }
        let rowTop = topInset
        let spacing = ControlMetrics.navigationBarItemSpacing
        let margin = ControlMetrics.navigationBarMargin

        // Prompt: centred in its line above the row.
        if showsPrompt {
            let size = promptNode.sizeThatFits(ProposedSize(width: w - 2 * margin, height: nil))
            let promptTop = rowTop - ControlMetrics.navigationPromptHeight
            place(promptNode, x: margin, y: promptTop + (ControlMetrics.navigationPromptHeight - size.height) / 2 + 4,
                  width: w - 2 * margin, height: size.height)
        }

        // Items: trailing from the trailing edge inwards, leading after the back button. The
        // margin is measured to an item's content: its frame reaches over it by the padding.
        for case let barItem as BarButtonItem in children { barItem.isCompact = isCompact }
        backButton?.isCompact = isCompact
        let itemMargin = margin - ControlMetrics.barItemPadding
        var trailingEdge = w - itemMargin
        for barItem in item.trailingItems where !barItem.isHidden {
            let size = barItem.sizeThatFits(.unspecified)
            trailingEdge -= size.width
            place(barItem, x: trailingEdge, y: rowTop + (rowHeight - size.height) / 2, width: size.width, height: size.height)
            trailingEdge -= spacing
        }
        let leadingItemsWidth = item.leadingItems.filter { !$0.isHidden }
            .map { $0.sizeThatFits(.unspecified).width + spacing }.reduce(0, +)
        let titleWidth = BackButton.measure(item.title, in: titleNode)
        var leadingEdge = itemMargin
        if let backButton, !backButton.isHidden {
            // HIG §1.2: the back button shows the previous title, or “Back” when the centred
            // title leaves no room for it, or only the chevron.
            let backX = ControlMetrics.backButtonMargin - BackButton.chevronInset
            let room = (w - min(titleWidth, w / 2)) / 2 - spacing / 2 - backX - leadingItemsWidth
            let mode: BackButton.TitleMode =
                backButton.width(for: .full) <= room ? .full
                : backButton.width(for: .generic) <= room ? .generic : .chevronOnly
            backButton.titleMode = mode
            let size = backButton.sizeThatFits(.unspecified)
            place(backButton, x: backX, y: rowTop + (rowHeight - size.height) / 2,
                  width: size.width, height: size.height)
            leadingEdge = backX + size.width + spacing
        }
        for barItem in item.leadingItems where !barItem.isHidden {
            let size = barItem.sizeThatFits(.unspecified)
            place(barItem, x: leadingEdge, y: rowTop + (rowHeight - size.height) / 2, width: size.width, height: size.height)
            leadingEdge += size.width + spacing
        }

        // Title: centred in the bar when it fits between the items, else in the space between
        // them, truncated.
        let titleHeight = titleNode.sizeThatFits(.unspecified).height
        let lo = leadingEdge
        let hi = item.trailingItems.isEmpty ? w - margin : trailingEdge
        var x = (w - titleWidth) / 2
        var width = titleWidth
        if x < lo || x + width > hi {
            width = min(titleWidth, max(0, hi - lo))
            x = lo + (hi - lo - width) / 2
        }
        place(titleNode, x: x, y: rowTop + (rowHeight - titleHeight) / 2, width: width, height: titleHeight)
        titleNode.opacity = inlineTitleOpacity

        // Large title: in a clipped area below the row, its baseline 12 pt above the area's
        // bottom edge, so it scrolls up under the row as the area shrinks.
        largeTitleArea.isHidden = !isLarge
        if isLarge {
            place(largeTitleArea, x: 0, y: rowTop + rowHeight, width: w, height: max(0, largeAreaHeight))
            let size = largeTitleNode.sizeThatFits(ProposedSize(width: w - 2 * margin, height: nil))
            let baseline = largeTitleNode.paragraph(width: nil)?.firstBaseline ?? size.height * 0.8
            let y = max(0, largeAreaHeight) - ControlMetrics.largeTitleBaselineInset - baseline
            let tx = rtl ? w - margin - size.width : margin
            let frame = Rect(x: snap(tx), y: snap(y), width: size.width, height: size.height)
            if largeTitleNode.frame != frame { largeTitleNode.frame = frame }
        }
    }
}
