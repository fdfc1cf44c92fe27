public import Graphics
public import Scene
import Text

/// The navigation bar's back button (HIG §1.2): a backward chevron (mirrored in right-to-left
/// layouts) and the previous page's title, in the tint, on no background (iOS 17/18); the title
/// becomes “Back”, and then nothing but the chevron, when the bar has no room for it.
///
/// The chevron is drawn as iOS 17/18 draws its back indicator, about 12 × 21 pt of semibold
/// ink (``ControlMetrics/backChevronPointSize``), its ink ``ControlMetrics/backButtonMargin``
/// from the bar's leading edge and ``ControlMetrics/backChevronSpacing`` from the title's.
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
    /// Whether the bar is compact (landscape): a lower button (its focus ring follows).
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
        chevron.pointSize = ControlMetrics.backChevronPointSize
        // Medium at 24 pt: the stroke of `chevron.backward` at 17 pt semibold (about 2.4 pt).
        chevron.weight = .medium
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

    /// How far inside the button's leading edge the chevron's ink starts: the button begins
    /// where its focus ring reaches the bar's edge.
    static var chevronInset: Double { max(0, ControlMetrics.backButtonMargin - focusRingOutset) }

    /// The blank a 17 pt title's first letter has before its ink (the font's side bearing), which
    /// the 6 pt ink gap to the chevron includes: about 1 pt.
    static let titleSideBearing = 1.0

    /// The chevron's ink in its node's square, in points (unmirrored): the path's bounds grown by
    /// half the stroke.
    var chevronInk: Rect {
        guard let symbol = chevron.symbol, let first = symbol.layers.first else { return .zero }
        let side = chevron.sizeThatFits(.unspecified).width
        let unit = side / symbol.gridSize
        let half = Symbol.strokeWidth(pointSize: chevron.resolvedPointSize, weight: chevron.resolvedWeight) / 2
        let bounds = symbol.layers.dropFirst().reduce(first.path.bounds) { $0.union($1.path.bounds) }
        return Rect(x: bounds.minX * unit - half, y: bounds.minY * unit - half,
                    width: bounds.width * unit + 2 * half, height: bounds.height * unit + 2 * half)
    }

    /// The button's width when showing `mode`, in points, rounded up to device pixels.
    public func width(for mode: TitleMode) -> Double {
        let ink = chevronInk.width
        let scale = environment.displayScale
        func pixels(_ v: Double) -> Double { (v * scale).rounded(.up) / scale }
        let text: String
        switch mode {
        case .full: text = title
        case .generic: text = genericTitle
        case .chevronOnly: return pixels(Self.chevronInset + ink + ControlMetrics.barItemPadding)
        }
        let textWidth = Self.measure(text, in: titleNode)
        return pixels(Self.chevronInset + ink + ControlMetrics.backChevronSpacing - Self.titleSideBearing + textWidth
                      + ControlMetrics.barItemPadding)
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

    /// The button's height (its focus ring's; it answers touches in 44 × 44 pt).
    var itemHeight: Double {
        isCompact ? ControlMetrics.barItemCompactHeight : ControlMetrics.barItemHeight
    }

    public override var isLayoutContainer: Bool { true }
    public override var needsLayoutOnEnvironmentChange: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: width(for: titleMode), height: itemHeight)
    }

    public override func layoutChildren() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let c = chevron.sizeThatFits(.unspecified)
        let ink = chevronInk
        // The chevron's ink starts `chevronInset` inside the leading edge; the title's ink
        // follows 6 pt after the chevron's: its frame starts that less the text's own side
        // bearing.
        func physical(_ x: Double, _ w: Double) -> Double { rtl ? b.width - x - w : x }
        let chevronX = Self.chevronInset - ink.minX
        chevron.frame = Rect(x: snap(physical(chevronX, c.width)), y: snap(b.midY - c.height / 2), width: c.width, height: c.height)
        guard titleMode != .chevronOnly else { return }
        let t = titleNode.sizeThatFits(.unspecified)
        let x = Self.chevronInset + ink.width + ControlMetrics.backChevronSpacing - Self.titleSideBearing
        let w = max(0, min(t.width, b.width - x - ControlMetrics.barItemPadding))
        titleNode.frame = Rect(x: snap(physical(x, w)), y: snap(b.midY - t.height / 2), width: w, height: t.height)
    }

    /// No background (iOS 17/18); pressed, the chevron and title dim. The keyboard focus ring is
    /// a capsule around the button.
    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        drawButtonShapePlatter(in: context, rect: b)   // Button Shapes
        drawFocusRing(in: context, around: b, radii: CornerRadii(b.height / 2), style: .continuous)
    }
}
