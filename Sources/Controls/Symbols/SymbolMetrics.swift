public import Text

/// How symbols are sized and weighted next to text. The HIG gives no numbers here (HIG.md §6.4);
/// these follow how SF Symbols sit beside San Francisco on current iOS.
public enum SymbolMetrics {
    /// A symbol's square is this many times the adjacent text's point size: 17-pt body text
    /// gets a 21.25-pt symbol, about the cap height plus the descender of SF Symbols' medium scale.
    public static let boxPerPointSize = 1.25
    /// The stroke width per point of text size at regular weight (17 pt → 1.53 pt, the stem of
    /// the regular face).
    public static let strokePerPointSizeRegular = 0.09
    /// How much the stroke width per point size grows per weight unit (100 → +0.012: bold
    /// 17-pt text gives 2.14 pt).
    public static let strokePerPointSizePerWeight = 0.00012

    /// The stroke width, in points, matching text of `pointSize` points and `weight`.
    public static func strokeWidth(pointSize: Double, weight: FontWeight) -> Double {
        let perPoint = strokePerPointSizeRegular + Double(weight.value - 400) * strokePerPointSizePerWeight
        return pointSize * max(0.04, perPoint)
    }
}
