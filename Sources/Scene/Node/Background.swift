public import Graphics

/// What fills a node's bounds (inside its corner radius) before its content is drawn.
public enum Background: Sendable, Hashable {
    /// A colour, resolved against the node's environment.
    case color(ThemeColor)
    /// A linear gradient from `start` to `end`, given as fractions of the bounds (0…1 on each
    /// axis, `UnitPoint`-style: (0, 0) is the top-leading corner before RTL mirroring).
    case linearGradient(stops: [GradientStop], start: Point, end: Point)

    /// The paint for `bounds` in `environment`, with `opacity` folded in.
    func paint(in bounds: Rect, environment: EnvironmentValues, opacity: Double) -> Paint {
        switch self {
        case .color(let c):
            return .color(c.resolved(in: environment).withAlphaMultiplied(by: opacity))
        case .linearGradient(let stops, let start, let end):
            let rtl = environment.layoutDirection == .rightToLeft
            func at(_ p: Point) -> Point {
                Point(x: bounds.minX + (rtl ? 1 - p.x : p.x) * bounds.width, y: bounds.minY + p.y * bounds.height)
            }
            let faded = opacity < 1
                ? stops.map { GradientStop($0.color.withAlphaMultiplied(by: opacity), at: $0.location) } : stops
            return .linearGradient(LinearGradient(stops: faded, start: at(start), end: at(end)))
        }
    }

    /// Whether nothing shows.
    var isClear: Bool {
        if case .color(let c) = self, case .fixed(let color) = c.storage { return color.alpha <= 0 }
        return false
    }
}
