import Testing
@testable import Graphics

@Suite("Blending")
struct BlendTests {
    /// Source-over in exact arithmetic, per channel, for premultiplied bytes.
    static func reference(_ s: UInt32, _ d: UInt32) -> [Double] {
        let sa = Double(s >> 24) / 255
        return [24, 16, 8, 0].map { shift in
            Double((s >> UInt32(shift)) & 0xFF) + Double((d >> UInt32(shift)) & 0xFF) * (1 - sa)
        }
    }

    @Test("Premultiplied source-over matches exact arithmetic within one level, vector and scalar paths alike")
    func sourceOver() {
        var rng = SplitMix(state: 5)
        for count in [1, 7, 8, 13, 64] {
            var sources: [UInt32] = [], dests: [UInt32] = [], covs: [UInt8] = []
            for _ in 0..<count {
                let a = UInt32.random(in: 0...255, using: &rng)
                func ch() -> UInt32 { UInt32.random(in: 0...a, using: &rng) }
                sources.append(a << 24 | ch() << 16 | ch() << 8 | ch())
                let da = UInt32.random(in: 0...255, using: &rng)
                func dch() -> UInt32 { UInt32.random(in: 0...da, using: &rng) }
                dests.append(da << 24 | dch() << 16 | dch() << 8 | dch())
                covs.append(UInt8.random(in: 0...255, using: &rng))
            }
            var out = dests
            sources.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    Blend.colors(src.baseAddress!, coverage: nil, into: dst.baseAddress!, count: count)
                }
            }
            for i in 0..<count {
                let expected = Self.reference(sources[i], dests[i])
                let got = [24, 16, 8, 0].map { Double((out[i] >> UInt32($0)) & 0xFF) }
                for c in 0..<4 { #expect(abs(got[c] - expected[c]) <= 1, "pixel \(i) channel \(c)") }
                #expect(out[i] >> 24 >= (out[i] >> 16) & 0xFF, "result stays premultiplied")
            }
            // A solid colour weighted by coverage: source scaled by coverage, then over.
            let pixel: UInt32 = 0xC0_60_30_10
            var weighted = dests
            covs.withUnsafeBufferPointer { cov in
                weighted.withUnsafeMutableBufferPointer { dst in
                    Blend.solid(pixel, coverage: cov.baseAddress!, into: dst.baseAddress!, count: count)
                }
            }
            for i in 0..<count {
                let k = Double(covs[i]) / 255
                let sa = Double(pixel >> 24) / 255 * k
                for shift in [24, 16, 8, 0] {
                    let s = Double((pixel >> UInt32(shift)) & 0xFF) * k
                    let d = Double((dests[i] >> UInt32(shift)) & 0xFF)
                    let got = Double((weighted[i] >> UInt32(shift)) & 0xFF)
                    #expect(abs(got - (s + d * (1 - sa))) <= 1.5, "pixel \(i) shift \(shift)")
                }
            }
        }
    }

    @Test("Half-transparent black over white gives middle gray, and opaque over anything replaces it")
    func knownValues() {
        let bitmap = Bitmap(width: 40, height: 2)
        let canvas = Canvas(bitmap: bitmap)
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 2), paint: .color(.white))
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 1), paint: .color(Color(white: 0, alpha: 0.5)))
        canvas.fill(Rect(x: 0, y: 1, width: 40, height: 1), paint: .color(Color(hex: 0x336699)))
        for x in 0..<40 {
            #expect(bitmap[x, 0] == 0xFF80_8080 || bitmap[x, 0] == 0xFF7F_7F7F)
            #expect(bitmap[x, 1] == 0xFF33_6699)
        }
    }

    @Test("A translucent fill over runs of equal and changing pixels gives each pixel its own source-over")
    func translucentOverRuns() {
        var rng = SplitMix(state: 11)
        // Runs of one colour (several eight-pixel groups, then a partial one), a group that
        // differs in one pixel only, a return to the first colour, random pixels, and a tail.
        var dests: [UInt32] = []
        for run in 0..<12 {
            let a = UInt32.random(in: 0...255, using: &rng)
            let p = a << 24 | UInt32.random(in: 0...a, using: &rng) << 16 | (a / 3) << 8 | a / 2
            dests += [UInt32](repeating: run % 3 == 2 ? 0xFFFF_FFFF : p, count: Int.random(in: 1...29, using: &rng))
            if run % 4 == 1 { dests[dests.count - 1] ^= 0x0000_0100 }
        }
        for _ in 0..<21 { dests.append(UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000) }
        for pixel: UInt32 in [0x4A3C_3C43, 0x8000_0000, 0x0101_0000, 0xFE7F_0000] {
            var out = dests
            out.withUnsafeMutableBufferPointer { Bitmap.blend(pixel, over: $0.baseAddress!, count: $0.count) }
            for i in dests.indices {
                #expect(out[i] == PixelMath.over(pixel, dests[i]), "pixel \(i) of \(String(pixel, radix: 16))")
            }
        }
    }
}
