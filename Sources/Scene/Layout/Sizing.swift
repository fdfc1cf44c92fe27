/// How a node's length on one axis is chosen when a layout container sizes it.
///
/// - ``fit(minimum:maximum:)``: its content's ideal length (text, children), clamped.
/// - ``fixed(_:)``: always this many points.
/// - ``flexible(minimum:maximum:)``: as much as the parent offers, clamped; containers give
///   space left over to flexible children.
public enum Sizing: Sendable, Hashable {
    /// The content's length, clamped to `minimum…maximum` points.
    case fit(minimum: Double = 0, maximum: Double = .infinity)
    /// Exactly this many points.
    case fixed(Double)
    /// What the parent offers, clamped to `minimum…maximum` points.
    case flexible(minimum: Double = 0, maximum: Double = .infinity)

    /// The content's length, unclamped.
    public static let fit = Sizing.fit()
    /// Any length the parent offers.
    public static let flexible = Sizing.flexible()

    /// Whether the length follows the parent's offer.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// The smallest length this sizing allows.
    public var minimum: Double {
        switch self {
        case .fit(let lo, _), .flexible(let lo, _): lo
        case .fixed(let v): v
        }
    }

    /// The largest length this sizing allows.
    public var maximum: Double {
        switch self {
        case .fit(_, let hi), .flexible(_, let hi): hi
        case .fixed(let v): v
        }
    }

    /// The length for an offer of `proposed` points (nil: ideal) and a content length computed
    /// on demand.
    func resolve(proposed: Double?, content: () -> Double) -> Double {
        switch self {
        case .fixed(let v): return max(0, v)
        case .fit(let lo, let hi): return clamp(content(), lo, hi)
        case .flexible(let lo, let hi):
            if let proposed { return clamp(proposed, lo, hi) }
            return clamp(content(), lo, hi)
        }
    }

    /// Whether resolving needs the content's length.
    var needsContent: Bool {
        if case .fixed = self { return false }
        return true
    }
}

@inline(__always)
func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { max(lo, min(hi, v)) }
