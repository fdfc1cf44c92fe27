public import Graphics
public import Scene
import Text
import Gestures

/// A push button (HIG §1.40): a style (plain, gray, tinted, filled) and a size (small, medium,
/// large) with its own corner radius; a symbol, a title or both, and an optional smaller
/// subtitle; a role (primary: bold title and Return; cancel: Escape; destructive: red); the
/// app's accent colour unless ``tint`` says otherwise. It answers touches in at least 44 × 44 pt
/// whatever its visual size (``ControlNode``).
///
/// While ``showsActivity`` is set it shows a spinner in place of its symbol and, when given,
/// ``activityTitle`` (“Checkout” → “Checking out…”).
///
/// ```swift
/// let checkout = Button(title: "Checkout", style: .filled, size: .large, role: .primary)
/// checkout.activityTitle = "Checking out…"
/// checkout.addAction { _ in checkout.showsActivity = true }
/// ```
open class Button: ControlNode {
    /// Where a button's symbol sits relative to its title.
    public enum SymbolPlacement: Sendable, Hashable {
        /// Before the title (left in LTR, right in RTL).
        case leading
        /// After the title.
        case trailing
    }

    /// The title (`nil` for a symbol-only button).
    public var title: String? { didSet { if title != oldValue { contentDidChange() } } }
    /// Secondary text under the title, in a smaller style (`nil`: none).
    public var subtitle: String? { didSet { if subtitle != oldValue { contentDidChange() } } }
    /// The symbol before the title (`nil`: none).
    public var symbol: Symbol? { didSet { if symbol != oldValue { contentDidChange() } } }
    /// The visual style.
    public var style: ButtonStyle { didSet { if style != oldValue { appearanceDidChange() } } }
    /// The size: height, corner radius, padding and text style.
    public var size: ButtonSize { didSet { if size != oldValue { contentDidChange() } } }
    /// The role; setting it sets the keyboard role (primary → Return, cancel → Escape).
    public var role: ButtonRole {
        didSet {
            guard role != oldValue else { return }
            keyRole = role.keyRole
            appearanceDidChange()
            contentDidChange()
        }
    }
    /// The colour of the content or fill (`nil`: the environment's tint, the app's accent
    /// colour). A destructive button is always red.
    public var tint: ThemeColor? { didSet { if tint != oldValue { appearanceDidChange() } } }
    /// Whether the button shows a spinner (and hides its symbol) while its action runs.
    public var showsActivity = false {
        didSet { if showsActivity != oldValue { contentDidChange() } }
    }
    /// Which side of the title the symbol (or spinner) goes: leading by default, trailing for
    /// a forward chevron (“Next ›”).
    public var symbolPlacement: SymbolPlacement = .leading {
        didSet { if symbolPlacement != oldValue { setNeedsLayout() } }
    }
    /// The title shown while ``showsActivity`` is set (`nil`: the title).
    public var activityTitle: String? { didSet { if activityTitle != oldValue { contentDidChange() } } }

    let symbolNode = SymbolNode(symbol: nil)
    let titleNode = TextNode("")
    let subtitleNode = TextNode("")
    let spinner = ActivityIndicator()

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - symbol: a catalogue symbol name (``SymbolCatalog/standard``).
    public init(title: String? = nil, subtitle: String? = nil, symbol: String? = nil,
                style: ButtonStyle = .plain, size: ButtonSize = .medium, role: ButtonRole = .normal) {
        self.title = title
        self.subtitle = subtitle
        self.symbol = symbol.flatMap { SymbolCatalog.standard[$0] }
        self.style = style
        self.size = size
        self.role = role
        super.init()
        keyRole = role.keyRole
        titleNode.maximumLines = 1
        subtitleNode.maximumLines = 1
        for child in [spinner, symbolNode, titleNode, subtitleNode] as [Node] { addChild(child) }
        drawingOutsets = EdgeInsets(top: Self.focusRingOutset, leading: Self.focusRingOutset,
                                    bottom: Self.focusRingOutset, trailing: Self.focusRingOutset)
        hitTestShape = .roundedBounds
        appearanceDidChange()
        contentDidChange()
    }

    // MARK: State changes

