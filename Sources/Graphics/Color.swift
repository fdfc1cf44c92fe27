/// A colour in the sRGB colour space with straight (non-premultiplied) alpha.
///
/// Components are in 0…1 and are clamped when converted to pixels; a NaN component becomes 0.
/// Blending happens in premultiplied sRGB bytes, as every peer toolkit and the HIG's own colour
/// values assume (no linear-light conversion).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components and an opacity, each in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value, as design documents write them.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    /// Creates a gray of the given white level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)

    /// The same colour with its opacity multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The same colour with a new opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a premultiplied 32-bit pixel (memory order B, G, R, A).
    public var premultipliedPixel: UInt32 {
        let a = Color.byte(alpha)
        let af = Double(a) / 255
        let r = Color.byte(red * af), g = Color.byte(green * af), b = Color.byte(blue * af)
        return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Creates a colour from a premultiplied 32-bit pixel (memory order B, G, R, A).
    public init(premultipliedPixel p: UInt32) {
        let a = Double(p >> 24) / 255
        func channel(_ shift: UInt32) -> Double {
            a == 0 ? 0 : min(1, Double((p >> shift) & 0xFF) / 255 / a)
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    public var description: String {
        let hex = UInt32(Color.byte(red)) << 16 | UInt32(Color.byte(green)) << 8 | UInt32(Color.byte(blue))
        let digits = String(hex, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 6 - digits.count) + digits
        return alpha >= 1 ? "#\(padded)" : "#\(padded) α\(alpha)"
    }

    /// Rounds a 0…1 component to a byte, clamping out-of-range values and mapping NaN to 0.
    ///
    /// `(v × 255).rounded()` (halves away from zero), computed inline instead of through libm's
    /// `round` (four calls for every paint's pixel): the fraction `t − ⌊t⌋` of `t` in (0, 255) is
    /// exact, so comparing it with ½ rounds the same way.
    @inline(__always)
    static func byte(_ v: Double) -> UInt8 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 255 }
        let t = v * 255, whole = Int(t)
        return UInt8(t - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
