import Testing
@testable import Graphics

/// Glyph masks of a line blended one by one (and merged only where their boxes share columns)
/// must give exactly the pixels of the line's masks added into one mask and blended once.
@Suite("Glyph runs")
struct GlyphRunBlenderTests {
    /// A line of random glyph-like masks: widths 1…19 (whole eight-pixel steps and every
    /// tail), heights 3…17, advancing left to right and overlapping their neighbours by up to
    /// three columns, some rows empty.
    static func line(seed: UInt64, count: Int, shuffled: Bool = false) -> [PlacedCoverage] {
        var rng = SplitMix(state: seed)
        var glyphs: [PlacedCoverage] = []
        var x = 3
        for _ in 0..<count {
            let w = Int.random(in: 1...19, using: &rng), h = Int.random(in: 3...17, using: &rng)
            var bytes = [UInt8](repeating: 0, count: w * h)
            for i in bytes.indices where Int.random(in: 0..<4, using: &rng) != 0 {
                bytes[i] = UInt8.random(in: 0...255, using: &rng)
            }
            guard let mask = CoverageMask(size: PixelSize(width: w, height: h), coverage: bytes) else { continue }
            glyphs.append(PlacedCoverage(mask: mask, x: x, y: 20 - h + Int.random(in: 0...4, using: &rng)))
            x += max(1, w - Int.random(in: 0...3, using: &rng))
        }
        if shuffled { glyphs.shuffle(using: &rng) }
        return glyphs
    }

    /// The reference: every mask added (saturating) into one mask over the line's box, then
    /// blended once.
    static func reference(_ glyphs: [PlacedCoverage], color: Color, into bitmap: Bitmap, clip: PixelRect) {
        var box = PixelRect.zero
        for g in glyphs { box = box.isEmpty ? g.rect : box.union(g.rect) }
        var merged = CoverageMask(size: box.size)
        for g in glyphs {
            for y in 0..<g.mask.size.height {
                for x in 0..<g.width {
                    let mx = g.x + x - box.x, my = g.y + y - box.y
                    merged[mx, my] = UInt8(min(255, Int(merged[mx, my]) + Int(g.mask[x, y])))
                }
            }
        }
        bitmap.blend(merged, at: (box.x, box.y), color: color, clip: clip)
    }