    func contentDidChange() {
        let activity = showsActivity
        let shownTitle = activity ? (activityTitle ?? title) : title
        titleNode.text = shownTitle ?? ""
        titleNode.isHidden = shownTitle == nil
        subtitleNode.text = subtitle ?? ""
        subtitleNode.isHidden = subtitle == nil || shownTitle == nil
        symbolNode.symbol = symbol
        symbolNode.isHidden = symbol == nil || activity
        spinner.isHidden = !activity
        if activity { spinner.startAnimating() } else { spinner.stopAnimating() }
        updateTextStyles()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func updateTextStyles() {
        let titleStyle = size.titleStyle
        titleNode.textStyle = titleStyle
        subtitleNode.textStyle = size.subtitleStyle
        symbolNode.textStyle = titleStyle
        let bold = role == .primary || keyRole == .primary
        if bold {
            let points = titleStyle.pointSize(textSize: environment.textSize)
            titleNode.font = Font(pointSize: points, weight: .semibold)
            symbolNode.weight = .semibold
        } else {
            titleNode.font = nil
            symbolNode.weight = nil
        }
        spinner.side = (Symbol.boxSide(pointSize: titleStyle.pointSize(textSize: environment.textSize)) * 0.9).rounded()
    }

    func appearanceDidChange() {
        var overrides = environmentOverrides
        overrides.tintColor = role == .destructive ? .system(.systemRed) : tint
        if overrides.tintColor != environmentOverrides.tintColor { environmentOverrides = overrides }
        let foreground = foregroundColor
        titleNode.color = foreground
        subtitleNode.color = foreground
        symbolNode.color = foreground
        spinner.color = foreground
        updateHighlightAppearance()
        setNeedsDisplay()
    }

    /// The colour of the title, subtitle, symbol and spinner.
    public var foregroundColor: ThemeColor { style == .filled ? .fixed(.white) : .tint }

    func updateHighlightAppearance() {
        let pressed = environment.colorScheme == .dark
            ? ControlMetrics.buttonPlainHighlightOpacityDark : ControlMetrics.buttonPlainHighlightOpacity
        let dim = isHighlighted && style == .plain && isEnabled ? pressed : 1
        for child in [symbolNode, titleNode, subtitleNode, spinner] as [Node] { child.opacity = dim }
    }

    override open func highlightDidChange() {
        updateHighlightAppearance()
        super.highlightDidChange()
    }

    override open func environmentDidChange() {
        super.environmentDidChange()
        updateTextStyles()
        updateHighlightAppearance()
    }

    /// Whether activating the button dismisses the nearest enclosing ``TransientView``: true
    /// for primary and cancel buttons.
    public var dismissesTransientView: Bool { role == .primary || role == .cancel || keyRole != .none }

    /// Sends the actions, then dismisses the enclosing ``TransientView`` when the button is a
    /// primary or cancel one. Does nothing while disabled.
    override open func activate() {
        guard isEnabled else { return }
        super.activate()
        guard dismissesTransientView else { return }
        var node = parent
        while let current = node {
            if let view = current as? any TransientView {
                view.dismissTransientView(by: self)
                return
            }
            node = current.parent
        }
    }

    // MARK: Layout

    override open var needsLayoutOnEnvironmentChange: Bool { true }
    override open var isLayoutContainer: Bool { true }

    /// The symbol or spinner before the title, if shown.
    var leadingItem: Node? {
        if showsActivity { return spinner }
        return symbol == nil ? nil : symbolNode
    }

    /// The widths and heights of the parts at their ideal sizes.
    func measureParts() -> (leading: Size, title: Size, subtitle: Size) {
        let leading = leadingItem?.sizeThatFits(.unspecified) ?? .zero
        let title = titleNode.isHidden ? .zero : titleNode.sizeThatFits(.unspecified)
        let subtitle = subtitleNode.isHidden ? .zero : subtitleNode.sizeThatFits(.unspecified)
        return (leading, title, subtitle)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let parts = measureParts()
        let textWidth = max(parts.title.width, parts.subtitle.width)
        let textHeight = parts.title.height + (parts.subtitle.height > 0 ? ControlMetrics.buttonTitlePadding + parts.subtitle.height : 0)
        let gap = parts.leading.width > 0 && textWidth > 0 ? ControlMetrics.buttonImagePadding : 0
        let contentHeight = max(textHeight, parts.leading.height)
        // A subtitle makes the button grow past its size's height, with room above and below.
        let padding = parts.subtitle.height > 0
            ? 2 * ControlMetrics.buttonVerticalPadding * size.height / ControlMetrics.buttonHeightMedium : 0
        let height = max(size.height, contentHeight + padding)
        var width = parts.leading.width + gap + textWidth + 2 * size.horizontalPadding
        if textWidth == 0 { width = max(height, parts.leading.width + 2 * (height - parts.leading.height) / 2) }
        if let offered = proposal.width { width = min(width, max(offered, height)) }
        return Size(width: width, height: height)
    }

    override open func layoutChildren() {
        let b = contentRect
        let parts = measureParts()
        let gap = parts.leading.width > 0 && !titleNode.isHidden ? ControlMetrics.buttonImagePadding : 0
        let available = max(0, b.width - 2 * size.horizontalPadding - parts.leading.width - gap)
        let textWidth = min(available, max(parts.title.width, parts.subtitle.width))
        let total = parts.leading.width + gap + textWidth
        let rtl = layoutDirection == .rightToLeft
        let start = b.minX + (b.width - total) / 2
        let textHeight = parts.title.height + (subtitleNode.isHidden ? 0 : ControlMetrics.buttonTitlePadding + parts.subtitle.height)
        func place(_ node: Node, x: Double, width: Double, y: Double, height: Double) {
            let physicalX = rtl ? b.minX + b.maxX - x - width : x
            node.frame = Rect(x: snap(physicalX), y: snap(y), width: width, height: height)
        }
        let trailing = symbolPlacement == .trailing
        if let leading = leadingItem {
            place(leading, x: trailing ? start + textWidth + gap : start, width: parts.leading.width,
                  y: b.midY - parts.leading.height / 2, height: parts.leading.height)
        }
        let textX = trailing ? start : start + parts.leading.width + gap
        var y = b.midY - textHeight / 2
        if !titleNode.isHidden {
            place(titleNode, x: textX + (textWidth - min(textWidth, parts.title.width)) / 2,
                  width: min(textWidth, parts.title.width), y: y, height: parts.title.height)
            y += parts.title.height + ControlMetrics.buttonTitlePadding
        }
        if !subtitleNode.isHidden {
            place(subtitleNode, x: textX + (textWidth - min(textWidth, parts.subtitle.width)) / 2,
                  width: min(textWidth, parts.subtitle.width), y: y, height: parts.subtitle.height)
        }
    }

    func snap(_ v: Double) -> Double {
        let scale = environment.displayScale
        return (v * scale).rounded() / scale
    }

    override open var firstBaseline: Double? {
        guard !titleNode.isHidden, let base = titleNode.firstBaseline else { return nil }
        return titleNode.frame.minY + base
    }

    // MARK: Drawing

    override open func draw(in context: DrawingContext) {
        let rect = context.bounds
        let radii = CornerRadii(effectiveCornerRadius)
        let corners = shapeCornerStyle
        let enabled = context.environment.isEnabled
        if style != .plain {
            let fill: Color
            if !enabled {
                fill = context.resolve(.system(.tertiarySystemFill))
            } else {
                switch style {
                case .filled: fill = context.resolve(.tint)
                case .tinted: fill = context.resolve(.tint).withAlphaMultiplied(by: tintedWashAlpha(context))
                case .gray, .plain: fill = context.resolve(.system(.tertiarySystemFill))
                }
            }
            context.canvas.fillRoundedRect(rect, radii: radii, style: corners, paint: .color(fill))
            if isHighlighted && enabled && style == .tinted {
                // A tinted button deepens its wash instead of greying it.
                let wash = context.resolve(.tint).withAlphaMultiplied(by: tintedWashAlpha(context))
                context.canvas.fillRoundedRect(rect, radii: radii, style: corners, paint: .color(wash))
            } else if isHighlighted && enabled {
                // Gray fills are dark already in dark mode: pressing lightens them there.
                let lightens = style == .gray && context.environment.colorScheme == .dark
                let shade = (lightens ? Color.white : Color.black)
                    .withAlphaMultiplied(by: ControlMetrics.highlightDarkening * context.opacity)
                context.canvas.fillRoundedRect(rect, radii: radii, style: corners, paint: .color(shade))
            }
        } else if context.environment.buttonShapes {
            drawButtonShapeUnderline(in: context)
        }
        drawFocusRing(in: context, around: rect, radii: radii, style: corners)
    }

    /// Button Shapes on a plain (borderless) button: its title underlined in the title's colour,
    /// as iOS underlines borderless text buttons. A symbol-only button has no underline.
    func drawButtonShapeUnderline(in context: DrawingContext) {
        guard !titleNode.isHidden, let baseline = titleNode.firstBaseline else { return }
        let scale = max(1, context.environment.displayScale)
        // One point at the body size, thicker with the text (pixels, whole).
        let thickness = max(1, (scale * titleNode.paragraphStyle.font.pointSize / 17).rounded()) / scale
        let y = ((titleNode.frame.minY + baseline + 2) * scale).rounded() / scale
        let width = min(titleNode.frame.width, titleNode.sizeThatFits(.unspecified).width)
        let x = context.environment.layoutDirection == .rightToLeft ? titleNode.frame.maxX - width : titleNode.frame.minX
        let color = context.resolve(titleNode.color).withAlphaMultiplied(by: titleNode.opacity)
        context.canvas.fill(Rect(x: x, y: y, width: width, height: thickness), paint: .color(color))
    }

    /// The corner radius drawn: half the height for a capsule (``ButtonSize/isCapsule``, at any
    /// height), otherwise the size's, at most half the height.
    public var effectiveCornerRadius: Double {
        size.isCapsule ? bounds.height / 2 : min(size.cornerRadius, bounds.height / 2)
    }

    /// The curve of the corners: circular ends for a capsule (a continuous curve cannot reach
    /// half the height and would flatten the ends), continuous corners otherwise.
    public var shapeCornerStyle: CornerStyle { size.isCapsule ? .circular : .continuous }

    /// The opacity of a tinted button's wash: iOS's light value, stronger in dark mode so the
    /// shape stays visible on black.
    func tintedWashAlpha(_ context: DrawingContext) -> Double {
        context.environment.colorScheme == .dark
            ? ControlMetrics.buttonTintedBackgroundAlphaDark : ControlMetrics.buttonTintedBackgroundAlpha
    }
}

extension Button: HIGLintSubject {
    /// A button: filled or not, destructive or not, primary (answers Return) or not.
    public var higLintTrait: HIGLintTrait {
        .button(isFilled: style == .filled, isDestructive: role == .destructive, isPrimary: keyRole == .primary)
    }
}
