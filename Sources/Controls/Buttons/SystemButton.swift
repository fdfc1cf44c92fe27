public import Graphics
public import Scene

/// The common system buttons (HIG §1.35, §1.40): info, close, contact add and detail
/// disclosure, drawn as current iOS draws them (ⓘ, ×, ⊕, ⓘ). Each is a symbol in the tint
/// (close: a gray glyph on a gray circle, as iOS draws it), answering touches in 44 × 44 pt
/// around its 22 pt glyph.
///
/// <!-- example context: func flipToSettings() {} -->
/// ```swift
/// let info = SystemButton(.info)
/// info.addAction { _ in flipToSettings() }
/// ```
open class SystemButton: ControlNode {
    /// Which system button.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// “i” in a circle: flips to configuration (HIG §1.19).
        case info
        /// × in a filled circle: closes a sheet or card.
        case close
        /// A plus in a circle (⊕), as current iOS draws `.contactAdd`: adds a contact (HIG §1.35).
        case contactAdd
        /// “i” in a circle (ⓘ), as current iOS draws `.detailDisclosure` (the same glyph as
        /// Info): shows details of the item (HIG §1.18).
        case detailDisclosure

        /// The catalogue symbol drawn.
        public var symbolName: String {
            switch self {
            case .info: "info"
            case .close: "xmark"
            case .contactAdd: "plus.circle"
            case .detailDisclosure: "info"
            }
        }
    }

    /// Which system button this is.
    public let kind: Kind
    /// The glyph colour (`nil`: the tint; close buttons use the secondary label colour).
    public var tint: ThemeColor? { didSet { if tint != oldValue { setNeedsDisplay() } } }

    /// Creates a system button.
    public init(_ kind: Kind) {
        self.kind = kind
        super.init()
        drawingOutsets = EdgeInsets(top: Self.focusRingOutset, leading: Self.focusRingOutset,
                                    bottom: Self.focusRingOutset, trailing: Self.focusRingOutset)
        hitTestShape = .ellipse
    }

    override open var foldsOpacityIntoContent: Bool { true }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let side = ControlMetrics.systemButtonSymbolSize
        return Size(width: side, height: side)
    }

    override open func highlightDidChange() { setNeedsDisplay() }

    override open func draw(in context: DrawingContext) {
        guard let symbol = SymbolCatalog.standard[kind.symbolName] else { return }
        let rect = contentRect
        let side = min(rect.width, rect.height)
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let enabled = context.environment.isEnabled
        // A disabled button has no pressed look: it does not respond.
        let pressed = context.environment.colorScheme == .dark
            ? ControlMetrics.buttonPlainHighlightOpacityDark : ControlMetrics.buttonPlainHighlightOpacity
        let dim = isHighlighted && enabled ? pressed : 1
        let mirrored = symbol.mirrorsInRightToLeft && context.environment.layoutDirection == .rightToLeft
        if kind == .close {
            // iOS's close button: a gray glyph on a filled gray circle, half the glyph's size.
            context.canvas.fillEllipse(in: box, paint: .color(context.resolve(.system(.tertiarySystemFill))))
            let glyph = box.insetBy(dx: side * 0.22, dy: side * 0.22)
            let color = context.resolve(enabled ? (tint ?? .secondaryLabel) : .system(.tertiaryLabel))
            symbol.draw(in: context.canvas, box: glyph, strokeWidth: ControlMetrics.systemButtonStroke * 1.3,
                        color: color.withAlphaMultiplied(by: dim))
        } else {
            let color = context.resolve(enabled ? (tint ?? .tint) : .system(.tertiaryLabel))
            symbol.draw(in: context.canvas, box: box, strokeWidth: ControlMetrics.systemButtonStroke,
                        color: color.withAlphaMultiplied(by: dim), mirrored: mirrored)
        }
        drawFocusRing(in: context, around: box, radii: CornerRadii(side / 2))
    }
}

extension SystemButton.Kind: CustomStringConvertible {
    /// The case's name (`info`, `close`, `contactAdd`, `detailDisclosure`), spelled out so that
    /// printing one does not reflect on the type at run time.
    public var description: String {
        switch self {
        case .info: "info"
        case .close: "close"
        case .contactAdd: "contactAdd"
        case .detailDisclosure: "detailDisclosure"
        }
    }
}
