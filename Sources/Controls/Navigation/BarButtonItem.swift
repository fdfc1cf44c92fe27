public import Graphics
public import Scene
import Text

/// An item of a navigation bar (HIG §1.2, §1.33): a title or a system symbol, in the tint.
///
/// Its ``style`` is ``Style/bordered`` or ``Style/plain`` (toolbars only); a ``NavigationBar``
/// makes every item bordered (HIG §1.2: plain items in a navigation bar are converted to
/// bordered). ``Style/done`` is the item of the action that ends a mode (Done, Save). As in
/// iOS 17/18 (`UIBarButtonItem`), no style draws a background: an item is its 17 pt title or
/// its symbol in the tint, the ``Style/done`` title semibold; the styles keep their HIG
/// meaning (the lint, the bar's conversion) and their padding.
///
/// <!-- example context:
/// func addContact() {}
/// let page = NavigationPage(title: "Contacts", content: VStackNode())
/// -->
/// ```swift
/// let add = BarButtonItem(system: .add)
/// add.addAction { _ in addContact() }
/// page.navigationItem.trailingItems = [add]
/// page.navigationItem.leadingItems = [BarButtonItem(title: "Edit")]
/// ```
@MainActor
public final class BarButtonItem: ControlNode {
    /// How an item is drawn.
    public enum Style: Sendable, Hashable {
        /// The content alone, tightly padded (toolbars only).
        case plain
        /// The content alone in the tint (iOS 7 and later draw no border).
        case bordered
        /// A semibold title (a semibold symbol) in the tint: the item that ends a mode.
        case done
    }

    /// The system items of HIG §1.33 (Tables 10-1 and 10-2): each has a fixed meaning and a
    /// symbol or a title.
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case action, camera, compose, bookmarks, search, add, trash, organize, reply, stop, refresh
        case play, fastForward, pause, rewind, undo, redo
        case edit, cancel, save, done

        /// The symbol's catalogue name, or `nil` for the text items (Edit, Cancel, Save, Done).
        public var symbolName: String? {
            switch self {
            case .action: "share"
            case .camera: "camera"
            case .compose: "compose"
            case .bookmarks: "bookmarks"
            case .search: "search"
            case .add: "add"
            case .trash: "trash"
            case .organize: "organize"
            case .reply: "reply"
            case .stop: "stop"
            case .refresh: "refresh"
            case .play: "play"
            case .fastForward: "fast.forward"
            case .pause: "pause"
            case .rewind: "rewind"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            case .edit, .cancel, .save, .done: nil
            }
        }

        /// The English title (the accessibility label of symbol items).
        public var title: String {
            switch self {
            case .action: "Share"
            case .fastForward: "Fast Forward"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }

        /// The style the item has by default: Done and Save end a mode (``Style/done``).
        var defaultStyle: Style { self == .done || self == .save ? .done : .bordered }
    }

    /// The title, shown when there is no symbol, and the item's name in menus and lint paths.
    public var title: String {
        didSet { if title != oldValue { contentDidChange() } }
    }
    /// The symbol's catalogue name, if the item shows a symbol.
    public var symbolName: String? {
        didSet { if symbolName != oldValue { contentDidChange() } }
    }
    /// The style asked for; see ``effectiveStyle`` for the one drawn.
    public var style: Style {
        didSet { if style != oldValue { contentDidChange() } }
    }
    /// The system item this is, if it was made from one.
    public let systemItem: SystemItem?
    /// Whether the bar holding the item draws it bordered whatever ``style`` says (a navigation
    /// bar sets this: HIG §1.2 converts plain items).
    public var forcesBordered = false {
        didSet { if forcesBordered != oldValue { contentDidChange() } }
    }
    /// Whether the bar is compact (landscape): a lower item (its focus ring follows).
    public var isCompact = false {
        didSet { if isCompact != oldValue { contentDidChange() } }
    }

    let symbolNode = SymbolNode(symbol: nil)
    let titleNode = TextNode("")
    private let catalog: SymbolCatalog

    /// An item titled `title`, or showing the catalogue's `symbol` when given.
    public init(title: String, symbol: String? = nil, style: Style = .bordered, catalog: SymbolCatalog = .standard) {
        self.title = title
        symbolName = symbol
        self.style = style
        systemItem = nil
        self.catalog = catalog
        super.init()
        setUp()
    }

