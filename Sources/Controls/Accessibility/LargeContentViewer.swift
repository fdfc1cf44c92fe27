public import Graphics
public import Scene
import Text

/// The Large Content Viewer (iOS's `UILargeContentViewerInteraction`): a bar item whose text
/// does not grow with the text size (a tab), touched and held at one of the accessibility text
/// sizes, shown large in the middle of the screen — a rounded square HUD with the item's symbol
/// over its title. The finger may slide to another item, which the HUD then shows; lifting
/// activates the item under it. ``TabBar`` installs it for its tabs.
@MainActor
public final class LargeContentViewer: Node {
    /// The item's symbol, large.
    public let symbolNode = SymbolNode(symbol: nil, textStyle: .body, color: .label)
    /// The item's title, under the symbol.
    public let titleNode = TextNode("", style: .body, color: .label)

    /// The HUD's side, in points (iOS: about 180).
    public static let side = 180.0
    /// Its corner radius, in points.
    public static let cornerRadius = 20.0
    /// The symbol's box, in points.
    public static let symbolSide = 76.0
    /// The title's size, in points (fixed: the HUD is for text that does not grow).
    public static let titlePointSize = 24.0

    override init() {
        super.init()
        name = "large content viewer"
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        symbolNode.pointSize = Self.symbolSide / ControlMetrics.symbolBoxPerPointSize
        titleNode.font = Font(pointSize: Self.titlePointSize, weight: .regular)
        titleNode.maximumLines = 2
        titleNode.alignment = .center
        addChild(symbolNode)
        addChild(titleNode)
        drawingOutsets = EdgeInsets(top: 16, leading: 16, bottom: 24, trailing: 16)
    }

    /// Whether the HUD shows.
    public var isPresented: Bool { parent != nil }

    /// The title shown.
    public var title: String { titleNode.text }

    /// Shows `symbol` over `title` in the middle of the screen `source` is on.
    func present(symbol: Symbol?, title: String, over source: Node) {
        guard let root = source.ancestorChain.first else { return }
        symbolNode.symbol = symbol
        titleNode.text = title
        if parent !== root {
            removeFromParent()
            root.addChild(self)
        }
        let b = root.bounds
        frame = Rect(x: b.midX - Self.side / 2, y: b.midY - Self.side / 2, width: Self.side, height: Self.side)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Hides the HUD.
    public func dismiss() {
        guard isPresented else { return }
        removeFromParent()
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let symbol = Self.symbolSide
        let title = titleNode.sizeThatFits(ProposedSize(width: b.width - 24, height: nil))
        let gap = 8.0
        let top = max(12, (b.height - symbol - gap - title.height) / 2)
        symbolNode.frame = Rect(x: b.midX - symbol / 2, y: top, width: symbol, height: symbol)
        titleNode.frame = Rect(
            x: b.midX - min(title.width, b.width - 24) / 2, y: top + symbol + gap, width: min(title.width, b.width - 24),
            height: title.height)
    }

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let b = bounds
        let radii = CornerRadii(Self.cornerRadius)
        canvas.drawShadow(
            roundedRect: b, radii: radii,
            shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 6), blurRadius: 16))
        canvas.fillRoundedRect(b, radii: radii, paint: .color(context.resolve(.system(.secondarySystemBackground))))
        canvas.strokeRoundedRect(b, radii: radii, width: 0.5, paint: .color(context.resolve(.system(.separator))))
    }
}
