public import Graphics
public import Text

/// A run of text laid out with ``Paragraph``: a HIG text style scaled by the environment's text
/// size, wrapped to the width its parent gives it, aligned by layout direction, coloured by a
/// ``ThemeColor``.
///
/// Its ideal size is the unwrapped text; offered less width, it wraps (or truncates at
/// ``maximumLines``). Its ``firstBaseline`` lets a ``StackNode`` align rows of text. Text,
/// style and size changes relay out; a colour change only redraws.
open class TextNode: Node {
    /// The text.
    public var text: String {
        didSet { if text != oldValue { textDidChange() } }
    }
    /// The HIG text style (body, headline, …), scaled by ``EnvironmentValues/textSize``.
    public var textStyle: TextStyle {
        didSet { if textStyle != oldValue { textDidChange() } }
    }
    /// A font to use instead of ``textStyle``'s (not scaled by the text size); the line height
    /// stays the text style's, scaled to the font's size.
    public var font: Font? {
        didSet { if font != oldValue { textDidChange() } }
    }
    /// The text colour; disabled text (``EnvironmentValues/isEnabled`` false) uses
    /// ``SystemColor/tertiaryLabel``. A change inside an animation block cross-fades.
    public final var color: ThemeColor {
        @inlinable get { storedColor }
        set {
            let oldValue = storedColor
            storedColor = newValue
            guard color != oldValue else { return }
            if let animator = owner?.animator {
                let env = environment
                let shown = presentationColor ?? oldValue.resolved(in: env)
                _ = animator.intercept(self, .textColor, from: shown, to: color.resolved(in: env)) { node, value in
                    node.presentationColor = value
                    node.setNeedsDisplay()
                }
            }
            setNeedsDisplay()
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedColor: ThemeColor

    /// The colour shown while a colour change animates.
    @exclusivity(unchecked) final var presentationColor: Color?
    /// Where lines sit: `.natural` follows the interface's layout direction (UIKit's `.natural`).
    public final var alignment: TextAlignment {
        @inlinable get { storedAlignment }
        set {
            let oldValue = storedAlignment
            storedAlignment = newValue
            if alignment != oldValue { textDidChange() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedAlignment: TextAlignment = .natural
    /// The most lines shown (0: no limit); the rest is cut with an ellipsis.
    public final var maximumLines: Int {
        @inlinable get { storedMaximumLines }
        set {
            let oldValue = storedMaximumLines
            storedMaximumLines = newValue
            if maximumLines != oldValue { textDidChange() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedMaximumLines: Int = 0
    /// Where the ellipsis goes.
    public var truncation: TruncationMode = .tail {
        didSet { if truncation != oldValue { textDidChange() } }
    }
    /// The base direction of the text: from its first strong character, or forced (a phone
    /// number stays left to right).
    public var textDirection: ParagraphDirection = .natural {
        didSet { if textDirection != oldValue { textDidChange() } }
    }

    // Read every frame; main-actor isolated and never held across a call (see Node).
    // Boxed: reading or dropping one is a retain or a release, where a `(width, Paragraph)`
    // tuple is copied and destroyed field by field through the runtime's generic tuple witnesses.
    @exclusivity(unchecked) private var layouts: [SetParagraph] = []
    /// The paragraph last drawn, so that a frame that redraws unchanged text does not search
    /// ``layouts`` or test the realignment again, and the content width it was chosen for.
    @exclusivity(unchecked) private var drawn: SetParagraph?
    @exclusivity(unchecked) private var drawnContentWidth = 0.0

    /// Creates a text node.
    public init(_ text: String, style: TextStyle = .body, color: ThemeColor = .label) {
        self.text = text
        self.textStyle = style
        storedColor = color
        super.init()
    }

    override open var foldsOpacityIntoContent: Bool { true }
    override open var needsLayoutOnEnvironmentChange: Bool { true }

    override open func environmentDidChange() {
        layouts.removeAll()
        drawn = nil
        super.environmentDidChange()
    }

    func textDidChange() {
        layouts.removeAll()
        drawn = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The paragraph style from the node's properties and environment.
    public var paragraphStyle: ParagraphStyle {
        let env = environment
        var style = ParagraphStyle(textStyle: textStyle, textSize: env.textSize, boldText: env.boldText)
        if var font, let leading = style.lineHeight {
            // A font in place of the style's (a bold title, a semibold primary button) keeps the
            // style's line height, scaled to the font's size: one rhythm per style. Bold Text
            // makes it one weight heavier too, as iOS does the system font's weights.
            let size = textStyle.pointSize(textSize: env.textSize)
            if env.boldText { font.weight = font.weight.boldTextVariant }
            style.font = font
            style.lineHeight = (leading * font.pointSize / size).rounded()
        }
        style.direction = textDirection
        style.layoutDirection = env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        style.alignment = alignment
        style.maximumLines = maximumLines
        style.truncation = truncation
        return style
    }

    /// The text laid out at `width` points (`nil`: unwrapped), or `nil` while the node is in no
    /// scene (see ``Node/textFonts``).
    public func paragraph(width: Double?) -> Paragraph? { layout(width: width)?.paragraph }

    /// ``paragraph(width:)`` in its box.
    private func layout(width: Double?) -> SetParagraph? {
        for layout in layouts where layout.width == width { return layout }
        guard let fonts = textFonts else { return nil }
        return remember(Paragraph(text, style: paragraphStyle, width: width, fonts: fonts), width: width)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        guard let unwrapped = layout(width: nil) else { return .zero }
        let ideal = unwrapped.paragraph.size
        guard let width = proposal.width, width < ideal.width else { return ceilSize(ideal) }
        return ceilSize(layout(width: width)?.paragraph.size ?? .zero)
    }

    /// Sizes round up to whole points at the display scale so text never clips by a fraction.
    func ceilSize(_ s: Size) -> Size {
        let scale = environment.displayScale
        return Size(width: (s.width * scale).rounded(.up) / scale, height: (s.height * scale).rounded(.up) / scale)
    }

    /// The paragraph as drawn now: wrapped to the content width unless it fits unwrapped. A
    /// single line that fits is the unwrapped paragraph realigned in the content width
    /// (``Paragraph/realigned(toWidth:)``), so a row's label is set once, not twice.
    var drawnParagraph: Paragraph? { drawnLayout?.paragraph }

    /// ``drawnParagraph`` in its box (drawing reads the paragraph in place).
    private var drawnLayout: SetParagraph? {
        let width = contentRect.width
        if let drawn, drawnContentWidth == width { return drawn }
        guard let chosen = chooseParagraph(width: width) else { return nil }
        drawn = chosen
        drawnContentWidth = width
        return chosen
    }

    private func chooseParagraph(width: Double) -> SetParagraph? {
        guard let unwrappedLayout = layout(width: nil) else { return nil }
        let unwrapped = unwrappedLayout.paragraph
        // A left-to-right line in a left-to-right interface starts at the box's leading edge
        // when aligned `.natural` or `.leading` (the paragraph places both at x = 0): the
        // unwrapped paragraph is the one to draw, trailing spaces included (a realignment
        // would refuse those and set the text again).
        if unwrapped.size.width <= width + 1e-6 && maximumLines == 0
            && (alignment == .natural || alignment == .leading)
            && unwrapped.lines.count == 1 && unwrapped.lines[0].direction == .leftToRight
            && layoutDirection == .leftToRight {
            return unwrappedLayout
        }
        for layout in layouts where layout.width == width { return layout }
        if let realigned = unwrapped.realigned(toWidth: width) { return remember(realigned, width: width) }
        return layout(width: width)
    }

    @discardableResult
    private func remember(_ paragraph: Paragraph, width: Double?) -> SetParagraph {
        if layouts.count >= 3 { layouts.removeFirst() }
        let layout = SetParagraph(width: width, paragraph: paragraph)
        layouts.append(layout)
        return layout
    }

    override open func draw(in context: DrawingContext) {
        guard let layout = drawnLayout else { return }
        let env = context.environment
        let base = env.isEnabled ? color : .system(.tertiaryLabel)
        var shown = context.resolve(base)
        if let presentationColor, env.isEnabled {
            if owner?.animator.isAnimating(Animator.Key(node: self, property: .textColor)) == true {
                shown = context.opacity < 1
                    ? presentationColor.withAlphaMultiplied(by: context.opacity) : presentationColor
            } else {
                self.presentationColor = nil
            }
        }
        let rect = contentRect
        layout.draw(in: context.canvas, at: Point(x: rect.minX, y: rect.minY), color: shown)
    }

    override open var firstBaseline: Double? {
        guard let layout = drawnLayout else { return nil }
        return contentRect.minY + layout.paragraph.firstBaseline
    }
}

/// A paragraph a ``TextNode`` set, and the width it was set or realigned for (`nil`: unwrapped).
private final class SetParagraph {
    let width: Double?
    let paragraph: Paragraph

    init(width: Double?, paragraph: Paragraph) {
        self.width = width
        self.paragraph = paragraph
    }

    /// Draws the paragraph where it is kept. Read out of the box by the text node's `draw`, the
    /// paragraph was copied for the call and the copy destroyed after it (a retain and a release
    /// of every array in it, each label of each frame); inside the box's own method it is
    /// borrowed.
    @inline(never)
    func draw(in canvas: Canvas, at origin: Point, color: Color) {
        paragraph.draw(in: canvas, at: origin, color: color)
    }
}
