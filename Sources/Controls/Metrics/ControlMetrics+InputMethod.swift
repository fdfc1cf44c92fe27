public import Graphics
public import Scene

/// The numbers of the Japanese input method's candidate bar and marked text, marked **HIG** or
/// **iOS** as in ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Candidate bar (HIG §3.19 keyboards; iOS 17 Japanese keyboards)

    /// The height of the candidate bar above the keyboard. iOS: 44 pt (the bar that holds
    /// QuickType predictions, and the kana candidates on Japanese keyboards).
    public static let candidateBarHeight: Double = 44
    /// The padding on each side of a candidate's text. iOS: 14 pt.
    public static let candidateHorizontalPadding: Double = 14
    /// The narrowest a candidate cell is. HIG §3.6: the 44 pt touch target.
    public static let candidateMinimumWidth: Double = 44
    /// How far the separators between candidates stay from the bar's top and bottom. iOS: 10 pt.
    public static let candidateSeparatorInset: Double = 10
    /// The inset of the highlighted candidate's rounded background from its cell. iOS: 4 pt.
    public static let candidateHighlightInset: Double = 4
    /// The corner radius of the highlighted candidate's background. iOS: 6 pt.
    public static let candidateHighlightCornerRadius: Double = 6
    /// The width of the chevron's cell at the bar's trailing end, which expands the bar into
    /// the grid of all candidates. iOS: 44 pt (HIG §3.6 touch target).
    public static let candidateExpandButtonWidth: Double = 44
    /// The chevron's size: width by rise. iOS (the `chevron.down` glyph at the bar's text size): 14 × 7 pt.
    public static let candidateChevronSize = Size(width: 14, height: 7)
    /// The chevron's stroke. iOS (`chevron.down`, regular weight): 2 pt.
    public static let candidateChevronLineWidth: Double = 2
    /// The bar's background: the keyboard's. iOS 17: #D1D4D9 light, #2C2C2E dark.
    public static let candidateBarBackground = ThemeColor.dynamic(light: Color(hex: 0xD1D4D9), dark: Color(hex: 0x2C2C2E))
    /// The highlighted candidate's background: a key's face. iOS: white light, #6B6B6B dark.
    public static let candidateHighlightBackground = ThemeColor.dynamic(light: .white, dark: Color(hex: 0x6B6B6B))

    // MARK: Marked text (HIG §3.19; iOS)

    /// The underline of marked text being composed or a converted segment. iOS: 1 pt.
    public static let markedTextUnderlineWidth: Double = 1
    /// The underline of the focused segment during a conversion. iOS: 2 pt.
    public static let markedTextFocusedUnderlineWidth: Double = 2
    /// The gap left between two segments' underlines. iOS: 2 pt.
    public static let markedTextClauseGap: Double = 2
    /// The opacity of the tint behind the focused segment. iOS: 0.2, as a selection.
    public static let markedTextFocusedHighlightAlpha: Double = 0.2
}
