import Glibc
import ScanoutTesting
import Testing
@testable import Graphics

@Suite("SVG path data")
struct PathSVGTests {
    @Test("Arcs whose radii overflow on the way give finite points; a stroke of points beyond 1e15 draws nothing")
    func overflowingArcsAndStrokes() throws {
        let arc = try Path(svgPathData: "M0 0 A 1e300 1e-300 0 1 1 1e300 1e300 M 0 0 A 1e200 1e200 1e300 0 0 -1e300 1e300")
        let finite = arc.elements.allSatisfy { element in
            switch element {
            case .curve(let to, let c1, let c2): [to.x, to.y, c1.x, c1.y, c2.x, c2.y].allSatisfy { $0.isFinite }
            default: true
            }
        }
        #expect(finite)
        let bitmap = Bitmap(width: 8, height: 8)
        let canvas = Canvas(bitmap: bitmap)
        canvas.stroke(try Path(svgPathData: "M 1e300 1e300 L -1e300 -1e300 Z"),
                      style: StrokeStyle(width: 2, cap: .round, join: .round), paint: .color(.black))
        canvas.stroke(arc, style: StrokeStyle(width: 2, cap: .round, join: .round), paint: .color(.black))
        #expect(bitmap[7, 7] == 0)
    }

    @Test("Moves, lines, horizontal and vertical lines become subpaths with the right bounds")
    func linesAndMoves() throws {
        let plus = try Path(svgPathData: "M12 5 V19 M5 12 H19")
        #expect(plus.elements == [.move(to: Point(x: 12, y: 5)), .line(to: Point(x: 12, y: 19)),
                                  .move(to: Point(x: 5, y: 12)), .line(to: Point(x: 19, y: 12))])
        #expect(plus.bounds == Rect(x: 5, y: 5, width: 14, height: 14))
    }

    @Test("Relative commands, implicit repeats, commas and exponents read like their absolute forms")
    func relativeForms() throws {
        let relative = try Path(svgPathData: "m1,1 l2 0 0 2 h-2 z q1 -1 2 0 c.5 0 1 1e0 1 1")
        let absolute = try Path(svgPathData: "M1 1 L3 1 L3 3 H1 Z Q2 0 3 1 C3.5 1 4 2 4 2")
        #expect(relative.elements == absolute.elements)
    }

    @Test("A two-arc circle encloses the area of the circle")
    func arcs() throws {
        let circle = try Path(svgPathData: "M12 2.5 A9.5 9.5 0 1 1 12 21.5 A9.5 9.5 0 1 1 12 2.5 Z")
        let bitmap = Bitmap(width: 100, height: 100)
        let canvas = Canvas(bitmap: bitmap, scale: 4)
        canvas.fill(circle, paint: .color(.white))
        var area = 0.0
        for y in 0..<100 { for x in 0..<100 { area += Double(bitmap[x, y] >> 24) / 255 } }
        let expected = Double.pi * 38 * 38
        #expect(abs(area - expected) / expected < 0.002, "area \(area), expected \(expected)")
        let b = circle.bounds
        #expect(abs(b.minX - 2.5) < 0.5 && abs(b.maxX - 21.5) < 0.5)
    }

    @Test("Bad path data is a typed error naming the place, never a crash")
    func errors() {
        #expect(throws: PathDataError.missingMoveTo(offset: 0)) { try Path(svgPathData: "1 2") }
        #expect(throws: PathDataError.unsupportedCommand("S", offset: 5)) { try Path(svgPathData: "M1 2 S3 4 5 6") }
        #expect(throws: PathDataError.missingNumber(command: "M", offset: 0)) { try Path(svgPathData: "M1") }
        #expect(throws: PathDataError.unexpectedCharacter("#", offset: 5)) { try Path(svgPathData: "M1 2 #") }
        #expect(throws: PathDataError.missingNumber(command: "A", offset: 5)) { try Path(svgPathData: "M1 2 A 1 1 0 1") }
        #expect((try? Path(svgPathData: "")).map(\.isEmpty) == true)
    }

    @Test("Symbols from the asset set stroke with round caps and joins")
    func symbolsGolden() throws {
        let symbols = [
            "M12 5 V19 M5 12 H19",
            "M4 6.5 H20 M9.5 6.5 V4 H14.5 V6.5 M6 6.5 L7 20 H17 L18 6.5 M10 10 V16.5 M14 10 V16.5",
            "M12 3 V15 M8 7 L12 3 L16 7 M8.5 10 H6 V21 H18 V10 H15.5",
            "M6 16.5 V11 Q6 5 12 5 Q18 5 18 11 V16.5 L19.5 18 H4.5 Z M10 20.5 H14",
            "M10.5 4.0 A6.5 6.5 0 1 1 10.5 17.0 A6.5 6.5 0 1 1 10.5 4.0 Z M15.3 15.3 L20.5 20.5",
            "M19.5 12 A7.5 7.5 0 1 1 17.3 6.7 M18 2.5 V7 H13.5",
            "M12 3 L14.6 8.6 L20.6 9.2 L16.1 13.3 L17.4 19.3 L12 16.2 L6.6 19.3 L7.9 13.3 L3.4 9.2 L9.4 8.6 Z",
            "M5 12.5 L10 17.5 L19 7",
        ]
        let bitmap = Bitmap(width: 8 * 56, height: 56)
        let canvas = Canvas(bitmap: bitmap, scale: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 8 * 28, height: 28), paint: .color(.white))
        for (i, d) in symbols.enumerated() {
            let path = try Path(svgPathData: d)
            canvas.save()
            canvas.translate(x: 2 + 28 * Double(i), y: 2)
            canvas.stroke(path, style: StrokeStyle(width: 1.5, cap: .round, join: .round),
                          paint: .color(Color(hex: 0x007AFF)))
            canvas.restore()
        }
        try expectGolden(bitmap, "Path/symbols@2x", tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("Numbers read from path data are the doubles Double(String) reads, for plain decimals and exponents alike")
    func numbersMatchTheStandardLibrary() {
        var generator = FuzzRandom(seed: 0x5C4E_0001)
        var texts = ["0", "-0", "+7", "12", "12.5", ".5", "-.25", "5.", "0.1", "0.3", "2.675", "123456789012345",
                     "1234567890123456", "0.000000000000001", "99999999999999.9", "1e3", "-2.5E-2", "7e", "1.5e+1"]
        for _ in 0..<2000 {
            let digits = Int(generator.next() % 18) + 1
            var text = generator.next() % 3 == 0 ? "-" : ""
            let dot = Int(generator.next() % UInt64(digits + 1))
            for i in 0..<digits {
                if i == dot { text += "." }
                text += String(generator.next() % 10)
            }
            texts.append(text)
        }
        for text in texts {
            var scanner = PathDataScanner(Array(text.utf8))
            let read = scanner.number()
            // The scanner stops before a dangling exponent ("7e"), as Double(String) would not read it.
            let consumed = String(decoding: Array(text.utf8)[0..<scanner.offset], as: UTF8.self)
            let expected = Double(consumed)
            #expect(read?.bitPattern == expected?.bitPattern, "“\(text)”: \(String(describing: read)) against \(String(describing: expected))")
        }
    }
}
