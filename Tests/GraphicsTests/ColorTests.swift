import Testing
@testable import Graphics

@Suite("Color")
struct ColorTests {
    @Test("Color.byte rounds as (v × 255).rounded() does, at and beside every half step")
    func byteSameAsLibm() {
        // The rounding Color.byte did through libm.
        func reference(_ v: Double) -> UInt8 {
            guard v > 0 else { return 0 }
            guard v < 1 else { return 255 }
            return UInt8((v * 255).rounded())
        }
        var values: [Double] = [.nan, -.infinity, -1, -0.0, 0, .leastNonzeroMagnitude, 1e-300, 1, 2, .infinity,
                                1.0.nextDown, 0.5, 0.5.nextDown, 0.5.nextUp]
        for k in 0...510 {
            // (k/2)/255: exactly on or next to a half step of the byte scale.
            let v = Double(k) / 2 / 255
            values += [v, v.nextUp, v.nextDown, v.nextUp.nextUp, v.nextDown.nextDown]
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) / Double(1 << 53))
        }
        for v in values {
            #expect(Color.byte(v) == reference(v), "\(v)")
        }
    }

    @Test("Hex colours become opaque premultiplied pixels in B,G,R,A memory order")
    func hexToPixel() {
        let c = Color(hex: 0x34C759)
        #expect(c.premultipliedPixel == 0xFF34_C759)
        let bytes = withUnsafeBytes(of: c.premultipliedPixel.littleEndian) { Array($0) }
        #expect(bytes == [0x59, 0xC7, 0x34, 0xFF])
    }

    @Test("Translucent colours are premultiplied and round-trip")
    func premultiplication() {
        let c = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(c.premultipliedPixel == 0x8080_4000)
        let back = Color(premultipliedPixel: c.premultipliedPixel)
        #expect(abs(back.red - 1) < 0.01 && abs(back.green - 0.5) < 0.01 && abs(back.alpha - 0.5) < 0.01)
    }

    @Test("Out-of-range and NaN components are clamped, never trap")
    func clamping() {
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 7).premultipliedPixel == 0xFFFF_0000)
        #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).premultipliedPixel == 0)
    }

    @Test("The premultiplied source-over formula matches exact rounding for every alpha")
    func sourceOverArithmetic() {
        for k in UInt32(0)...255 {
            for v in stride(from: UInt32(0), through: 255, by: 17) {
                let scaled = PixelMath.scale(v << 16 | v, by: k)
                let expected = UInt32((Double(v * k) / 255).rounded())
                #expect(scaled == expected << 16 | expected)
            }
        }
        // Half-transparent white over opaque black is mid gray.
        #expect(PixelMath.over(0x8080_8080, 0xFF00_0000) == 0xFF80_8080)
    }
}
