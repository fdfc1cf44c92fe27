/// How heavy a font's strokes are, on the CSS/OpenType 100…900 scale.
///
/// Each weight selects a real face from the installed family (Inter ships every weight); a
/// family without that weight gives its nearest face, never a synthesised emboldening.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The OpenType weight class, 1…1000.
    public let value: Int

    /// Creates a weight from an OpenType weight class (clamped to 1…1000).
    public init(_ value: Int) { self.value = min(1000, max(1, value)) }

    /// Weight 300.
    public static let light = FontWeight(300)
    /// Weight 400.
    public static let regular = FontWeight(400)
    /// Weight 500.
    public static let medium = FontWeight(500)
    /// Weight 600.
    public static let semibold = FontWeight(600)
    /// Weight 700.
    public static let bold = FontWeight(700)
    /// Weight 800.
    public static let heavy = FontWeight(800)

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
    public var description: String { "weight \(value)" }
}

extension FontWeight {
    /// Weight 900.
    public static let black = FontWeight(900)

    /// The weight text takes while the Accessibility setting Bold Text is on (iOS
    /// `UIAccessibility.isBoldTextEnabled`): one step heavier, as iOS's system font steps —
    /// regular → semibold, medium and semibold → bold, bold → heavy, heavy → black; lighter
    /// weights one hundred heavier.
    public var boldTextVariant: FontWeight {
        switch value {
        case ..<400: FontWeight(value + 100)
        case 400..<500: .semibold
        case 500..<700: .bold
        case 700..<800: .heavy
        default: .black
        }
    }
}
