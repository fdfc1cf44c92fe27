/// How a timed animation's progress follows time: the fraction of the change done at each
/// fraction of the duration.
public enum AnimationCurve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Starts slowly, ends at full speed (Core Animation's ease-in, 0.42, 0, 1, 1).
    case easeIn
    /// Starts at full speed, slows to a stop (ease-out, 0, 0, 0.58, 1).
    case easeOut
    /// Slow at both ends (ease-in-ease-out, 0.42, 0, 0.58, 1).
    case easeInOut
    /// The system's default timing (Core Animation's `default`, 0.25, 0.1, 0.25, 1): a quick
    /// start and a long, gentle settle, which the HIG's motion guidance favours for most changes.
    case systemDefault
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as CSS's
    /// `cubic-bezier()`; x1 and x2 are clamped to 0…1.
    case cubicBezier(Double, Double, Double, Double)

    /// The progress (0…1, may overshoot for Béziers that do) at time fraction `t` (0…1).
    public func progress(at t: Double) -> Double {
        let t = max(0, min(1, t))
        switch self {
        case .linear: return t
        case .easeIn: return AnimationCurve.bezier(0.42, 0, 1, 1, t)
        case .easeOut: return AnimationCurve.bezier(0, 0, 0.58, 1, t)
        case .easeInOut: return AnimationCurve.bezier(0.42, 0, 0.58, 1, t)
        case .systemDefault: return AnimationCurve.bezier(0.25, 0.1, 0.25, 1, t)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return AnimationCurve.bezier(max(0, min(1, x1)), y1, max(0, min(1, x2)), y2, t)
        }
    }

    /// Solves x(s) = t for the curve parameter s (Newton, then bisection), returns y(s).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        func coord(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let err = coord(x1, x2, s) - t
            if abs(err) < 1e-9 { return coord(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<60 {
            let x = coord(x1, x2, s)
            if abs(x - t) < 1e-10 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return coord(y1, y2, s)
    }
}
