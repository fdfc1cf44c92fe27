/// A damped spring: the value is pulled to its target by a force proportional to the distance
/// and slowed by a force proportional to its speed, solved in closed form, so a spring started
/// with the speed of an interrupted animation continues smoothly.
public struct Spring: Sendable, Hashable {
    /// The mass on the spring.
    public var mass: Double
    /// The spring constant (stiffness).
    public var stiffness: Double
    /// The damping coefficient.
    public var damping: Double

    /// A spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = max(1e-6, mass)
        self.stiffness = max(1e-6, stiffness)
        self.damping = max(0, damping)
    }

    /// A spring described as SwiftUI describes it: `response` is the period of the undamped
    /// oscillation in seconds, `dampingFraction` is 1 for no overshoot, less to bounce.
    public init(response: Double, dampingFraction: Double) {
        let r = max(0.01, response)
        let omega = 2 * Double.pi / r
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * max(0, dampingFraction) * omega)
    }

    /// The system's default spring: response 0.55 s, critically damped (no overshoot).
    public static let smooth = Spring(response: 0.55, dampingFraction: 1)
    /// A snappy spring with a small overshoot: response 0.35 s, damping 0.85.
    public static let snappy = Spring(response: 0.35, dampingFraction: 0.85)
    /// A bouncy spring: response 0.5 s, damping 0.7.
    public static let bouncy = Spring(response: 0.5, dampingFraction: 0.7)

    /// The same spring damped at least critically: it settles without overshoot in about the
    /// same time. The animator runs springs so while Reduce Motion is on
    /// (``EnvironmentValues/reduceMotion``).
    public var withoutOvershoot: Spring {
        Spring(mass: mass, stiffness: stiffness, damping: max(damping, 2 * (stiffness * mass).squareRoot()))
    }

    /// The natural angular frequency.
    var omega0: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio (1: critical).
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the target and the velocity at `t` seconds, for a start at
    /// displacement `x0` with velocity `v0`.
    public func state(displacement x0: Double, velocity v0: Double,
                      at t: Double) -> (displacement: Double, velocity: Double) {
        let w0 = omega0, z = zeta
        if z < 1 - 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            let e = Foundationless.exp(-z * w0 * t)
            let c = Foundationless.cos(wd * t), s = Foundationless.sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((-z * w0) * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        } else if z <= 1 + 1e-9 {
            let e = Foundationless.exp(-w0 * t)
            let b = v0 + w0 * x0
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = Foundationless.exp(r1 * t), e2 = Foundationless.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}
