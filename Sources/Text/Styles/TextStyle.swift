/// The HIG's text styles: each a size, weight and line height that scales with ``TextSize``.
///
/// Sizes and weights follow HIG Typography, “iOS, iPadOS Dynamic Type sizes” (points, Large is
/// the default); line heights (“leading”) follow the same tables at Large and scale with the size.
public enum TextStyle: Sendable, Hashable, CaseIterable {
    /// Large Title: 34 pt regular at the default size.
    case largeTitle
    /// Title 1: 28 pt regular.
    case title1
    /// Title 2: 22 pt regular.
    case title2
    /// Title 3: 20 pt regular.
    case title3
    /// Headline: 17 pt semibold.
    case headline
    /// Body: 17 pt regular, the default for text.
    case body
    /// Callout: 16 pt regular.
    case callout
    /// Subheadline: 15 pt regular.
    case subheadline
    /// Footnote: 13 pt regular.
    case footnote
    /// Caption 1: 12 pt regular.
    case caption1
    /// Caption 2: 11 pt regular.
    case caption2

    /// Point sizes per ``TextSize``, extra small … accessibility XXXL (HIG Typography tables).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The line height at the default size (Large), in points.
    private var largeLineHeight: Double {
        switch self {
        case .largeTitle: return 41
        case .title1: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption1: return 16
        case .caption2: return 13
        }
    }

    /// The size in points at `textSize`.
    public func pointSize(textSize: TextSize = .large) -> Double { sizes[textSize.rawValue] }

    /// The weight: semibold for the headline, regular for every other style.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The font at `textSize`; with `boldText` (the Accessibility setting Bold Text) one weight
    /// heavier (``FontWeight/boldTextVariant``: body semibold, headline bold).
    public func font(textSize: TextSize = .large, boldText: Bool = false) -> Font {
        Font(pointSize: pointSize(textSize: textSize), weight: boldText ? weight.boldTextVariant : weight)
    }

    /// The distance between baselines at `textSize`, in points (whole points).
    public func lineHeight(textSize: TextSize = .large) -> Double {
        let large = sizes[TextSize.large.rawValue]
        return (largeLineHeight * pointSize(textSize: textSize) / large).rounded()
    }
}
