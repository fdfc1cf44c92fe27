public import Text

/// A button's size (HIG §1.40: three sizes), each with its own height, corner radius, padding and
/// text style (``ControlMetrics``).
public enum ButtonSize: Sendable, Hashable, CaseIterable {
    /// 28 pt high, a capsule, subheadline text.
    case small
    /// 34 pt high, 8 pt corners, body text.
    case medium
    /// 50 pt high, 12 pt corners, body text.
    case large

    /// The minimum visual height, in points.
    public var height: Double {
        switch self {
        case .small: ControlMetrics.buttonHeightSmall
        case .medium: ControlMetrics.buttonHeightMedium
        case .large: ControlMetrics.buttonHeightLarge
        }
    }

    /// The corner radius, in points (a capsule's is half its height: ``Button/effectiveCornerRadius``).
    public var cornerRadius: Double {
        switch self {
        case .small: ControlMetrics.buttonCornerRadiusSmall
        case .medium: ControlMetrics.buttonCornerRadiusMedium
        case .large: ControlMetrics.buttonCornerRadiusLarge
        }
    }

    /// Whether the shape is a capsule: ends of half the height whatever the height (a subtitle
    /// makes a button taller), drawn with circular ends. The other sizes use continuous corners.
    public var isCapsule: Bool { self == .small }

    /// The leading and trailing padding, in points.
    public var horizontalPadding: Double {
        switch self {
        case .small: ControlMetrics.buttonPaddingSmall
        case .medium: ControlMetrics.buttonPaddingMedium
        case .large: ControlMetrics.buttonPaddingLarge
        }
    }

    /// The title's text style.
    public var titleStyle: TextStyle { self == .small ? .subheadline : .body }

    /// The subtitle's text style: smaller than the title (HIG §1.40).
    public var subtitleStyle: TextStyle { self == .small ? .caption1 : .footnote }
}

extension ButtonSize: CustomStringConvertible {
    /// The case's name (`small`, `medium`, `large`), spelled out so that printing one does not
    /// reflect on the type at run time.
    public var description: String {
        switch self {
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        }
    }
}
