public import Graphics
public import Scene
import Text

/// The shared shape of a checkbox and a radio button: a small mark (22 pt) at the leading side,
/// then an optional label, with ``ControlMetrics/toggleLabelSpacing`` between them. The whole
/// row (mark and label) takes touches; the mark is vertically centred on the label's first line.
/// Mirrors in right-to-left layout.
@MainActor
open class MarkedToggleControl: ControlNode {
    /// The label after the mark (`nil` for a mark alone, as in a checklist).
    public let label: TextNode?
    /// The side of the mark, in points.
    public let markSize: Double

    /// Creates the control with a mark of `markSize` and an optional label.
    public init(title: String?, markSize: Double) {
        self.markSize = markSize
        label = title.map { TextNode($0, style: .body) }
        super.init()
        drawingOutsets = EdgeInsets(ControlNode.focusRingOutset)
        if let label { addChild(label) }
    }

    /// The label's text.
    public var title: String? {
        get { label?.text }
        set { if let newValue { label?.text = newValue } }
    }

    public override var isLayoutContainer: Bool { true }
    public override var foldsOpacityIntoContent: Bool { false }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        guard let label else { return Size(width: markSize, height: markSize) }
        let gap = ControlMetrics.toggleLabelSpacing
        let offered = proposal.width.map { max(0, $0 - markSize - gap) }
        let text = label.sizeThatFits(ProposedSize(width: offered, height: nil))
        return Size(width: markSize + gap + text.width, height: max(markSize, text.height))
    }

    public override func layoutChildren() {
        guard let label else { return }
        let rect = contentRect
        let gap = ControlMetrics.toggleLabelSpacing
        let width = max(0, rect.width - markSize - gap)
        let size = label.sizeThatFits(ProposedSize(width: width, height: nil))
        let rtl = layoutDirection == .rightToLeft
        let x = rtl ? rect.maxX - markSize - gap - size.width : rect.minX + markSize + gap
        let y = rect.minY + max(0, (markRect.midY - rect.minY) - min(size.height, lineHeight(label)) / 2)
        label.frame = Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The mark's rectangle in the control's coordinates (leading side, centred on the first line).
    public var markRect: Rect {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        let x = rtl ? rect.maxX - markSize : rect.minX
        let y: Double
        if let label {
            let line = lineHeight(label)
            let labelHeight = label.frame.height > 0 ? label.frame.height : line
            y = labelHeight > markSize ? rect.minY + max(0, (min(line, labelHeight) - markSize) / 2) : rect.midY - markSize / 2
        } else {
            y = rect.midY - markSize / 2
        }
        return Rect(x: x, y: y, width: markSize, height: markSize)
    }

    private func lineHeight(_ label: TextNode) -> Double {
        let one = label.sizeThatFits(ProposedSize(width: nil, height: nil)).height
        return one
    }

    public override func draw(in context: DrawingContext) {
        let mark = markRect
        drawMark(in: context, rect: mark)
        drawFocusRing(in: context, around: mark, radii: focusRingRadii)
    }

    /// The corner radii of the focus ring around the mark.
    open var focusRingRadii: CornerRadii { CornerRadii(markSize / 2) }

    /// Draws the mark in `rect`; subclasses override.
    open func drawMark(in context: DrawingContext, rect: Rect) {}

    /// The fill of an “on” mark: the tint, darkened while pressed, dimmed while disabled.
    func onFill(_ context: DrawingContext) -> Color {
        var c = context.resolve(.tint)
        if isHighlighted { c = c.darkened(by: ControlMetrics.highlightDarkening) }
        return c.withAlphaMultiplied(by: context.environment.isEnabled ? 1 : ControlMetrics.disabledOpacity)
    }

    /// The border of an “off” mark: ``SystemColor/tertiaryLabel`` (darker while pressed).
    func offBorder(_ context: DrawingContext) -> Color {
        let c = context.resolve(isHighlighted ? .secondaryLabel : .system(.tertiaryLabel))
        return c.withAlphaMultiplied(by: context.environment.isEnabled ? 1 : ControlMetrics.disabledOpacity)
    }

    /// The inside of an “off” mark while pressed: a light fill.
    func offFill(_ context: DrawingContext) -> Color? {
        guard isHighlighted else { return nil }
        return context.resolve(.system(.tertiarySystemFill))
    }
}
