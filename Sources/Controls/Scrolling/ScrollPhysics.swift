import Glibc
public import Scene

/// How quickly a flicked scroll view slows down: the fraction of its velocity kept per
/// millisecond, as UIKit's `UIScrollView.DecelerationRate` gives it.
public struct ScrollDecelerationRate: Sendable, Hashable {
    /// The velocity kept per millisecond (0 < value < 1).
    public let value: Double

    /// A rate of `value` per millisecond, clamped to 0.5 … 0.9999.
    public init(_ value: Double) { self.value = min(0.9999, max(0.5, value.isFinite ? value : 0.998)) }

    /// The standard rate (long glides). iOS `UIScrollView.DecelerationRate.normal`: 0.998.
    public static let normal = ScrollDecelerationRate(ControlMetrics.scrollDecelerationRateNormal)
    /// The fast rate (pickers, paging). iOS `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let fast = ScrollDecelerationRate(ControlMetrics.scrollDecelerationRateFast)
}

/// The motion of a flick along one axis after the finger lifts, in UIKit's closed form: the
/// velocity decays by the rate `d` every millisecond, so
///
/// - velocity: `v(t) = v₀ · d^(1000 t)`
/// - offset: `x(t) = x₀ + v₀ · (d^(1000 t) − 1) / (1000 · ln d)`
/// - distance to rest (the projection): `−v₀ / (1000 · ln d)`
/// - duration: until the distance left is below `threshold`:
///   `t = ln(−1000 · ln d · threshold / |v₀|) / (1000 · ln d)`
///
/// Times are in seconds, offsets in points, velocities in points per second. The type is the
/// one place this physics lives: scroll views, and pickers' wheels that snap to rows, use it.
public struct ScrollDeceleration: Sendable, Hashable {
    /// Where the motion starts, in points.
    public let startOffset: Double
    /// The velocity at the start, in points per second.
    public let initialVelocity: Double
    /// The rate.
    public let rate: ScrollDecelerationRate
    /// The distance left, in points, at which the motion counts as stopped (half a device pixel).
    public let threshold: Double

    /// A flick from `offset` at `velocity` (points per second), stopping when less than
    /// `threshold` points remain.
    public init(offset: Double, velocity: Double, rate: ScrollDecelerationRate = .normal,
                threshold: Double = ControlMetrics.scrollStopThreshold) {
        startOffset = offset
        initialVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate
        self.threshold = max(1e-6, threshold)
    }

    /// `1000 · ln d`: the decay constant per second (negative).
    var decay: Double { 1000 * log(rate.value) }

    /// The offset `t` seconds after the start.
    public func offset(at t: Double) -> Double {
        startOffset + initialVelocity * (pow(rate.value, 1000 * max(0, t)) - 1) / decay
    }

    /// The velocity `t` seconds after the start, in points per second.
    public func velocity(at t: Double) -> Double { initialVelocity * pow(rate.value, 1000 * max(0, t)) }

    /// Where the motion comes to rest: the start plus `−v₀ / (1000 ln d)`.
    public var restingOffset: Double { startOffset - initialVelocity / decay }

    /// The distance travelled to rest, in points (signed like the velocity).
    public var distance: Double { restingOffset - startOffset }

    /// How long the motion lasts, in seconds: until less than ``threshold`` points are left
    /// (zero for a velocity too small to move that far).
    public var duration: Double {
        let speed = abs(initialVelocity)
        guard speed > 0 else { return 0 }
        let ratio = -decay * threshold / speed
        guard ratio < 1 else { return 0 }
        return log(ratio) / decay
    }

    /// The time at which the motion has covered `distance` points from the start (signed like the
    /// velocity), or `nil` when it comes to rest first.
    public func time(toTravel distance: Double) -> Double? {
        guard initialVelocity != 0, distance * initialVelocity >= 0 else { return distance == 0 ? 0 : nil }
        let fraction = 1 + distance * decay / initialVelocity
        guard fraction > 0 else { return nil }
        return log(fraction) / decay
    }

    /// Where a flick at `velocity` from `offset` would come to rest: UIKit's projection (WWDC18
    /// "Designing Fluid Interfaces"), used to choose a page or a picker row before snapping.
    public static func project(offset: Double, velocity: Double, rate: ScrollDecelerationRate = .normal) -> Double {
        ScrollDeceleration(offset: offset, velocity: velocity, rate: rate).restingOffset
    }
}

