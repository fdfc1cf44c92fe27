import Testing
@testable import Graphics

/// One random drawing: a list of operations replayed on any canvas.
private struct RandomDrawing {
    let ops: [(Canvas) -> Void]

    init(seed: UInt64, width: Int, height: Int, count: Int) {
        var rng = SplitMix(state: seed)
        let w = Double(width), h = Double(height)
        func coord(_ limit: Double, _ rng: inout SplitMix) -> Double {
            // Whole pixels half the time (deferred fills), else anywhere, a little outside too.
            let v = Double.random(in: -4...(limit + 4), using: &rng)
            return Bool.random(using: &rng) ? v.rounded() : v
        }
        func rect(_ rng: inout SplitMix) -> Rect {
            let x = coord(w, &rng), y = coord(h, &rng)
            let big = Int.random(in: 0..<4, using: &rng) == 0
            let rw = big ? w + 8 : Double.random(in: 1...(w * 0.7), using: &rng)
            let rh = big ? h + 8 : Double.random(in: 1...(h * 0.7), using: &rng)
            let width = Bool.random(using: &rng) ? rw.rounded() : rw
            let height = Bool.random(using: &rng) ? rh.rounded() : rh
            return Rect(x: big ? -4 : x, y: big ? -4 : y, width: width, height: height)
        }
        func color(_ rng: inout SplitMix) -> Color {
            let opaque = Int.random(in: 0..<3, using: &rng) > 0
            return Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                         blue: .random(in: 0...1, using: &rng), alpha: opaque ? 1 : .random(in: 0.1...0.9, using: &rng))
        }
        var ops: [(Canvas) -> Void] = []
        var depth = 0, layers = 0
        for _ in 0..<count {
            let r = rect(&rng), c = color(&rng)
            switch Int.random(in: 0..<17, using: &rng) {
            case 0, 1, 2: ops.append { $0.fill(r, paint: .color(c)) }
            case 3, 4:
                let radius = Double.random(in: 0...12, using: &rng)
                ops.append { $0.fillRoundedRect(r, radii: CornerRadii(radius), paint: .color(c)) }
            case 5: ops.append { $0.fillEllipse(in: r, paint: .color(c)) }
            case 6:
                let blur = Double.random(in: 0...4, using: &rng)
                let shadow = BoxShadow(color: c, offset: Point(x: 0, y: 2), blurRadius: blur)
                ops.append { $0.drawShadow(roundedRect: r, radii: CornerRadii(4), shadow: shadow) }
            case 7:
                // A text-like mask and a run of two overlapping glyphs.
                let size = PixelSize(width: Int.random(in: 1...20, using: &rng),
                                     height: Int.random(in: 1...20, using: &rng))
                let bytes = (0..<(size.width * size.height)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                let x = Int(r.minX), y = Int(r.minY)
                if let mask = CoverageMask(size: size, coverage: bytes) {
                    ops.append { $0.draw(mask, atPixel: (x, y), color: c) }
                    ops.append {
                        let run = [PlacedCoverage(mask: mask, x: x + 5, y: y),
                                   PlacedCoverage(mask: mask, x: x + 9, y: y + 1)]
                        $0.draw(run, color: c)
                    }
                }
            case 8:
                var path = Path()
                path.move(to: Point(x: r.minX, y: r.maxY))
                path.addLine(to: Point(x: r.midX, y: r.minY))
                path.addLine(to: Point(x: r.maxX, y: r.maxY))
                path.closeSubpath()
                let stroke = Bool.random(using: &rng)
                ops.append {
                    if stroke {
                        $0.stroke(path, style: StrokeStyle(width: 1.5), paint: .color(c))
                    } else {
                        $0.fill(path, paint: .color(c))
                    }
                }
            case 9:
                let g = LinearGradient(stops: [GradientStop(c, at: 0), GradientStop(.white, at: 1)],
                                       start: Point(x: r.minX, y: r.minY), end: Point(x: r.maxX, y: r.maxY))
                ops.append { $0.fill(r, paint: .linearGradient(g)) }
            case 10:
                depth += 1
                ops.append { $0.save(); $0.clip(to: r) }
            case 11:
                depth += 1
                let radius = Double.random(in: 0...10, using: &rng)
                ops.append { $0.save(); $0.clip(toRoundedRect: r, radii: CornerRadii(radius)) }
            case 12:
                depth += 1
                let (dx, dy) = (Double.random(in: -10...10, using: &rng), Double.random(in: -10...10, using: &rng))
                let kind = Int.random(in: 0..<3, using: &rng)
                ops.append {
                    $0.save()
                    switch kind {
                    case 0: $0.translate(x: dx.rounded(), y: dy.rounded())
                    case 1: $0.translate(x: dx, y: dy)
                    default: $0.rotate(by: dx / 40)
                    }
                }
            case 13:
                if depth > 0 {
                    depth -= 1
                    ops.append { $0.restore() }
                }
            case 14:
                if layers < 2 && Bool.random(using: &rng) {
                    layers += 1
                    let opacity = Double.random(in: 0.2...1, using: &rng)
                    ops.append { $0.beginLayer(opacity: opacity) }
                } else if layers > 0 {
                    layers -= 1
                    ops.append { $0.endLayer() }
                }
            case 15:
                ops.append { $0.clear(to: c) }
            default:
                let image = Bitmap(width: 3, height: 2)
                image.fill(image.bounds, color: c)
                image.fill(PixelRect(x: 1, y: 0, width: 1, height: 2), color: .black)
                ops.append { $0.draw(image, in: r) }
            }
        }
        for _ in 0..<layers { ops.append { $0.endLayer() } }
        self.ops = ops
    }
}

