import Glibc

extension Path {
    /// Reads SVG path data (the `d` attribute): `M L H V Q C A Z` and their relative lower-case
    /// forms, with repeated coordinate groups, in the path's own units (the symbol assets use a
    /// 24-point grid).
    ///
    /// ```swift
    /// let plus = try Path(svgPathData: "M12 5 V19 M5 12 H19")
    /// ```
    ///
    /// - Throws: ``PathDataError`` naming the command or character and its offset.
    public init(svgPathData data: String) throws(PathDataError) {
        self.init()
        var scanner = PathDataScanner(Array(data.utf8))
        var command: UInt8 = 0
        var commandOffset = 0
        var current = Point.zero, start = Point.zero
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek else { break }
            if PathDataScanner.isCommand(byte) {
                command = byte
                commandOffset = scanner.offset
                scanner.offset += 1
                if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                    closeSubpath()
                    current = start
                    command = 0
                }
                continue
            }
            guard PathDataScanner.isNumberStart(byte) else {
                let c = Character(Unicode.Scalar(byte))
                if c.isLetter { throw .unsupportedCommand(c, offset: scanner.offset) }
                throw .unexpectedCharacter(c, offset: scanner.offset)
            }
            guard command != 0 else { throw .missingMoveTo(offset: scanner.offset) }
            let relative = command >= UInt8(ascii: "a")
            let letter = Character(Unicode.Scalar(command))
            func number() throws(PathDataError) -> Double {
                guard let v = scanner.number() else { throw .missingNumber(command: letter, offset: commandOffset) }
                return v
            }
            func point() throws(PathDataError) -> Point {
                let x = try number(), y = try number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch command | 0x20 {  // lower-cased
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                move(to: current)
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                current = try point()
                addLine(to: current)
            case UInt8(ascii: "h"):
                let x = try number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                addLine(to: current)
            case UInt8(ascii: "v"):
                let y = try number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                addLine(to: current)
            case UInt8(ascii: "q"):
                let control = try point(), end = try point()
                addQuadCurve(to: end, control: control)
                current = end
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), end = try point()
                addCurve(to: end, control1: c1, control2: c2)
                current = end
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try number() != 0, sweep = try number() != 0
                let end = try point()
                addEllipticalArc(from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation,
                                 largeArc: large, sweep: sweep)
                current = end
            default:
                throw .unsupportedCommand(letter, offset: commandOffset)
            }
        }
    }

    /// Appends an SVG elliptical arc (endpoint parameterisation, SVG 1.1 §F.6.5) as cubic
    /// Béziers of at most a quarter turn each.
    mutating func addEllipticalArc(from p0: Point, to p1: Point, rx: Double, ry: Double, rotationDegrees: Double,
                                   largeArc: Bool, sweep: Bool) {
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0, p0 != p1 else { return addLine(to: p1) }
        let phi = rotationDegrees * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? max(0, num / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        // Radii or points near the limits of Double overflow on the way (rx * rx): draw the
        // chord, as SVG does for an arc it cannot construct, rather than trap on a NaN count.
        guard [cx, cy, rx, ry, theta1, delta].allSatisfy({ $0.isFinite }) else { return addLine(to: p1) }
        let count = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let t = 4.0 / 3.0 * tan(step / 4)
        func map(_ ux: Double, _ uy: Double) -> Point {
            Point(x: cx + rx * ux * cosPhi - ry * uy * sinPhi, y: cy + rx * ux * sinPhi + ry * uy * cosPhi)
        }
        var a = theta1
        for i in 0..<count {
            let b = a + step
            let c1 = map(cos(a) - t * sin(a), sin(a) + t * cos(a))
            let c2 = map(cos(b) + t * sin(b), sin(b) - t * cos(b))
            addCurve(to: i == count - 1 ? p1 : map(cos(b), sin(b)), control1: c1, control2: c2)
            a = b
        }
    }
}

/// Reads numbers and separators from path data bytes.
struct PathDataScanner {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isCommand(_ b: UInt8) -> Bool {
        switch b | 0x20 {  // lower-cased: only the letter's two cases become it
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "q"),
            UInt8(ascii: "c"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    static func isNumberStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".")
    }

    mutating func skipSeparators() {
        while let b = peek, b == UInt8(ascii: " ") || b == UInt8(ascii: ",") || b == 9 || b == 10 || b == 13 {
            offset += 1
        }
    }

    /// The next number (sign, digits, fraction, exponent), or nil when there is none.
    ///
    /// A number of at most 15 digits without an exponent (every number of the symbol assets) is
    /// its digits as an integer divided by a power of ten: both are exact doubles, so the one
    /// rounded division gives the double nearest the decimal, the value `Double(String)` reads
    /// (Clinger's fast path), without making a string. Others go through `Double(String)`.
    mutating func number() -> Double? {
        skipSeparators()
        let begin = offset
        var negative = false
        if let b = peek, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
            negative = b == UInt8(ascii: "-")
            offset += 1
        }
        var digits = 0, fractionDigits = 0, dot = false
        var mantissa: UInt64 = 0
        while let b = peek {
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b - UInt8(ascii: "0")) }
                digits += 1
                if dot { fractionDigits += 1 }
                offset += 1
            } else if b == UInt8(ascii: "."), !dot {
                dot = true
                offset += 1
            } else {
                break
            }
        }
        guard digits > 0 else { offset = begin; return nil }
        var exponent = false
        if let b = peek, b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            let mark = offset
            offset += 1
            if let s = peek, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { offset += 1 }
            var expDigits = 0
            while let d = peek, d >= UInt8(ascii: "0") && d <= UInt8(ascii: "9") { expDigits += 1; offset += 1 }
            if expDigits == 0 { offset = mark } else { exponent = true }
        }
        if !exponent, digits <= 15 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { offset = begin; return nil }
        return value
    }

    /// 10⁰ … 10¹⁵, each an exact double.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
