public import Graphics
public import Scene
import Text

/// The navigation bar's back button (HIG §1.2): a backward chevron (mirrored in right-to-left
/// layouts) and the previous page's title, in the bordered style; the title becomes “Back”, and
/// then nothing but the chevron, when the bar has no room for it.
@MainActor
public final class BackButton: ControlNode {
    /// How much of the title the button shows.
    public enum TitleMode: Sendable, Hashable {
        /// The previous page's title (or its ``NavigationItem/backButtonTitle``).
        case full
        /// The generic fallback, “Back” in the environment's language.
        case generic
        /// The chevron alone.
        case chevronOnly
    }

    /// The previous page's title.
    public var title: String {
        didSet { if title != oldValue { contentDidChange() } }
    }
    /// The generic title used when ``title`` does not fit (“Back”, translated).
    public var genericTitle: String {
        didSet { if genericTitle != oldValue { contentDidChange() } }
    }
    /// What the button shows now (the bar chooses it by the room it has).
    public var titleMode: TitleMode = .full {
        didSet { if titleMode != oldValue { contentDidChange() } }
    }
    /// Whether the bar is compact (landscape): a lower capsule.
    public var isCompact = false {
        didSet { if isCompact != oldValue { setNeedsLayout() } }
    }

    let chevron: SymbolNode
    let titleNode = TextNode("", style: .body, color: .tint)

    /// A back button titled `title`.
    public init(title: String, genericTitle: String, catalog: SymbolCatalog = .standard) {
        self.title = title
        self.genericTitle = genericTitle
        chevron = SymbolNode(symbol: catalog["chevron.backward"], textStyle: .body, color: .tint)
        super.init()
        name = "back button"
        chevron.weight = .semibold
        chevron.isUserInteractionEnabled = false
        titleNode.maximumLines = 1
        titleNode.isUserInteractionEnabled = false
        addChild(chevron)
        addChild(titleNode)
        drawingOutsets = EdgeInsets(Self.focusRingOutset)
        contentDidChange()
    }

    /// The title shown now (empty for ``TitleMode/chevronOnly``).
    public var shownTitle: String {
        switch titleMode {
        case .full: title
        case .generic: genericTitle
        case .chevronOnly: ""
        }
    }

    private func contentDidChange() {
        titleNode.text = shownTitle
        titleNode.isHidden = titleMode == .chevronOnly
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        let dim = isHighlighted ? ControlMetrics.buttonPlainHighlightOpacity : 1
        chevron.opacity = dim
        titleNode.opacity = dim
    }

    /// The button's width when showing `mode`, in points.
    public func width(for mode: TitleMode) -> Double {
        let chevronWidth = chevron.sizeThatFits(.unspecified).width
        let text: String
        switch mode {
        case .full: text = title
        case .generic: text = genericTitle
        case .chevronOnly: return max(capsuleHeight, chevronWidth + ControlMetrics.borderedItemPadding)
        }
        let textWidth = Self.measure(text, in: titleNode)
        return chevronWidth + ControlMetrics.backChevronSpacing + textWidth + ControlMetrics.borderedItemPadding * 1.5
    }

    /// The width of `text` set in `node`'s style and environment, rounded up to device pixels.
    static func measure(_ text: String, in node: TextNode) -> Double {
        guard let fonts = node.textFonts else { return 0 }
        var style = node.paragraphStyle
        style.maximumLines = 1
        let width = Paragraph(text, style: style, width: nil, fonts: fonts).size.width
        let scale = node.environment.displayScale
        return (width * scale).rounded(.up) / scale
    }

    var capsuleHeight: Double {
        isCompact ? ControlMetrics.borderedItemCompactHeight : ControlMetrics.borderedItemHeight
    }

    public override var isLayoutContainer: Bool { true }
    public override var needsLayoutOnEnvironmentChange: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: width(for: titleMode), height: capsuleHeight)
    }

    public override func layoutChildren() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let c = chevron.sizeThatFits(.unspecified)
        // The chevron hugs the leading side of the capsule; the title follows it.
        let padding = titleMode == .chevronOnly ? (b.width - c.width) / 2 : ControlMetrics.borderedItemPadding * 0.5
        func physical(_ x: Double, _ w: Double) -> Double { rtl ? b.width - x - w : x }
        chevron.frame = Rect(x: snap(physical(padding, c.width)), y: snap(b.midY - c.height / 2), width: c.width, height: c.height)
        guard titleMode != .chevronOnly else { return }
        let t = titleNode.sizeThatFits(.unspecified)
        let x = padding + c.width + ControlMetrics.backChevronSpacing
        let w = max(0, min(t.width, b.width - x - ControlMetrics.borderedItemPadding))
        titleNode.frame = Rect(x: snap(physical(x, w)), y: snap(b.midY - t.height / 2), width: w, height: t.height)
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let radii = CornerRadii(b.height / 2)
        context.canvas.fillRoundedRect(b, radii: radii, style: .continuous,
                                       paint: .color(context.resolve(.system(.tertiarySystemFill))))
        if isHighlighted {
            let shade = (context.environment.colorScheme == .dark ? Color.white : Color.black)
                .withAlphaMultiplied(by: ControlMetrics.highlightDarkening)
            context.canvas.fillRoundedRect(b, radii: radii, style: .continuous, paint: .color(shade))
        }
        drawFocusRing(in: context, around: b, radii: radii, style: .continuous)
    }
}
