public import Graphics
public import Scene

/// The Info button of HIG §1.19: reveals configuration, usually on the back of a utility app's
/// screen (present a ``ModalView`` with ``ModalView/TransitionStyle/flipHorizontal``), placed at
/// the bottom trailing corner.
///
/// It is drawn as iOS 17/18 draws `UIButton(type: .infoLight)` and `.infoDark`: the `info.circle`
/// symbol, 22 pt across, in its ``color`` (the tint by default), on no disc; pressed, it dims
/// like every plain button. Both ``Variant``s look the same, as in iOS 7 and later (the 2010
/// guide's dark and light discs and the glow are gone); on a dark screen give it a light
/// ``color``. It answers touches in 44 × 44 pt.
///
/// <!-- example context: let presenter = ModalPresenter(content: VStackNode()), form = VStackNode() -->
/// ```swift
/// let info = InfoButton(variant: .light)
/// info.color = .fixed(.white)
/// info.addAction { _ in presenter.present(ModalView(title: "Settings", content: form, cancelTitle: nil,
///                                                   transitionStyle: .flipHorizontal)) }
/// ```
@MainActor
public final class InfoButton: ControlNode {
    /// The two variants of HIG §1.19 (for light and for dark backgrounds); iOS 7 and later draw
    /// both alike, in the button's ``InfoButton/color``.
    public enum Variant: Sendable, Hashable {
        /// For views with light backgrounds.
        case dark
        /// For views with dark backgrounds.
        case light
    }

    /// The variant asked for (drawn alike, see ``Variant``).
    public var variant: Variant {
        didSet { if variant != oldValue { setNeedsDisplay() } }
    }
    /// The symbol's colour: the tint unless set.
    public var color: ThemeColor = .tint {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    private let symbol: Symbol?

    /// An info button of `variant`.
    public init(variant: Variant = .dark, catalog: SymbolCatalog = .standard) {
        self.variant = variant
        symbol = catalog["info"]
        super.init()
        name = "info button"
        hitTestShape = .ellipse
        drawingOutsets = EdgeInsets(Self.focusRingOutset)
    }

    public override var foldsOpacityIntoContent: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: ControlMetrics.infoButtonDiameter, height: ControlMetrics.infoButtonDiameter)
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        setNeedsDisplay()
    }

    /// The square the symbol is drawn in, so that its circle's ink is ``ControlMetrics/infoButtonDiameter``
    /// across: the circle spans `circleSpan` of the grid plus one stroke.
    static func symbolBox(around center: Point, symbol: Symbol, strokeWidth: Double) -> Rect {
        let circleSpan = 19.0   // the catalogue's info circle: radius 9.5 of 24 units
        let unit = (ControlMetrics.infoButtonDiameter - strokeWidth) / circleSpan
        let side = unit * symbol.gridSize
        return Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let d = ControlMetrics.infoButtonDiameter
        let disc = Rect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        if let symbol {
            // The stroke of 17 pt regular text, as `info.circle` beside body text.
            let stroke = Symbol.strokeWidth(pointSize: 17, weight: .regular)
            let env = context.environment
            var tint = context.resolve(env.isEnabled ? color : .system(.tertiaryLabel))
            let dim = !isHighlighted ? 1 : env.colorScheme == .dark ? ControlMetrics.buttonPlainHighlightOpacityDark
                : ControlMetrics.buttonPlainHighlightOpacity
            tint = tint.withAlphaMultiplied(by: dim * context.opacity)
            symbol.draw(in: context.canvas, box: Self.symbolBox(around: Point(x: disc.midX, y: disc.midY), symbol: symbol,
                                                                 strokeWidth: stroke),
                        strokeWidth: stroke, color: tint)
        }
        drawFocusRing(in: context, around: disc, radii: CornerRadii(d / 2))
    }
}