@Suite("Canvas overdraw elision")
struct CanvasOverdrawTests {
    /// A bitmap of noise: what a reused frame buffer holds from frames before.
    static func stale(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var rng = SplitMix(state: seed)
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap.row(y)[x] = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 }
        }
        return bitmap
    }

    static func damage(_ seed: UInt64, width: Int, height: Int) -> [PixelRect]? {
        var rng = SplitMix(state: seed &* 31)
        let n = Int.random(in: 0...3, using: &rng)
        guard n > 0 else { return nil }
        return (0..<n).map { _ in
            PixelRect(x: .random(in: -2..<width, using: &rng), y: .random(in: -2..<height, using: &rng),
                      width: .random(in: 1...width, using: &rng), height: .random(in: 1...height, using: &rng))
        }
    }

    /// With a cache that keeps nothing (the benchmark's headline, where opaque rounded rects drawn
    /// directly keep their body pending) and with one that keeps shapes.
    @Test("Random drawings are bit for bit the same with the elision on and off",
          arguments: [(1.0, 1, false), (2.0, 1, false), (1.0, 4096, false), (2.0, 600, false),
                      (1.0, 1, true), (2.0, 1, true), (1.0, 4096, true), (2.0, 600, true)])
    func randomDrawings(scale: Double, minimumArea: Int, keepsNothing: Bool) {
        let width = 72, height = 56
        for seed in UInt64(1)...400 {
            let drawing = RandomDrawing(seed: seed, width: width, height: height, count: 14)
            let damage = Self.damage(seed, width: width, height: height)
            let plain = Self.stale(width: width, height: height, seed: seed)
            let elided = Self.stale(width: width, height: height, seed: seed)
            func cache() -> RasterCache { keepsNothing ? RasterCache(maximumEntries: 0) : RasterCache() }
            let a = Canvas(bitmap: plain, scale: scale, damage: damage, cache: cache())
            let b = Canvas(bitmap: elided, scale: scale, damage: damage, cache: cache(), elidesOverdraw: true)
            b.pending.minimumArea = minimumArea
            for op in drawing.ops {
                op(a)
                op(b)
            }
            b.flush()
            #expect(plain.hasSamePixels(as: elided),
                    "seed \(seed), scale \(scale), keepsNothing \(keepsNothing), damage \(String(describing: damage))")
            if !plain.hasSamePixels(as: elided) { return }
        }
    }

    @Test("Reading the canvas's bitmap mid-frame sees every fill so far")
    func readThroughBitmap() {
        let plain = Self.stale(width: 40, height: 30, seed: 7), elided = Self.stale(width: 40, height: 30, seed: 7)
        let a = Canvas(bitmap: plain), b = Canvas(bitmap: elided, elidesOverdraw: true)
        b.pending.minimumArea = 1
        for c in [a, b] {
            c.fill(Rect(x: 0, y: 0, width: 40, height: 30), paint: .color(Color(hex: 0xF2F2F7)))
            c.fill(Rect(x: 4, y: 4, width: 20, height: 10), paint: .color(Color(hex: 0x007AFF)))
        }
        #expect(!b.pending.isEmpty)
        #expect(b.bitmap.hasSamePixels(as: plain))
        #expect(b.pending.isEmpty)
    }

    @Test("A canvas that goes away writes what is pending")
    func flushesAtTheEnd() {
        let bitmap = Self.stale(width: 20, height: 20, seed: 3)
        do {
            let canvas = Canvas(bitmap: bitmap, elidesOverdraw: true)
            canvas.clear(to: Color(hex: 0x123456))
            #expect(bitmap[5, 5] != Color(hex: 0x123456).premultipliedPixel || canvas.pending.isEmpty)
        }
        #expect(bitmap[5, 5] == Color(hex: 0x123456).premultipliedPixel)
        #expect(bitmap[19, 19] == Color(hex: 0x123456).premultipliedPixel)
    }

    @Test("An opaque rect over a pending background leaves the background unwritten beneath it")
    func elidesTheCoveredPart() {
        let bitmap = Bitmap(width: 100, height: 80)
        let canvas = Canvas(bitmap: bitmap, elidesOverdraw: true)
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 80), paint: .color(Color(hex: 0xF2F2F7)))
        canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 60, height: 50), radii: CornerRadii(8),
                               paint: .color(.white))
        // The background is still pending only outside the rounded rect's sure interior.
        let pendingArea = canvas.pending.rects.reduce(0) { $0 + $1.area }
        #expect(pendingArea < 100 * 80 - 50 * 40)
        #expect(canvas.pending.rects.allSatisfy { !$0.intersects(PixelRect(x: 20, y: 20, width: 40, height: 30)) })
        canvas.flush()
        #expect(bitmap[0, 0] == Color(hex: 0xF2F2F7).premultipliedPixel)
        #expect(bitmap[40, 35] == Color.white.premultipliedPixel)
    }

    /// The benchmark scene's shapes (docs/benchmark.md): a background, a bar, a grouped section with rows
    /// of separators and switches (tracks, inner pills, knobs over their shadows), buttons, text-like
    /// masks, at whole and fractional positions, scales 1 and 2, with and without damage.
    @Test("A settings list is bit for bit the same with the elision on and off", arguments: [1.0, 2.0])
    func settingsList(scale: Double) {
        let width = 200, height = 160
        for seed in UInt64(1)...60 {
            var rng = SplitMix(state: seed)
            let shift = Bool.random(using: &rng) ? 0 : Double.random(in: 0..<1, using: &rng)
            let damage = seed % 3 == 0 ? Self.damage(seed, width: width, height: height) : nil
            let plain = Self.stale(width: width, height: height, seed: seed)
            let elided = Self.stale(width: width, height: height, seed: seed)
            let a = Canvas(bitmap: plain, scale: scale, damage: damage, cache: RasterCache(maximumEntries: 0))
            let b = Canvas(bitmap: elided, scale: scale, damage: damage, cache: RasterCache(maximumEntries: 0),
                           elidesOverdraw: true)
            let rows = Int.random(in: 1...3, using: &rng)
            let bytes = (0..<(6 * 9)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let mask = CoverageMask(size: PixelSize(width: 6, height: 9), coverage: bytes)
            for c in [a, b] {
                c.clear(to: Color(hex: 0xF2F2F7))
                c.fill(Rect(x: 0, y: 0, width: 100, height: 12), paint: .color(Color(hex: 0xF9F9F9)))
                c.fill(Rect(x: 0, y: 11, width: 100, height: 1), paint: .color(Color(hex: 0xC6C6C8)))
                c.fillRoundedRect(Rect(x: 5 + shift, y: 14, width: 88, height: 8 + 22 * Double(rows)),
                                  radii: CornerRadii(5), paint: .color(.white))
                for i in 0..<rows {
                    let top = 18 + 22 * Double(i) + shift
                    c.fill(Rect(x: 10, y: top + 21, width: 80, height: 1), paint: .color(Color(hex: 0xC6C6C8)))
                    if let mask { c.draw(mask, atPixel: (12, Int(top) + 4), color: .black) }
                    let o = Point(x: 60 + shift, y: top + 2)
                    c.fillRoundedRect(Rect(x: o.x, y: o.y, width: 26, height: 16), radii: CornerRadii(8),
                                      paint: .color(Color(hex: 0xE5E5EA)))
                    c.fillRoundedRect(Rect(x: o.x + 1, y: o.y + 1, width: 24, height: 14), radii: CornerRadii(7),
                                      paint: .color(.white))
                    let knob = Rect(x: o.x + 1 + Double(i % 2) * 10, y: o.y + 1, width: 14, height: 14)
                    c.drawShadow(roundedRect: knob, radii: CornerRadii(7),
                                 shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 1),
                                                   blurRadius: 1.5))
                    c.fillEllipse(in: knob, paint: .color(.white))
                }
                c.fillRoundedRect(Rect(x: 110, y: 14, width: 60, height: 22), radii: CornerRadii(5),
                                  paint: .color(Color(hex: 0x007AFF)))
                c.fill(Rect(x: 0, y: 140, width: 200, height: 20), paint: .color(Color(hex: 0xF9F9F9)))
            }
            b.flush()
            #expect(plain.hasSamePixels(as: elided),
                    "seed \(seed), scale \(scale), damage \(String(describing: damage))")
            if !plain.hasSamePixels(as: elided) { return }
        }
    }

    @Test("An opaque section's body stays pending and is written with the background beside it, row by row")
    func sectionBodyPending() {
        let bitmap = Bitmap(width: 120, height: 100)
        let canvas = Canvas(bitmap: bitmap, cache: RasterCache(maximumEntries: 0), elidesOverdraw: true)
        canvas.pending.minimumArea = 1
        canvas.clear(to: Color(hex: 0xF2F2F7))
        canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 80, height: 80), radii: CornerRadii(6), paint: .color(.white))
        let white = Color.white.premultipliedPixel, grey = Color(hex: 0xF2F2F7).premultipliedPixel
        // Rows 16..<84 between the corners: pending, as white, beside the pending background.
        #expect(zip(canvas.pending.rects, canvas.pending.pixels).contains {
            $0.0 == PixelRect(x: 10, y: 16, width: 80, height: 68) && $0.1 == white
        })
        // A draw on row 40 writes every pending pixel of the rows down to it, across the width.
        canvas.fill(Rect(x: 30, y: 40, width: 20, height: 1), paint: .color(Color(white: 0, alpha: 0.5)))
        #expect(canvas.pending.rects.allSatisfy { $0.y >= 41 })
        #expect(canvas.surface[0, 30] == grey && canvas.surface[100, 30] == grey && canvas.surface[20, 30] == white)
        canvas.flush()
        #expect(bitmap[5, 95] == grey && bitmap[50, 80] == white)
    }
}
