/// How a paint turns into colours along a span, in device pixels.
///
/// A gradient is resolved once per draw into a 256-entry premultiplied colour ramp and an affine
/// map from device pixels to ramp positions; spans then index the ramp.
enum Shader {
    /// One premultiplied pixel everywhere.
    case solid(UInt32)
    /// `t = base + dx·(x + ½) + dy·(y + ½)` picks the ramp entry.
    case linear(base: Double, dx: Double, dy: Double)
    /// The user-space point of device pixel (x, y) is `inverse(x + ½, y + ½)`; `t` is its distance
    /// from `center` over the radius.
    case radial(inverse: Transform2D, center: Point, inverseRadius: Double)

    /// Resolves `paint` under the user → device transform `transform`, scaling its opacity by
    /// `opacity` and writing a gradient's ramp into `ramp` (256 pixels).
    static func make(_ paint: Paint, transform: Transform2D, opacity: Double,
                     ramp: UnsafeMutablePointer<UInt32>) -> Shader {
        switch paint {
        case .color(let color):
            return .solid(color.withAlphaMultiplied(by: opacity).premultipliedPixel)
        case .linearGradient(let g):
            guard let inverse = transform.inverted(), g.stops.count > 1 else {
                return .solid(g.stops.first?.color.withAlphaMultiplied(by: opacity).premultipliedPixel ?? 0)
            }
            fillRamp(ramp, stops: g.stops, opacity: opacity)
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let len2 = vx * vx + vy * vy
            guard len2 > 0 else { return .solid(ramp[255]) }
            // t(user) = ((u - start) · v) / |v|²; user = inverse(device).
            let ax = vx / len2, ay = vy / len2
            return .linear(base: (inverse.tx - g.start.x) * ax + (inverse.ty - g.start.y) * ay,
                           dx: inverse.a * ax + inverse.b * ay,
                           dy: inverse.c * ax + inverse.d * ay)
        case .radialGradient(let g):
            guard let inverse = transform.inverted(), g.stops.count > 1, g.radius > 0 else {
                return .solid(g.stops.last?.color.withAlphaMultiplied(by: opacity).premultipliedPixel ?? 0)
            }
            fillRamp(ramp, stops: g.stops, opacity: opacity)
            return .radial(inverse: inverse, center: g.center, inverseRadius: 1 / g.radius)
        }
    }

    /// Writes the colours of `count` pixels starting at device (x, y) into `out`.
    func colors(x: Int, y: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let p):
            out.update(repeating: p, count: count)
        case .linear(let base, let dx, let dy):
            if dx == 0 {
                // Straight down the device: one colour along the row.
                return out.update(repeating: Self.linearPixel(base: base, dx: dx, dy: dy, x: x, y: y, ramp: ramp),
                                  count: count)
            }
            var t = (base + dx * (Double(x) + 0.5) + dy * (Double(y) + 0.5)) * 255
            let step = dx * 255
            for i in 0..<count {
                let k = t <= 0 ? 0 : (t >= 255 ? 255 : Int(t + 0.5))
                out[i] = ramp[k]
                t += step
            }
        case .radial(let inv, let c, let ir):
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var ux = inv.a * px + inv.c * py + inv.tx - c.x
            var uy = inv.b * px + inv.d * py + inv.ty - c.y
            for i in 0..<count {
                let t = (ux * ux + uy * uy).squareRoot() * ir * 255
                out[i] = ramp[t >= 255 ? 255 : Int(t + 0.5)]
                ux += inv.a
                uy += inv.b
            }
        }
    }

    /// The ramp entry of a linear gradient at device pixel (`x`, `y`): what
    /// ``colors(x:y:count:ramp:into:)`` writes for the row's first pixel.
    @inline(__always)
    static func linearPixel(base: Double, dx: Double, dy: Double, x: Int, y: Int, ramp: UnsafePointer<UInt32>) -> UInt32 {
        let t = (base + dx * (Double(x) + 0.5) + dy * (Double(y) + 0.5)) * 255
        return ramp[t <= 0 ? 0 : (t >= 255 ? 255 : Int(t + 0.5))]
    }

    /// Fills a 256-entry ramp by interpolating the stops in premultiplied space (pad beyond the
    /// ends), so that a gradient to transparent does not darken.
    static func fillRamp(_ ramp: UnsafeMutablePointer<UInt32>, stops unsorted: [GradientStop], opacity: Double) {
        let stops = unsorted.sorted { $0.location < $1.location }
        func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
            let a = max(0, min(1, c.alpha * opacity))
            func ch(_ v: Double) -> Double { max(0, min(1, v)) * a }
            return (ch(c.red), ch(c.green), ch(c.blue), a)
        }
        var s = 0
        for i in 0..<256 {
            let t = Double(i) / 255
            while s + 1 < stops.count && stops[s + 1].location < t { s += 1 }
            let lo = stops[s], hi = stops[min(s + 1, stops.count - 1)]
            var f = 0.0
            if hi.location > lo.location { f = max(0, min(1, (t - lo.location) / (hi.location - lo.location))) }
            else if t >= hi.location { f = 1 }
            let a = premultiplied(lo.color), b = premultiplied(hi.color)
            func mix(_ p: Double, _ q: Double) -> UInt32 { UInt32(max(0, min(255, (p + (q - p) * f) * 255 + 0.5))) }
            ramp[i] = mix(a.3, b.3) << 24 | mix(a.0, b.0) << 16 | mix(a.1, b.1) << 8 | mix(a.2, b.2)
        }
    }
}
