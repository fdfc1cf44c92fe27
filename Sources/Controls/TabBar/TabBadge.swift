public import Graphics
public import Scene
import Text

/// A tab's badge (HIG §1.4, §3.8): white text on a red oval, a circle for one character.
@MainActor
public final class TabBadge: Node {
    /// The text.
    public let label = TextNode("", style: .footnote, color: .fixed(.white))

    /// The badge's height, in points (a circle this wide for one character).
    public let badgeHeight: Double
    /// The space between a longer text and the badge's ends, in points.
    public let textPadding: Double

    /// A badge showing `value`: a tab bar's (the defaults), or another size (a home-screen
    /// icon's larger badge).
    public init(_ value: String, height: Double = ControlMetrics.tabBadgeHeight,
                pointSize: Double = ControlMetrics.tabBadgePointSize, padding: Double = ControlMetrics.tabBadgePadding) {
        self.badgeHeight = height
        self.textPadding = padding
        super.init()
        name = "badge"
        isUserInteractionEnabled = false
        label.font = Font(pointSize: pointSize)
        label.maximumLines = 1
        label.text = value
        addChild(label)
    }

    /// The text shown.
    public var value: String {
        get { label.text }
        set { label.text = newValue; setNeedsLayout() }
    }

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let text = label.sizeThatFits(.unspecified)
        // One character: a circle; more: an oval around the text.
        if label.text.count <= 1 { return Size(width: badgeHeight, height: badgeHeight) }
        return Size(width: max(badgeHeight, text.width + 2 * textPadding), height: badgeHeight)
    }

    public override func layoutChildren() {
        let text = label.sizeThatFits(.unspecified)
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        label.frame = Rect(x: snap((bounds.width - text.width) / 2), y: snap((bounds.height - text.height) / 2),
                           width: text.width, height: text.height)
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        context.canvas.fillRoundedRect(b, radii: CornerRadii(b.height / 2), style: .circular,
                                       paint: .color(context.resolve(.system(.systemRed))))
    }
}
