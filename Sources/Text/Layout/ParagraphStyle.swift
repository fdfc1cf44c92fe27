/// How a ``Paragraph`` is set: font, direction, alignment, line limits and truncation.
public struct ParagraphStyle: Sendable, Hashable {
    /// The font; characters it lacks fall back through the ``FontFallbackChain``.
    public var font: Font
    /// The base direction: from the text (`.natural`), or forced.
    public var direction: ParagraphDirection
    /// The interface's layout direction, which ``TextAlignment/natural``, `.leading` and
    /// `.trailing` follow.
    public var layoutDirection: TextDirection
    /// Where lines sit between the paragraph's edges.
    public var alignment: TextAlignment
    /// The most lines shown; 0 means no limit. Text past the last line is truncated.
    public var maximumLines: Int
    /// Where the ellipsis goes when text is cut.
    public var truncation: TruncationMode
    /// The distance between baselines, in points; `nil` for the natural height of the chain's
    /// first face. Fallback faces never change it (they sit on the first face's baseline).
    public var lineHeight: Double?
    /// A BCP 47 language tag for shaping and line breaking (“ja”); `nil` to infer: Han and kana
    /// are shaped as Japanese.
    public var language: String?

    /// Creates a paragraph style.
    public init(font: Font = Font(pointSize: 17), direction: ParagraphDirection = .natural,
                layoutDirection: TextDirection = .leftToRight, alignment: TextAlignment = .natural,
                maximumLines: Int = 0, truncation: TruncationMode = .tail, lineHeight: Double? = nil,
                language: String? = nil) {
        self.font = font
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.alignment = alignment
        self.maximumLines = max(0, maximumLines)
        self.truncation = truncation
        self.lineHeight = lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.language = language
    }

    /// A style with a HIG text style's font and line height at `textSize`, one weight heavier
    /// with `boldText` (the Accessibility setting Bold Text).
    public init(textStyle: TextStyle, textSize: TextSize = .large, boldText: Bool = false,
                alignment: TextAlignment = .natural, maximumLines: Int = 0, truncation: TruncationMode = .tail) {
        self.init(font: textStyle.font(textSize: textSize, boldText: boldText), alignment: alignment,
                  maximumLines: maximumLines,
                  truncation: truncation, lineHeight: textStyle.lineHeight(textSize: textSize))
    }
}
