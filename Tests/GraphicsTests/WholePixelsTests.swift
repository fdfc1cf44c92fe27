import Testing
@testable import Graphics

@Suite("Whole pixels")
struct WholePixelsTests {
    /// The values `forms` makes of 20,000 pseudo-random numbers in 0..<1 (a 64-bit LCG from `seed`).
    private static func randomValues(seed: UInt64, _ forms: (Double) -> [Double]) -> [Double] {
        var state = seed
        var values: [Double] = []
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values += forms(Double(state >> 11) / Double(1 << 53))
        }
        return values
    }

    @Test("floorInt and ceilInt equal Int(rounded(.down)) and Int(rounded(.up))")
    func sameAsLibm() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e-300, -1e-300, 0.999_999_999_999_999_9, -2.000_000_1,
                                4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 9e15, -9e15, 1e18, -1e18]
        values += Self.randomValues(seed: 0x9E37_79B9_7F4A_7C15) { unit in
            [(unit - 0.5) * 8192, ((unit - 0.5) * 8192 * 256).rounded() / 256]
        }
        for v in values {
            #expect(v.floorInt == Int(v.rounded(.down)), "\(v)")
            #expect(v.ceilInt == Int(v.rounded(.up)), "\(v)")
        }
    }

    @Test("isWhole equals v == v.rounded() for every kind of double")
    func isWholeSameAsLibm() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 2.5, -2.5, 1e-300, 0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52,
                                -0x1p52, 0x1p52 + 1, 0x1p62, 0x1p63, -0x1p63, 1e300, -1e300, .infinity, -.infinity, .nan,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, 4_503_599_627_370_495.5]
        values += Self.randomValues(seed: 0xD1B5_4A32_D192_ED03) { unit in
            [(unit - 0.5) * 8192, ((unit - 0.5) * 8192 * 4).rounded() / 4, ((unit - 0.5) * 0x1p60).rounded()]
        }
        for v in values {
            #expect(v.isWhole == (v == v.rounded()), "\(v)")
        }
    }
}
