public import Graphics

/// A value the animation engine can move: it is a short vector of numbers, interpolated and
/// sprung component by component.
public protocol VectorAnimatable: Equatable {
    /// The value's numbers.
    var animatableComponents: [Double] { get }
    /// The value with these numbers.
    init(animatableComponents: [Double])
}

extension Double: VectorAnimatable {
    /// The number itself.
    public var animatableComponents: [Double] { [self] }
    /// The first number.
    public init(animatableComponents c: [Double]) { self = c.first ?? 0 }
}

extension Point: VectorAnimatable {
    /// x, y.
    public var animatableComponents: [Double] { [x, y] }
    /// From x, y.
    public init(animatableComponents c: [Double]) { self.init(x: c.count > 0 ? c[0] : 0, y: c.count > 1 ? c[1] : 0) }
}

extension Size: VectorAnimatable {
    /// width, height.
    public var animatableComponents: [Double] { [width, height] }
    /// From width, height.
    public init(animatableComponents c: [Double]) {
        self.init(width: c.count > 0 ? c[0] : 0, height: c.count > 1 ? c[1] : 0)
    }
}

extension Rect: VectorAnimatable {
    /// x, y, width, height.
    public var animatableComponents: [Double] { [minX, minY, width, height] }
    /// From x, y, width, height.
    public init(animatableComponents c: [Double]) {
        let v = c + [Double](repeating: 0, count: max(0, 4 - c.count))
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

extension Color: VectorAnimatable {
    /// Premultiplied red, green, blue, alpha, so that fading to clear does not darken.
    public var animatableComponents: [Double] { [red * alpha, green * alpha, blue * alpha, alpha] }
    /// From premultiplied components.
    public init(animatableComponents c: [Double]) {
        let v = c + [Double](repeating: 0, count: max(0, 4 - c.count))
        let a = max(0, min(1, v[3]))
        if a <= 0 {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else {
            self.init(red: max(0, min(1, v[0] / a)), green: max(0, min(1, v[1] / a)), blue: max(0, min(1, v[2] / a)),
                      alpha: a)
        }
    }
}

extension Transform2D: VectorAnimatable {
    /// a, b, c, d, tx, ty (interpolated as a matrix: good for translations and scales; large
    /// rotations pass through a shrink).
    public var animatableComponents: [Double] { [a, b, c, d, tx, ty] }
    /// From a, b, c, d, tx, ty.
    public init(animatableComponents v: [Double]) {
        let m = v + [Double](repeating: 0, count: max(0, 6 - v.count))
        self.init(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
}
