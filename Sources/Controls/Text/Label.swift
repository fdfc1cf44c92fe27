public import Graphics
public import Scene
public import Text

/// A label (HIG §1.20): a small amount of static text that names part of the interface or
/// gives brief help, in a HIG text style, colour and alignment.
///
/// As iOS's `UILabel` it shows one line unless ``maximumLines`` says more (0: as many as the
/// text needs), and cuts what does not fit with an ellipsis at the ``truncation`` position
/// (tail, head, middle; `.none` drops the lines past the last without one). With
/// ``adjustsFontSizeToFitWidth`` the text first shrinks, down to ``minimumScaleFactor`` of its
/// size, until it fits the width (and, with several lines, the lines and the height), and only
/// then truncates; the line height shrinks with it. Legibility first (HIG §1.20): keep the
/// factor at 0.5 or more.
///
/// ```swift
/// let title = Label("Brightness and wallpaper", style: .headline)
/// title.adjustsFontSizeToFitWidth = true
/// title.minimumScaleFactor = 0.7
/// ```
@MainActor
public final class Label: Node {
    /// The text node drawing the text at the chosen size.
    let textNode: TextNode

    /// The text. Changing it relays out.
    public var text: String {
        get { textNode.text }
        set { textNode.text = newValue; fitDidChange() }
    }
    /// The HIG text style, scaled by the environment's text size.
    public var textStyle: TextStyle {
        get { textNode.textStyle }
        set { textNode.textStyle = newValue; fitDidChange() }
    }
    /// A font to use instead of ``textStyle``'s (not scaled by the text size).
    public var font: Font? {
        didSet { if font != oldValue { fitDidChange() } }
    }
    /// The text colour (disabled text is drawn in the tertiary label colour).
    public var color: ThemeColor {
        get { textNode.color }
        set { textNode.color = newValue }
    }
    /// Where lines sit: `.natural` follows the layout direction.
    public var alignment: TextAlignment {
        get { textNode.alignment }
        set { textNode.alignment = newValue; fitDidChange() }
    }
    /// The most lines shown; 0 for as many as the text needs. iOS default: 1.
    public var maximumLines: Int {
        get { textNode.maximumLines }
        set { textNode.maximumLines = max(0, newValue); fitDidChange() }
    }
    /// Where the ellipsis goes when the text is cut.
    public var truncation: TruncationMode {
        get { textNode.truncation }
        set { textNode.truncation = newValue; fitDidChange() }
    }
    /// The base direction of the text (a phone number stays left to right).
    public var textDirection: ParagraphDirection {
        get { textNode.textDirection }
        set { textNode.textDirection = newValue; fitDidChange() }
    }
    /// Whether the text shrinks to fit before it is truncated.
    public var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { fitDidChange() } }
    }
    /// The smallest fraction of the font size the text shrinks to, 0 … 1 (0: no shrinking, as
    /// iOS).
    public var minimumScaleFactor: Double = 0 {
        didSet {
            minimumScaleFactor = minimumScaleFactor.isFinite ? max(0, min(1, minimumScaleFactor)) : 0
            if minimumScaleFactor != oldValue { fitDidChange() }
        }
    }
    /// The fraction of the font size the text is drawn at now (1 unless it shrank).
    public private(set) var appliedScale: Double = 1

    /// Scales found for (width, height) offers since the last change.
    private var scaleCache: [(width: Double?, height: Double?, scale: Double)] = []

    /// A label showing `text` in `style` and `color`, one line by default.
    public init(_ text: String, style: TextStyle = .body, color: ThemeColor = .label) {
        textNode = TextNode(text, style: style, color: color)
        super.init()
        textNode.maximumLines = ControlMetrics.labelDefaultMaximumLines
        textNode.isUserInteractionEnabled = false
        addChild(textNode)
    }

    public override var isLayoutContainer: Bool { true }
    public override var needsLayoutOnEnvironmentChange: Bool { true }

    public override func environmentDidChange() {
        scaleCache.removeAll()
        super.environmentDidChange()
    }

    private func fitDidChange() {
        scaleCache.removeAll()
        setNeedsLayout()
    }

    /// The fonts text is set with: the environment's, as ``TextNode`` finds them (``Node/textFonts``:
    /// `nil` only while the label is in no scene).
    private var fonts: FontSystem? { textFonts }

    // MARK: Layout

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        guard let fonts else { return textNode.sizeThatFits(proposal) }
        let style = paragraphStyle(scale: fittingScale(width: proposal.width, height: proposal.height))
        var size = Paragraph(text, style: style, width: nil, fonts: fonts).size
        if let width = proposal.width, width < size.width {
            size = Paragraph(text, style: style, width: width, fonts: fonts).size
        }
        // Whole device pixels, so text never clips by a fraction.
        let s = environment.displayScale
        return Size(width: (size.width * s).rounded(.up) / s, height: (size.height * s).rounded(.up) / s)
    }

    public override func layoutChildren() {
        let rect = contentRect
        applyFont(scale: fittingScale(width: rect.width, height: rect.height))
        textNode.frame = rect
    }

    public override var firstBaseline: Double? {
        textNode.firstBaseline.map { $0 + textNode.frame.minY }
    }

    /// Gives the text node the font at `scale` (none of its own when unscaled, so the text size
    /// setting keeps applying).
    private func applyFont(scale: Double) {
        appliedScale = scale
        let font = scale < 1 ? scaledFont(scale) : self.font
        if textNode.font != font { textNode.font = font }
    }

    private func scaledFont(_ scale: Double) -> Font {
        let base = font ?? textStyle.font(textSize: environment.textSize)
        return Font(pointSize: base.pointSize * scale, weight: base.weight)
    }

    /// The paragraph style of the text shrunk to `scale`: the font and the style's line height
    /// scaled together.
    func paragraphStyle(scale: Double) -> ParagraphStyle {
        let env = environment
        var style = ParagraphStyle(textStyle: textStyle, textSize: env.textSize, alignment: alignment,
                                   maximumLines: maximumLines, truncation: truncation)
        var shrunk = scaledFont(scale)
        // The text node sets it one weight heavier under Bold Text; measured the same way.
        if env.boldText { shrunk.weight = shrunk.weight.boldTextVariant }
        if let leading = style.lineHeight {
            style.lineHeight = (leading * shrunk.pointSize / textStyle.pointSize(textSize: env.textSize)).rounded()
        }
        style.font = shrunk
        style.direction = textDirection
        style.layoutDirection = env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return style
    }

    /// The largest scale, in ``ControlMetrics/labelScaleStep`` steps of the font size, at which the
    /// text fits `width` (and `height`, when given) untruncated; ``minimumScaleFactor`` when even
    /// that does not fit; 1 when shrinking is off or the text fits.
    func fittingScale(width: Double?, height: Double?) -> Double {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor < 1, let width, let fonts else { return 1 }
        if let hit = scaleCache.first(where: { $0.width == width && $0.height == height }) { return hit.scale }
        func fits(_ scale: Double) -> Bool {
            let p = Paragraph(text, style: paragraphStyle(scale: scale), width: width, fonts: fonts)
            if p.isTruncated { return false }
            guard let height else { return true }
            return p.size.height <= height + 0.5
        }
        let baseSize = (font ?? textStyle.font(textSize: environment.textSize)).pointSize
        var scale = 1.0
        if !fits(1) {
            // Font sizes from the smallest allowed up to the full size, in fixed steps.
            let step = ControlMetrics.labelScaleStep
            let lowest = max(step, baseSize * minimumScaleFactor)
            var lo = 0, hi = Int(((baseSize - lowest) / step).rounded(.down))  // index of size lowest + i·step
            if !fits(lowest / baseSize) {
                scale = lowest / baseSize
            } else {
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if fits((lowest + Double(mid) * step) / baseSize) { lo = mid } else { hi = mid - 1 }
                }
                scale = (lowest + Double(lo) * step) / baseSize
            }
        }
        if scaleCache.count >= 4 { scaleCache.removeFirst() }
        scaleCache.append((width, height, scale))
        return scale
    }
}
