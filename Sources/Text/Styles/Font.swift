/// A size and weight of the font system's faces: what a run of text is set in.
///
/// The family comes from the ``FontFallbackChain`` (Inter first for Latin, then the script
/// fallbacks), so a `Font` names only what varies between HIG text styles.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The size in points (one em).
    public var pointSize: Double
    /// The weight; a real face of that weight is used when the family has one.
    public var weight: FontWeight

    /// Creates a font; sizes that are not finite or not positive become 17 points (the body size).
    public init(pointSize: Double, weight: FontWeight = .regular) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 1000) : 17
        self.weight = weight
    }

    public var description: String { "\(pointSize) pt, \(weight)" }
}
