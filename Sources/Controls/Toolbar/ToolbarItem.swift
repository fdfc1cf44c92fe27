public import Graphics
public import Scene
import Text

/// An item of a ``Toolbar``: a symbol (24 pt target, 28 pt at most, HIG §1.42) or a short
/// title, tinted, dimmed while pressed.
///
/// A *two-state* item (``isTwoState``) shows its state by colour **and** label (HIG §1.42, Mail's
/// Take Offline / Take Online): the tint and ``onTitle`` when on, gray and ``offTitle`` when off;
/// a tap flips it. Every item has a title, shown in the overflow ``Menu`` even when the bar
/// shows the symbol.
///
/// <!-- example context: func compose() {} -->
/// ```swift
/// let reply = ToolbarItem(title: "Reply", symbol: "reply")
/// reply.addAction { _ in compose() }
/// let online = ToolbarItem.twoState(onTitle: "Online", offTitle: "Offline", symbol: "refresh", isOn: true)
/// ```
@MainActor
public final class ToolbarItem: ControlNode {
    /// The title: shown when there is no symbol (or for two-state items), and in the overflow menu.
    public var title: String {
        didSet { if title != oldValue { contentDidChange() } }
    }
    /// The symbol's name in the catalogue, if the item shows one.
    public let symbolName: String?
    /// Whether the item is a two-state item.
    public let isTwoState: Bool
    /// The label of a two-state item when on.
    public let onTitle: String?
    /// The label of a two-state item when off.
    public let offTitle: String?
    /// Whether a two-state item is on. Setting it updates colour and label; sends no actions.
    public var isOn: Bool {
        didSet { if isOn != oldValue { stateDidChange() } }
    }
    /// The side of the symbol, in points: ``ControlMetrics/toolbarIconSize`` (24), clamped to at
    /// most ``ControlMetrics/toolbarIconMaximumSize`` (28).
    public var iconSize: Double = ControlMetrics.toolbarIconSize {
        didSet {
            let clamped = min(max(iconSize, 1), ControlMetrics.toolbarIconMaximumSize)
            if clamped != iconSize { iconSize = clamped; return }
            if iconSize != oldValue { contentDidChange() }
        }
    }

    let symbolNode: SymbolNode?
    let titleNode: TextNode?
    private let stack = HStackNode(spacing: 4)

    /// An item showing `symbol` (from the catalogue) if given, else `title`.
    public convenience init(title: String, symbol: String? = nil, catalog: SymbolCatalog = .standard) {
        self.init(title: title, symbol: symbol, twoState: nil, isOn: false, catalog: catalog)
    }

    /// A two-state item: `onTitle` in the tint when on, `offTitle` in gray when off, with an
    /// optional symbol beside the label.
    public static func twoState(onTitle: String, offTitle: String, symbol: String? = nil, isOn: Bool,
                                catalog: SymbolCatalog = .standard) -> ToolbarItem {
        ToolbarItem(title: isOn ? onTitle : offTitle, symbol: symbol, twoState: (onTitle, offTitle), isOn: isOn,
                    catalog: catalog)
    }

    private init(title: String, symbol: String?, twoState: (String, String)?, isOn: Bool, catalog: SymbolCatalog) {
        self.title = title
        symbolName = symbol
        isTwoState = twoState != nil
        onTitle = twoState?.0
        offTitle = twoState?.1
        self.isOn = isOn
        let symbolValue = symbol.flatMap { catalog[$0] }
        symbolNode = symbolValue.map { SymbolNode(symbol: $0, textStyle: .body, color: .tint) }
        titleNode = (symbolValue == nil || twoState != nil) ? TextNode(title, style: .body, color: .tint) : nil
        super.init()
        name = "toolbar item \(title)"
        if let symbolNode { stack.addChild(symbolNode) }
        if let titleNode {
            titleNode.maximumLines = 1
            stack.addChild(titleNode)
        }
        stack.isUserInteractionEnabled = false
        addChild(stack)
        padding = EdgeInsets(horizontal: ControlMetrics.toolbarItemSpacing / 2 + 2)
        horizontalSizing = .fit(minimum: ControlMetrics.minimumHitTarget.width)
        verticalSizing = .fixed(ControlMetrics.toolbarHeight)
        contentDidChange()
        stateDidChange()
    }

    /// Whether the bar shows the item as text (the lint counts these).
    public var showsTitle: Bool { titleNode != nil }

    /// Flips a two-state item, then sends the actions.
    public override func activate() {
        guard isEnabled else { return }
        if isTwoState { isOn.toggle() }
        super.activate()
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        stack.opacity = isHighlighted ? 0.3 : 1   // iOS bar buttons fade while pressed
    }

    private func contentDidChange() {
        titleNode?.text = title
        if let symbolNode {
            symbolNode.horizontalSizing = .fixed(iconSize)
            symbolNode.verticalSizing = .fixed(iconSize)
            symbolNode.pointSize = iconSize / ControlMetrics.symbolBoxPerPointSize
        }
        setNeedsLayout()
    }

    private func stateDidChange() {
        guard isTwoState else { return }
        title = (isOn ? onTitle : offTitle) ?? title
        let color: ThemeColor = isOn ? .tint : .system(.systemGray)
        symbolNode?.color = color
        titleNode?.color = color
    }

    /// The colour the item's content is drawn in (the tint, or gray for an off two-state item).
    public var contentColor: ThemeColor { isTwoState && !isOn ? .system(.systemGray) : .tint }

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        stack.sizeThatFits(.unspecified)
    }

    public override func layoutChildren() {
        let rect = contentRect
        let size = stack.sizeThatFits(.unspecified)
        stack.frame = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    public override func draw(in context: DrawingContext) {
        drawFocusRing(in: context, around: context.bounds.insetBy(dx: 2, dy: 4), radii: CornerRadii(8))
    }
}