/// UIScrollView's rubber band: how far content moves when pulled `overshoot` points past its
/// edge in a view `dimension` points long.
///
/// `f(x) = (1 − 1 / (x · c / d + 1)) · d` with `c` = ``ControlMetrics/scrollRubberBandCoefficient``
/// (0.55): the first points follow the finger at about half speed, and no pull moves the content
/// farther than the view's own length.
public enum RubberBand {
    /// The displacement shown for a pull of `overshoot` points (signed; the sign is kept).
    public static func offset(forOvershoot overshoot: Double, dimension: Double,
                              coefficient: Double = ControlMetrics.scrollRubberBandCoefficient) -> Double {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The pull that shows as `shown` points past an edge (the rubber band's inverse, signed), so
    /// that catching a stretched view continues from where it is.
    public static func overshoot(forOffset shown: Double, dimension: Double,
                                 coefficient: Double = ControlMetrics.scrollRubberBandCoefficient) -> Double {
        guard dimension > 0, coefficient > 0 else { return shown }
        let fraction = min(0.999, abs(shown) / dimension)
        let x = (1 / (1 - fraction) - 1) * dimension / coefficient
        return shown < 0 ? -x : x
    }

    /// The unconstrained value that ``clamp(_:to:dimension:)`` shows as `shown`.
    public static func unclamp(_ shown: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if shown < range.lowerBound {
            return range.lowerBound + overshoot(forOffset: shown - range.lowerBound, dimension: dimension)
        }
        if shown > range.upperBound {
            return range.upperBound + overshoot(forOffset: shown - range.upperBound, dimension: dimension)
        }
        return shown
    }

    /// `value` with the part outside `range` rubber-banded.
    public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
        if value < range.lowerBound {
            return range.lowerBound + offset(forOvershoot: value - range.lowerBound, dimension: dimension)
        }
        if value > range.upperBound {
            return range.upperBound + offset(forOvershoot: value - range.upperBound, dimension: dimension)
        }
        return value
    }
}

/// Chooses where a paged or snapping scroll comes to rest.
public enum ScrollSnapping {
    /// The page a paged scroll settles on after a drag that ends at `offset` with `velocity`
    /// (points per second): the page nearest the flick's projection, at most one page away from
    /// the page the drag started on (UIKit pages one page per flick), clamped to `0 ..< pageCount`.
    public static func page(offset: Double, velocity: Double, pageLength: Double, startPage: Int,
                            pageCount: Int, rate: ScrollDecelerationRate = .fast) -> Int {
        guard pageLength > 0, pageCount > 0 else { return 0 }
        let projected = ScrollDeceleration.project(offset: offset, velocity: velocity, rate: rate)
        var page = Int((projected / pageLength).rounded())
        page = min(startPage + 1, max(startPage - 1, page))
        return min(pageCount - 1, max(0, page))
    }

    /// The snapping stop (a picker row, a page) nearest the projection of a flick, for `stops`
    /// sorted ascending; `nil` when there are none.
    public static func nearestStop(offset: Double, velocity: Double, stops: [Double],
                                   rate: ScrollDecelerationRate = .normal) -> Double? {
        let projected = ScrollDeceleration.project(offset: offset, velocity: velocity, rate: rate)
        return stops.min { abs($0 - projected) < abs($1 - projected) }
    }

    /// A flick from `offset` at `velocity` (points per second) that comes to rest exactly on a
    /// multiple of `interval` (a picker row): the multiple nearest the flick's projection, reached
    /// by the same deceleration with the velocity adjusted by less than half an interval's worth,
    /// so the glide looks like the finger's own and still lands on the row. `nil` when the nearest
    /// multiple is behind the start (the lift was too slow to glide: settle with
    /// ``bounceSpring`` instead).
    public static func flick(offset: Double, velocity: Double, snappingTo interval: Double,
                             rate: ScrollDecelerationRate, threshold: Double = ControlMetrics.scrollStopThreshold)
        -> (motion: ScrollDeceleration, target: Double)? {
        guard interval > 0, velocity != 0, velocity.isFinite else { return nil }
        let projected = ScrollDeceleration.project(offset: offset, velocity: velocity, rate: rate)
        let target = (projected / interval).rounded() * interval
        guard (target - offset) * velocity > 0 else { return nil }
        let decay = 1000 * log(rate.value)
        let motion = ScrollDeceleration(offset: offset, velocity: -(target - offset) * decay, rate: rate,
                                        threshold: threshold)
        return (motion, target)
    }

    /// The spring that settles a bounce or a snap: UIScrollView's critically damped spring
    /// (mass 1, stiffness ``ControlMetrics/scrollBounceStiffness``, damping ratio 1).
    public static var bounceSpring: Spring {
        let k = ControlMetrics.scrollBounceStiffness
        return Spring(mass: 1, stiffness: k, damping: 2 * k.squareRoot())
    }

    /// `velocity` (points per second) capped so that ``bounceSpring``, started with it at an
    /// edge, carries the content at most `maximumOvershoot` points past the edge: a critically
    /// damped spring of natural frequency ω overshoots by at most `v / (e·ω)`.
    public static func bounceVelocity(_ velocity: Double, maximumOvershoot: Double) -> Double {
        let omega = ControlMetrics.scrollBounceStiffness.squareRoot()
        let limit = exp(1) * omega * max(0, maximumOvershoot)
        return max(-limit, min(limit, velocity))
    }
}
