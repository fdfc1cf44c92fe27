import Graphics
import Scene

/// The splash's arrangement of its logo and the column under it (indicator slot, message,
/// prompt, entry).
///
/// ## Background
/// With room to spare the logo rests on the centre line and the column hangs from it,
/// ``BootMetrics/indicatorGap`` below. When the column would not fit under the centre line (the
/// on-screen keyboard up on a short screen: the splash is laid out in the room above it), the
/// column rises to rest ``BootMetrics/compactMargin`` above the room's bottom, and the logo
/// keeps its size above it while that fits; after that logo and gap shrink together (the gap
/// down to ``BootMetrics/lineGap``) so that the logo stays whole on screen,
/// ``BootMetrics/compactMargin`` from the top, down to ``BootMetrics/compactLogoMinimumSide``.
/// Every step is continuous in the room's height, so the splash re-flows smoothly as the
/// keyboard slides.
@MainActor
final class BootSplashLayout: Node {
    let logo: BootLogo
    let column: Node

    init(logo: BootLogo, column: Node) {
        self.logo = logo
        self.column = column
        super.init()
        name = "boot splash"
        addChild(logo)
        addChild(column)
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let frames = Self.arrange(room: bounds, logo: logo.sizeThatFits(ProposedSize(width: nil, height: nil)),
                                  column: column.sizeThatFits(ProposedSize(width: bounds.width, height: nil)).height,
                                  scale: owner?.scale ?? 1)
        if logo.frame != frames.logo { logo.frame = frames.logo }
        if column.frame != frames.column { column.frame = frames.column }
    }

    /// Where the logo (natural size `logoSize`) and a column `columnHeight` tall go in `room`,
    /// on a grid of `scale` pixels per point.
    static func arrange(room: Rect, logo logoSize: Size, column columnHeight: Double,
                        scale: Double) -> (logo: Rect, column: Rect) {
        func snap(_ v: Double) -> Double { scale > 0 ? (v * scale).rounded() / scale : v }
        let margin = BootMetrics.compactMargin
        let natural = max(logoSize.height, 1)
        var side = natural
        var gap = BootMetrics.indicatorGap
        var centre = room.midY
        let lowest = room.maxY - margin - columnHeight  // the column's top resting above the bottom
        if centre + gap > lowest {
            // The room for the logo and its gap between the top margin and the risen column.
            let available = lowest - (room.minY + margin)
            let ratio = BootMetrics.indicatorGap / natural
            if available >= natural + BootMetrics.indicatorGap {
                centre = lowest - gap
            } else {
                // Logo and gap shrink together, the gap no less than a line gap.
                side = available / (1 + ratio)
                gap = side * ratio
                if gap < BootMetrics.lineGap {
                    gap = BootMetrics.lineGap
                    side = available - gap
                }
                side = max(side, min(natural, BootMetrics.compactLogoMinimumSide))
                centre = room.minY + margin + side
            }
        }
        let shrink = min(1, side / natural)
        let logoFrame = Rect(x: snap(room.minX + (room.width - logoSize.width * shrink) / 2), y: centre - logoSize.height * shrink,
                             width: logoSize.width * shrink, height: logoSize.height * shrink)
        let columnFrame = Rect(x: room.minX, y: centre + gap, width: room.width, height: columnHeight)
        return (logoFrame, columnFrame)
    }
}
