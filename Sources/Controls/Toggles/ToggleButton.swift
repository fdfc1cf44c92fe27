public import Graphics
public import Scene

/// A button that behaves as a toggle (HIG §1.41): usually a symbol, optionally a title; a tap
/// flips it. Off, it is the tint on no background; on, it sits on a tinted rounded background
/// with white content, so the state shows as a background shape appearing, not as colour alone.
/// Disabled, it looks as a disabled ``Button``: a gray fill when on and tertiary-label content.
/// Outside list rows this is what iOS uses instead of a switch.
///
/// <!-- example context: func apply(_ isBold: Bool) {} -->
/// ```swift
/// let bold = ToggleButton(symbol: "bold")
/// bold.addAction { bold in apply(bold.isOn) }
/// ```
@MainActor
public final class ToggleButton: ControlNode {
    /// Whether the toggle is on. Setting it redraws and sends no actions.
    public var isOn: Bool {
        didSet { if isOn != oldValue { appearanceDidChange() } }
    }
    /// The symbol shown (when found in the catalogue).
    public let symbolNode: SymbolNode?
    /// The title shown.
    public let titleNode: TextNode?
    private let stack = HStackNode(spacing: ControlMetrics.buttonImagePadding)

    /// Creates a toggle button with a symbol from the catalogue, a title, or both.
    public init(symbol: String? = nil, title: String? = nil, isOn: Bool = false, catalog: SymbolCatalog = .standard) {
        self.isOn = isOn
        symbolNode = symbol.map { SymbolNode($0, textStyle: .body, catalog: catalog) }
        titleNode = title.map { TextNode($0, style: .body, color: .tint) }
        super.init()
        name = "toggle \(title ?? symbol ?? "")"
        if let symbolNode { stack.addChild(symbolNode) }
        if let titleNode { stack.addChild(titleNode) }
        stack.isUserInteractionEnabled = false
        addChild(stack)
        verticalSizing = .fixed(ControlMetrics.toggleButtonHeight)
        horizontalSizing = .fit(minimum: ControlMetrics.toggleButtonHeight)
        padding = EdgeInsets(horizontal: symbol != nil && title == nil ? 5 : ControlMetrics.toggleButtonPadding)
        cornerRadius = ControlMetrics.toggleButtonCornerRadius
        cornerStyle = .continuous
        drawingOutsets = EdgeInsets(ControlNode.focusRingOutset)
        appearanceDidChange()
    }

    /// Flips the state, then sends the actions.
    public override func activate() {
        guard isEnabled else { return }
        isOn.toggle()
        super.activate()
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        appearanceDidChange()
    }

    public override func environmentDidChange() {
        super.environmentDidChange()
        appearanceDidChange()
    }

    private func appearanceDidChange() {
        // Disabled looks as a disabled Button does: a gray fill when on, tertiary-label content
        // (TextNode and SymbolNode switch to it themselves), never a faded tint.
        let enabled = isEnabled
        let content: ThemeColor = isOn && enabled ? .fixed(.white) : .tint
        symbolNode?.color = content
        titleNode?.color = content
        if isOn {
            background = .color(enabled ? .tint : .system(.tertiarySystemFill))
        } else {
            background = isHighlighted && enabled ? .color(.system(.tertiarySystemFill)) : nil
        }
        opacity = enabled && isHighlighted && isOn ? 0.8 : 1
    }

    public override var isLayoutContainer: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size { stack.sizeThatFits(proposal) }

    public override func layoutChildren() {
        let rect = contentRect
        let size = stack.sizeThatFits(ProposedSize(width: rect.width, height: rect.height))
        stack.frame = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    public override func draw(in context: DrawingContext) {
        drawFocusRing(in: context, around: context.bounds, radii: CornerRadii(cornerRadius), style: .continuous)
    }
}
