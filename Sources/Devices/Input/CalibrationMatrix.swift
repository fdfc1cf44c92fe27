public import Graphics

/// A touchscreen calibration: the affine matrix libinput documents for
/// `LIBINPUT_CALIBRATION_MATRIX`, applied to normalised device coordinates (0…1 on both axes).
///
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f`. The identity is `1 0 0 0 1 0`; a panel with its
/// x axis reversed is `-1 0 1 0 1 0`.
public struct CalibrationMatrix: Sendable, Hashable, CustomStringConvertible {
    /// The six coefficients a, b, c, d, e, f.
    public var a, b, c, d, e, f: Double

    /// Creates a matrix from its six coefficients.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The matrix that changes nothing.
    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// Parses six numbers separated by spaces (udev's `LIBINPUT_CALIBRATION_MATRIX` value, or the
    /// board profile's `touch-calibration`); `nil` when it is not six finite numbers.
    public init?(parsing text: String) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).compactMap { Double($0) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard numbers.count == 6, words.count == 6, numbers.allSatisfy(\.isFinite) else { return nil }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }

    /// Applies the matrix to a normalised point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f)
    }

    public var description: String { "\(a) \(b) \(c) \(d) \(e) \(f)" }
}
