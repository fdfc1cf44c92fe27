public import Graphics
public import Scene
public import Text

/// A symbol drawn as a node, sized and weighted to match text: its square is
/// ``Symbol/boxSide(pointSize:)`` of the text style's point size (scaled by the environment's
/// text size), its strokes as heavy as the weight, its colour a ``ThemeColor`` (the tint by
/// default), flipped in right-to-left layouts when the symbol is directional.
///
/// ```swift
/// let icon = SymbolNode("trash", textStyle: .body)
/// icon.color = .system(.systemRed)
/// ```
open class SymbolNode: Node {
    /// The symbol drawn (`nil` draws nothing).
    public var symbol: Symbol? {
        didSet { if symbol != oldValue { setNeedsDisplay() } }
    }
    /// The text style whose size the symbol matches.
    public var textStyle: TextStyle {
        didSet { if textStyle != oldValue { sizeDidChange() } }
    }
    /// A point size to match instead of ``textStyle``'s (not scaled by the text size).
    public var pointSize: Double? {
        didSet { if pointSize != oldValue { sizeDidChange() } }
    }
    /// The weight of the adjacent text (``textStyle``'s when `nil`).
    public var weight: FontWeight? {
        didSet { if weight != oldValue { setNeedsDisplay() } }
    }
    /// The tint.
    public var color: ThemeColor {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// A node showing the catalogue's symbol `name` (nothing when the name is unknown).
    public convenience init(_ name: String, textStyle: TextStyle = .body, color: ThemeColor = .tint,
                            catalog: SymbolCatalog = .standard) {
        self.init(symbol: catalog[name], textStyle: textStyle, color: color)
    }

    /// A node showing `symbol`.
    public init(symbol: Symbol?, textStyle: TextStyle = .body, color: ThemeColor = .tint) {
        self.symbol = symbol
        self.textStyle = textStyle
        self.color = color
        super.init()
    }

    override open var foldsOpacityIntoContent: Bool { true }
    override open var needsLayoutOnEnvironmentChange: Bool { true }

    func sizeDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The point size matched: ``pointSize`` or the text style's at the environment's text size.
    public var resolvedPointSize: Double { pointSize ?? textStyle.pointSize(textSize: environment.textSize) }

    /// The weight matched.
    public var resolvedWeight: FontWeight { weight ?? textStyle.weight }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let side = Symbol.boxSide(pointSize: resolvedPointSize)
        let scale = environment.displayScale
        let rounded = (side * scale).rounded(.up) / scale
        return Size(width: rounded, height: rounded)
    }

    override open func draw(in context: DrawingContext) {
        guard let symbol else { return }
        let env = context.environment
        let rect = contentRect
        let side = min(rect.width, rect.height)
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let tint = env.isEnabled ? color : .system(.tertiaryLabel)
        symbol.draw(in: context.canvas, box: box,
                    strokeWidth: Symbol.strokeWidth(pointSize: resolvedPointSize, weight: resolvedWeight),
                    color: context.resolve(tint),
                    mirrored: symbol.mirrorsInRightToLeft && env.layoutDirection == .rightToLeft)
    }
}

extension SymbolNode {
    /// The trailing chevron of a row that opens another page (UIKit's disclosure indicator):
    /// the `disclosure` symbol, semibold, in the tertiary label colour, at the table's size.
    public static func disclosureIndicator() -> SymbolNode {
        let node = SymbolNode("disclosure", textStyle: .body, color: .system(.tertiaryLabel))
        node.pointSize = ControlMetrics.tableDisclosurePointSize
        node.weight = .semibold
        node.name = "disclosure indicator"
        return node
    }
}
