import Testing
@testable import Graphics

@Suite("Blend tails")
struct BlendTailTests {
    /// The one-pixel form of a solid colour through coverage `k`: what every pixel of a span must get.
    static func expected(_ pixel: UInt32, _ k: UInt8, _ d: UInt32) -> UInt32 {
        k == 0 ? d : PixelMath.over(k == 255 ? pixel : PixelMath.scale(pixel, by: UInt32(k)), d)
    }

    @Test("A span of any length gets, pixel by pixel, the bits of the one-pixel form, and nothing around it changes")
    func everyLengthBitForBit() {
        var rng = SplitMix(state: 23)
        // Opaque, opaque black, translucent, translucent black (a shadow's 25 %), and white.
        let pixels: [UInt32] = [0xFF34_C759, 0xFF00_0000, 0xC060_3010, 0x4000_0000, 0xFFFF_FFFF]
        var checked = 0
        for pixel in pixels {
            for count in 0...41 {
                for pattern in 0..<6 {
                    // Random coverage, runs of 0 and 255, all 255, all 0, and 0 except one pixel.
                    let coverage: [UInt8] = (0..<count).map { i in
                        switch pattern {
                        case 0: return UInt8.random(in: 0...255, using: &rng)
                        case 1: return (i / 3) % 2 == 0 ? 255 : UInt8.random(in: 0...1, using: &rng) * 255
                        case 2: return 255
                        case 3: return 0
                        case 4: return i == count - 1 ? 200 : 0
                        default: return i % 9 == 0 ? 0 : UInt8.random(in: 1...254, using: &rng)
                        }
                    }
                    // Guard pixels on both sides: a step must not write past the span.
                    let guardPixel: UInt32 = 0x1234_5678
                    var dest = [guardPixel, guardPixel]
                    for _ in 0..<count {
                        let a = UInt32.random(in: 0...255, using: &rng)
                        let r = UInt32.random(in: 0...a, using: &rng), g = UInt32.random(in: 0...a, using: &rng)
                        dest.append(a << 24 | r << 16 | g << 8 | UInt32.random(in: 0...a, using: &rng))
                    }
                    dest += [guardPixel, guardPixel]
                    let before = dest
                    coverage.withUnsafeBufferPointer { cov in
                        dest.withUnsafeMutableBufferPointer { dst in
                            Blend.solid(pixel, coverage: cov.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                                        into: dst.baseAddress! + 2, count: count)
                        }
                    }
                    #expect(dest[0] == guardPixel && dest[1] == guardPixel)
                    #expect(dest[count + 2] == guardPixel && dest[count + 3] == guardPixel)
                    for i in 0..<count {
                        let want = Self.expected(pixel, coverage[i], before[i + 2])
                        #expect(dest[i + 2] == want,
                                "pixel \(i) of \(count), colour \(String(pixel, radix: 16)), pattern \(pattern)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 5 * 6 * (41 * 42 / 2))
    }
}