    /// The system item `item` (HIG §1.33), with its symbol or title and default style; `title`
    /// replaces the English title of a text item (a translation).
    public init(system item: SystemItem, title: String? = nil, catalog: SymbolCatalog = .standard) {
        self.title = title ?? item.title
        symbolName = item.symbolName
        style = item.defaultStyle
        systemItem = item
        self.catalog = catalog
        super.init()
        setUp()
    }

    private func setUp() {
        name = "bar item \(title)"
        titleNode.maximumLines = 1
        titleNode.isUserInteractionEnabled = false
        symbolNode.isUserInteractionEnabled = false
        addChild(symbolNode)
        addChild(titleNode)
        drawingOutsets = EdgeInsets(Self.focusRingOutset)
        contentDidChange()
    }

    /// The style drawn: bordered when the bar forces it and the item is plain.
    public var effectiveStyle: Style { forcesBordered && style == .plain ? .bordered : style }

    /// Whether the item shows its symbol (else its title).
    public var showsSymbol: Bool { symbolNode.symbol != nil }

    private func contentDidChange() {
        symbolNode.symbol = symbolName.flatMap { catalog[$0] }
        symbolNode.isHidden = symbolNode.symbol == nil
        titleNode.isHidden = !symbolNode.isHidden
        titleNode.text = title
        let done = effectiveStyle == .done
        titleNode.font = done ? Font(pointSize: TextStyle.body.pointSize(textSize: environment.textSize), weight: .semibold) : nil
        symbolNode.weight = done ? .semibold : nil
        titleNode.color = .tint
        symbolNode.color = .tint
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func environmentDidChange() {
        super.environmentDidChange()
        contentDidChange()
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        let dim = isHighlighted ? ControlMetrics.buttonPlainHighlightOpacity : 1
        symbolNode.opacity = dim
        titleNode.opacity = dim
    }

    // MARK: Layout

    public override var isLayoutContainer: Bool { true }
    public override var needsLayoutOnEnvironmentChange: Bool { true }

    /// The item's height (its focus ring's; touches are answered in 44 × 44 pt).
    var itemHeight: Double {
        isCompact ? ControlMetrics.barItemCompactHeight : ControlMetrics.barItemHeight
    }

    /// The horizontal padding around the content.
    var contentPadding: Double { effectiveStyle == .plain ? 4 : ControlMetrics.barItemPadding }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let content = showsSymbol ? symbolNode.sizeThatFits(.unspecified) : titleNode.sizeThatFits(.unspecified)
        var width = content.width + 2 * contentPadding
        if showsSymbol { width = max(width, itemHeight) }
        if let offered = proposal.width { width = min(width, max(offered, itemHeight)) }
        return Size(width: width, height: itemHeight)
    }

    public override func layoutChildren() {
        let b = bounds
        let node: Node = showsSymbol ? symbolNode : titleNode
        var size = node.sizeThatFits(.unspecified)
        size.width = min(size.width, max(0, b.width - 2 * contentPadding))
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        node.frame = Rect(x: snap(b.midX - size.width / 2), y: snap(b.midY - size.height / 2),
                          width: size.width, height: size.height)
    }

    // MARK: Drawing

    /// No background (iOS 17/18), unless Button Shapes is on (``EnvironmentValues/buttonShapes``:
    /// a grey capsule platter); pressed, the content dims (``highlightDidChange()``). The
    /// keyboard focus ring is a capsule around the padded content.
    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        drawButtonShapePlatter(in: context, rect: b)
        drawFocusRing(in: context, around: b, radii: CornerRadii(b.height / 2), style: .continuous)
    }
}

/// The platter Button Shapes puts behind a bar button (iOS 14+): a capsule of the tertiary fill
/// filling the item's bounds.
@MainActor
func drawButtonShapePlatter(in context: DrawingContext, rect: Rect) {
    guard context.environment.buttonShapes else { return }
    context.canvas.fillRoundedRect(rect, radii: CornerRadii(rect.height / 2), style: .circular,
                                   paint: .color(context.resolve(.system(.tertiarySystemFill))))
}
