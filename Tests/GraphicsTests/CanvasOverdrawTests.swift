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

    @Test("Random drawings are bit for bit the same with the elision on and off",
          arguments: [(1.0, 1), (2.0, 1), (1.0, 4096), (2.0, 600)])
    func randomDrawings(scale: Double, minimumArea: Int) {
        let width = 72, height = 56
        for seed in UInt64(1)...400 {
            let drawing = RandomDrawing(seed: seed, width: width, height: height, count: 14)
            let damage = Self.damage(seed, width: width, height: height)
            let plain = Self.stale(width: width, height: height, seed: seed)
            let elided = Self.stale(width: width, height: height, seed: seed)
            let a = Canvas(bitmap: plain, scale: scale, damage: damage, cache: RasterCache())
            let b = Canvas(bitmap: elided, scale: scale, damage: damage, cache: RasterCache(),
                           elidesOverdraw: true)
            b.pending.minimumArea = minimumArea
            for op in drawing.ops {
                op(a)
                op(b)
            }
            b.flush()
            #expect(plain.hasSamePixels(as: elided), "seed \(seed), scale \(scale), damage \(String(describing: damage))")
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
}