    static func background(_ width: Int, _ height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        var rng = SplitMix(state: 99)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32.random(in: 0...255, using: &rng)
                bitmap[x, y] = a << 24 | UInt32.random(in: 0...a, using: &rng) << 16 | (a / 2) << 8 | a / 3
            }
        }
        return bitmap
    }

    static func equal(_ a: Bitmap, _ b: Bitmap) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test("Blending glyph by glyph gives exactly the pixels of the merged line, ordered or not",
          arguments: [(1, false), (2, false), (3, true), (4, false)])
    func sameAsMerged(seed: UInt64, shuffled: Bool) {
        let glyphs = Self.line(seed: seed, count: 40, shuffled: shuffled)
        for color in [Color.black, Color(hex: 0x007AFF), Color(red: 0.2, green: 0.5, blue: 0.1, alpha: 0.6)] {
            for clip in [PixelRect(x: 0, y: 0, width: 800, height: 40), PixelRect(x: 37, y: 9, width: 101, height: 9),
                         PixelRect(x: 0, y: 0, width: 409, height: 40)] {
                let expected = Self.background(800, 40)
                Self.reference(glyphs, color: color, into: expected, clip: clip)
                let blended = Self.background(800, 40)
                blended.blend(glyphs, color: color, clip: clip)
                #expect(Self.equal(blended, expected), "bitmap, seed \(seed), clip \(clip)")
                let drawn = Self.background(800, 40)
                let canvas = Canvas(bitmap: drawn, damage: [clip])
                canvas.draw(glyphs, color: color)
                #expect(Self.equal(drawn, expected), "canvas, seed \(seed), clip \(clip)")
            }
        }
    }

    @Test("Without memory for a cluster's scratch mask, each glyph is blended from its own rows")
    func scratchOutOfMemory() {
        let glyphs = Self.line(seed: 5, count: 30)
        let clip = PixelRect(x: 0, y: 0, width: 800, height: 40)
        let pixel = Color.black.premultipliedPixel
        func blend(_ glyphs: [PlacedCoverage], scratch: MaskScratch, into bitmap: Bitmap) {
            PlacedCoverage.withBorrowed(glyphs) { borrowed in
                bitmap.withUnsafeMutableBytes { bytes, stride in
                    guard let base = bytes.baseAddress else { return }
                    GlyphRunBlender.forEachCluster(borrowed, clip: clip, scratch: scratch) { rows in
                        GlyphRunBlender.blendSolid(pixel, rows, clipMaxX: clip.maxX, target: (base, stride, 0, 0))
                    }
                }
            }
        }
        // The degraded result: every glyph alone, in order (shared pixels darkened twice).
        let oneByOne = Self.background(800, 40)
        for glyph in glyphs { blend([glyph], scratch: MaskScratch(), into: oneByOne) }
        let starved = Self.background(800, 40)
        blend(glyphs, scratch: MaskScratch(byteLimit: 0), into: starved)
        #expect(Self.equal(starved, oneByOne))
        // With memory the clusters are merged, which differs where glyphs share pixels.
        let merged = Self.background(800, 40)
        blend(glyphs, scratch: MaskScratch(), into: merged)
        let expected = Self.background(800, 40)
        Self.reference(glyphs, color: .black, into: expected, clip: clip)
        #expect(Self.equal(merged, expected))
        #expect(!Self.equal(merged, oneByOne))
    }

    @Test("Glyphs that reach back into an earlier cluster make the whole line one cluster")
    func ordering() {
        func glyph(_ x: Int, _ w: Int) -> PlacedCoverage {
            PlacedCoverage(mask: CoverageMask(size: PixelSize(width: w, height: 2)), x: x, y: 0)
        }
        func isOrdered(_ glyphs: [PlacedCoverage]) -> Bool {
            PlacedCoverage.withBorrowed(glyphs) { GlyphRunBlender.isOrdered($0) }
        }
        #expect(isOrdered([glyph(0, 5), glyph(4, 5), glyph(9, 3)]))
        #expect(isOrdered([glyph(0, 5), glyph(2, 1), glyph(5, 3)]))  // a mark inside its base
        #expect(!isOrdered([glyph(0, 5), glyph(6, 5), glyph(3, 1)]))  // back into the first
        #expect(!isOrdered([glyph(0, 5), glyph(10, 5), glyph(20, 5), glyph(8, 1)]))
        // Leftward, but into the cluster still open: merged with it, which is exact.
        #expect(isOrdered([glyph(10, 5), glyph(0, 5)]))
        #expect(isOrdered([]))
    }

    @Test("A glyph at the clip's trailing edge writes nothing past it")
    func clipEdge() throws {
        let mask = try #require(CoverageMask(size: PixelSize(width: 11, height: 4),
                                             coverage: [UInt8](repeating: 255, count: 44)))
        let bitmap = Bitmap(width: 32, height: 8)
        bitmap.clear(.white)
        let canvas = Canvas(bitmap: bitmap, damage: [PixelRect(x: 0, y: 0, width: 14, height: 8)])
        canvas.draw([PlacedCoverage(mask: mask, x: 6, y: 2)], color: .black)
        #expect(bitmap[13, 3] == 0xFF00_0000)
        #expect(bitmap[14, 3] == 0xFFFF_FFFF)
        #expect(bitmap[6, 2] == 0xFF00_0000 && bitmap[5, 2] == 0xFFFF_FFFF && bitmap[6, 6] == 0xFFFF_FFFF)
    }

    /// Five rows of coverage `width` bytes wide: some bytes empty, some full, the rest anything
    /// (so some four-byte groups are empty and some full).
    static func randomRows(width: Int, using rng: inout SplitMix) -> CoverageMask {
        var mask = CoverageMask(size: PixelSize(width: width, height: 5))
        for y in 0..<5 {
            for x in 0..<width {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: mask[x, y] = 0
                case 1: mask[x, y] = 255
                default: mask[x, y] = UInt8.random(in: 1...254, using: &rng)
                }
            }
        }
        return mask
    }

    /// The four kinds of colour the blend is compiled for: opaque black, opaque, translucent,
    /// translucent black.
    static let blendColors = [Color.black, Color(hex: 0x8E8E93), Color(red: 0.2, green: 0.5, blue: 0.1, alpha: 0.6),
                              Color(white: 0, alpha: 0.5)]

    @Test("Every row width and every distance from the clip's trailing edge blends as the per-pixel blend does",
          arguments: blendColors)
    func widthsAndTails(color: Color) {
        var rng = SplitMix(state: 17)
        for width in 1...13 {
            for room in 0...4 {
                let mask = Self.randomRows(width: width, using: &rng)
                let clip = PixelRect(x: 0, y: 0, width: 7 + width + room, height: 12)
                let expected = Self.background(40, 12)
                expected.blend(mask, at: (7, 3), color: color, clip: clip)
                let blended = Self.background(40, 12)
                blended.blend([PlacedCoverage(mask: mask, x: 7, y: 3)], color: color, clip: clip)
                #expect(Self.equal(blended, expected), "width \(width), \(room) px of room")
            }
        }
    }

    /// `mask` with `extra` empty columns after each row: the form the glyph cache keeps.
    static func padded(_ mask: CoverageMask, extra: Int) -> CoverageMask {
        var padded = CoverageMask(size: PixelSize(width: mask.size.width + extra, height: mask.size.height))
        for y in 0..<mask.size.height { for x in 0..<mask.size.width { padded[x, y] = mask[x, y] } }
        return padded
    }

    @Test("A mask padded with empty columns blends as the unpadded mask at every width, clip edge and colour",
          arguments: blendColors)
    func paddedRows(color: Color) {
        var rng = SplitMix(state: 23)
        for width in 1...17 {
            let mask = Self.randomRows(width: width, using: &rng)
            // Padded to a multiple of four (the glyph cache's form), and by more than a step.
            for extra in Set([(4 - width % 4) % 4, 5]) {
                let placed = PlacedCoverage(paddedMask: Self.padded(mask, extra: extra), width: width, x: 7, y: 3)
                #expect(placed.width == width && placed.rect == PixelRect(x: 7, y: 3, width: width, height: 5))
                // Clipped on the leading side by 0…3 columns, with 0…4 columns of room after the glyph
                // (a clip ending inside the glyph too).
                for leading in 0...3 {
                    for room in -2...4 where width + room > leading {
                        let clip = PixelRect(x: 7 + leading, y: 0, width: width + room - leading, height: 12)
                        let expected = Self.background(40, 12)
                        expected.blend(mask, at: (7, 3), color: color, clip: clip)
                        let blended = Self.background(40, 12)
                        blended.blend([placed], color: color, clip: clip)
                        #expect(Self.equal(blended, expected), "width \(width) + \(extra), clip \(clip)")
                        let drawn = Self.background(40, 12)
                        Canvas(bitmap: drawn, damage: [clip]).draw([placed], color: color)
                        #expect(Self.equal(drawn, expected), "canvas, width \(width) + \(extra), clip \(clip)")
                    }
                }
            }
        }
    }

    @Test("A line of padded masks, clustered by the glyphs' own widths, gives the pixels of the merged line",
          arguments: [UInt64(5), 6])
    func paddedLine(seed: UInt64) {
        let glyphs = Self.line(seed: seed, count: 40).map {
            PlacedCoverage(paddedMask: Self.padded($0.mask, extra: (4 - $0.width % 4) % 4), width: $0.width,
                           x: $0.x, y: $0.y)
        }
        #expect(PlacedCoverage.withBorrowed(glyphs) { GlyphRunBlender.isOrdered($0) })
        for color in [Color.black, Color(red: 0.2, green: 0.5, blue: 0.1, alpha: 0.6)] {
            for clip in [PixelRect(x: 0, y: 0, width: 800, height: 40), PixelRect(x: 37, y: 9, width: 101, height: 9)] {
                let expected = Self.background(800, 40)
                Self.reference(glyphs, color: color, into: expected, clip: clip)
                let blended = Self.background(800, 40)
                blended.blend(glyphs, color: color, clip: clip)
                #expect(Self.equal(blended, expected), "bitmap, seed \(seed), clip \(clip)")
                let drawn = Self.background(800, 40)
                Canvas(bitmap: drawn, damage: [clip]).draw(glyphs, color: color)
                #expect(Self.equal(drawn, expected), "canvas, seed \(seed), clip \(clip)")
            }
        }
    }
}
