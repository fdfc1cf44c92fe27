/// The radius of each corner of a rounded rectangle, in points.
///
/// In canvas space *leading* is the minimum-x side; Scene mirrors radii for right-to-left layouts
/// before it draws.
public struct CornerRadii: Hashable, Sendable {
    /// The radius at minimum x, minimum y.
    public var topLeading: Double
    /// The radius at maximum x, minimum y.
    public var topTrailing: Double
    /// The radius at maximum x, maximum y.
    public var bottomTrailing: Double
    /// The radius at minimum x, maximum y.
    public var bottomLeading: Double

    /// The same radius at every corner.
    public init(_ all: Double) {
        self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all)
    }

    /// Each corner's own radius.
    public init(topLeading: Double, topTrailing: Double, bottomTrailing: Double, bottomLeading: Double) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomTrailing = bottomTrailing
        self.bottomLeading = bottomLeading
    }

    /// Square corners.
    public static let zero = CornerRadii(0)

    /// Whether every corner is square.
    public var isZero: Bool { topLeading <= 0 && topTrailing <= 0 && bottomTrailing <= 0 && bottomLeading <= 0 }

    /// The radii multiplied by `factor`.
    public func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(topLeading: topLeading * factor, topTrailing: topTrailing * factor,
                    bottomTrailing: bottomTrailing * factor, bottomLeading: bottomLeading * factor)
    }

    /// The radii made to fit a `width × height` rectangle: negative and NaN radii become 0, and
    /// when two radii on one side add up to more than that side, all four shrink by one factor
    /// (as CSS does), so corners never overlap.
    public func fitting(width: Double, height: Double) -> CornerRadii {
        func clean(_ r: Double) -> Double { r > 0 ? r : 0 }
        let tl = clean(topLeading), tr = clean(topTrailing), br = clean(bottomTrailing), bl = clean(bottomLeading)
        var f = 1.0
        if tl + tr > width { f = min(f, width / (tl + tr)) }
        if bl + br > width { f = min(f, width / (bl + br)) }
        if tl + bl > height { f = min(f, height / (tl + bl)) }
        if tr + br > height { f = min(f, height / (tr + br)) }
        return CornerRadii(topLeading: tl * f, topTrailing: tr * f, bottomTrailing: br * f, bottomLeading: bl * f)
    }
}
