import Glibc
import Testing
@testable import Graphics

@Suite("Canvas")
struct CanvasTests {
    @Test("Nothing outside the damage rects or the clip changes")
    func damageAndClip() {
        let bitmap = Bitmap(width: 60, height: 40)
        bitmap.clear(Color(hex: 0x102030))
        let damage = PixelRect(x: 10, y: 5, width: 20, height: 10)
        let canvas = Canvas(bitmap: bitmap, damage: [damage])
        canvas.save()
        canvas.clip(to: Rect(x: 0, y: 0, width: 25, height: 40))
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 60, height: 40), radii: CornerRadii(8), paint: .color(.white))
        canvas.restore()
        for y in 0..<40 {
            for x in 0..<60 {
                let inside = damage.contains(x: x, y: y) && x < 25
                #expect((bitmap[x, y] == 0xFF10_2030) != inside, "pixel \(x),\(y)")
            }
        }
    }

    @Test("Restore and endLayer drop the anti-aliased clips added since their save or layer, nested, and keep the ones before")
    func restoreDropsShapeClips() {
        // The outer clip's edge at x = 20.5 and the inner ones' curves are anti-aliased (shape clips).
        let outer = Rect(x: 0, y: 0, width: 20.5, height: 40)
        let inner = Rect(x: 4, y: 4, width: 12, height: 12)
        func draw(_ nested: (Canvas) -> Void) -> (Bitmap, Canvas) {
            let bitmap = Bitmap(width: 40, height: 40)
            bitmap.clear(.black)
            let canvas = Canvas(bitmap: bitmap)
            canvas.save()
            canvas.clip(to: outer)
            nested(canvas)
            canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), paint: .color(.white))
            canvas.restore()
            return (bitmap, canvas)
        }
        let (expected, plain) = draw { _ in }
        #expect(expected[10, 10] == 0xFFFF_FFFF && expected[30, 10] == 0xFF00_0000)
        #expect(expected[20, 10] != expected[10, 10] && expected[20, 10] != expected[30, 10], "the outer edge is anti-aliased")
        let (saved, savedCanvas) = draw { canvas in
            canvas.save()
            canvas.clip(toRoundedRect: inner, radii: CornerRadii(6))
            canvas.save()
            canvas.clip(toRoundedRect: inner.insetBy(dx: 2, dy: 2), radii: CornerRadii(3))
            canvas.restore()
            canvas.restore()
        }
        let (layered, layeredCanvas) = draw { canvas in
            canvas.beginLayer(opacity: 1)
            canvas.clip(toRoundedRect: inner, radii: CornerRadii(6))
            canvas.endLayer()
        }
        func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<40 { for x in 0..<40 where a[x, y] != b[x, y] { n += 1 } }
            return n
        }
        #expect(differing(saved, expected) == 0, "the inner clips are gone after their restores")
        #expect(differing(layered, expected) == 0, "a clip added in a layer is gone after it")
        for (canvas, bitmap) in [(plain, expected), (savedCanvas, saved), (layeredCanvas, layered)] {
            #expect(canvas.shapeClips.isEmpty && canvas.state.shapeClipCount == 0)
            // Unclipped after the last restore: a fill reaches the pixels beyond the outer edge.
            canvas.fill(Rect(x: 30, y: 30, width: 4, height: 4), paint: .color(.white))
            #expect(bitmap[31, 31] == 0xFFFF_FFFF)
        }
    }

    @Test("A path clip of a rect clips like the same rect clip, anti-aliased edges included")
    func pathClipMatchesRectClip() {
        let a = Bitmap(width: 40, height: 30), b = Bitmap(width: 40, height: 30)
        let rect = Rect(x: 5.25, y: 4.5, width: 20.5, height: 15.75)
        let ca = Canvas(bitmap: a)
        ca.clip(to: Path.rect(rect))
        ca.fill(Rect(x: 0, y: 0, width: 40, height: 30), paint: .color(.white))
        let cb = Canvas(bitmap: b)
        cb.clip(to: rect)
        cb.fill(Rect(x: 0, y: 0, width: 40, height: 30), paint: .color(.white))
        var worst = 0
        for y in 0..<30 { for x in 0..<40 { worst = max(worst, abs(Int(a[x, y] >> 24) - Int(b[x, y] >> 24))) } }
        #expect(worst <= 1)
        #expect(a[15, 10] == 0xFFFF_FFFF && a[30, 10] == 0)
    }

    @Test("Opacity layers apply group opacity: overlapping shapes inside do not show through each other")
    func groupOpacity() {
        let bitmap = Bitmap(width: 30, height: 10)
        let canvas = Canvas(bitmap: bitmap)
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 10), paint: .color(.white))
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 10), paint: .color(.black))
        canvas.fill(Rect(x: 10, y: 0, width: 20, height: 10), paint: .color(.black))
        canvas.endLayer()
        #expect(bitmap[5, 5] == bitmap[15, 5])
        #expect(bitmap[15, 5] == bitmap[25, 5])
        let gray = bitmap[15, 5] & 0xFF
        #expect(gray >= 127 && gray <= 128)
    }

    @Test("A shape drawn again at a whole-pixel offset reuses the cache and gives the same pixels, shifted")
    func cacheIsTranslationInvariant() {
        let cache = RasterCache()
        let a = Bitmap(width: 50, height: 40), b = Bitmap(width: 50, height: 40)
        let shape = Rect(x: 3.3, y: 2.7, width: 31.5, height: 21.25)
        Canvas(bitmap: a, cache: cache).fillRoundedRect(shape, radii: CornerRadii(9), paint: .color(.white))
        Canvas(bitmap: b, cache: cache).fillRoundedRect(shape.offsetBy(dx: 7, dy: 11), radii: CornerRadii(9), paint: .color(.white))
        #expect(cache.count == 1)
        let uncached = Bitmap(width: 50, height: 40)
        let canvas = Canvas(bitmap: uncached)
        canvas.blitter.shader = .solid(0xFFFF_FFFF)
        canvas.blitter.clip = uncached.bounds
        RoundedRectCoverage(rect: shape, radii: CornerRadii(9)).fill(canvas.blitter, clip: uncached.bounds)
        var differences = 0
        for y in 0..<29 {
            for x in 0..<43 {
                if a[x, y] != b[x + 7, y + 11] { differences += 1 }
                if abs(Int(a[x, y] >> 24) - Int(uncached[x, y] >> 24)) > 1 { differences += 1 }
            }
        }
        #expect(differences == 0)
    }

    @Test("A cache of no entries records no coverage and draws the same pixels as a recording cache")
    func cacheWithoutEntries() {
        let recording = RasterCache(), direct = RasterCache(maximumEntries: 0)
        let a = Bitmap(width: 80, height: 60), b = Bitmap(width: 80, height: 60)
        for (bitmap, cache) in [(a, recording), (b, direct)] {
            let canvas = Canvas(bitmap: bitmap, cache: cache)
            canvas.fillRoundedRect(Rect(x: 3.3, y: 2.7, width: 51, height: 31), radii: CornerRadii(15.5), paint: .color(.white))
            canvas.drawShadow(roundedRect: Rect(x: 20.4, y: 20.6, width: 27, height: 27), radii: CornerRadii(13.5),
                              shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3))
            canvas.fillEllipse(in: Rect(x: 20.4, y: 20.6, width: 27, height: 27), paint: .color(.white))
            canvas.fillRoundedRect(Rect(x: 40.25, y: 10.5, width: 30, height: 20), radii: CornerRadii(8), style: .continuous,
                                   paint: .color(Color(red: 0, green: 0.5, blue: 1)))
        }
        #expect(recording.count == 4)
        #expect(direct.count == 0)
        var worst = 0
        for y in 0..<60 {
            for x in 0..<80 {
                for shift in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a[x, y] >> UInt32(shift)) & 0xFF) - Int((b[x, y] >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        #expect(worst <= 1)
        #expect(b[30, 12] == 0xFFFF_FFFF)
    }

    @Test("Continuous corners drawn through the cache match the same path filled directly")
    func continuousThroughCache() {
        let cache = RasterCache()
        let cached = Bitmap(width: 60, height: 40), direct = Bitmap(width: 60, height: 40)
        let rect = Rect(x: 4.25, y: 3.5, width: 50, height: 31), radii = CornerRadii(12)
        Canvas(bitmap: cached, cache: cache).fillRoundedRect(rect, radii: radii, style: .continuous, paint: .color(.white))
        Canvas(bitmap: direct).fill(Path.roundedRect(rect, radii: radii, style: .continuous), paint: .color(.white))
        #expect(cache.count == 1)
        var worst = 0
        for y in 0..<40 { for x in 0..<60 { worst = max(worst, abs(Int(cached[x, y] >> 24) - Int(direct[x, y] >> 24))) } }
        #expect(worst <= 1)
        #expect(cached[30, 20] == 0xFFFF_FFFF && cached[5, 4] >> 24 < 128)
    }

    @Test("Glyph masks are tinted, clipped to the clip and the damage, and ignore the transform")
    func maskBlit() throws {
        let bitmap = Bitmap(width: 20, height: 10)
        let canvas = Canvas(bitmap: bitmap, scale: 2, damage: [PixelRect(x: 0, y: 0, width: 12, height: 10)])
        let mask = try #require(CoverageMask(size: PixelSize(width: 16, height: 2),
                                             coverage: [UInt8](repeating: 255, count: 16) + [UInt8](repeating: 128, count: 16)))
        canvas.translate(x: 100, y: 100)
        canvas.draw(mask, atPixel: (x: 2, y: 3), color: Color(hex: 0xFF0000))
        #expect(bitmap[2, 3] == 0xFFFF_0000)
        #expect(bitmap[11, 3] == 0xFFFF_0000)
        #expect(bitmap[12, 3] == 0)
        #expect(bitmap[5, 4] == 0x8080_0000)
        #expect(bitmap[1, 3] == 0)
    }

    @Test("A one-pixel hairline on a whole-pixel coordinate is snapped to pixel centres and stays crisp")
    func hairline() {
        let bitmap = Bitmap(width: 20, height: 10)
        var path = Path()
        path.move(to: Point(x: 2, y: 5))
        path.addLine(to: Point(x: 18, y: 5))
        Canvas(bitmap: bitmap).stroke(path, style: StrokeStyle(width: 1), paint: .color(.black))
        for x in 2..<18 {
            #expect(bitmap[x, 5] == 0xFF00_0000)
            #expect(bitmap[x, 4] == 0 && bitmap[x, 6] == 0)
        }
    }

    @Test("Transforms compose like Core Graphics and invert exactly")
    func transforms() throws {
        let t = Transform2D(translationX: 10, y: 5).concatenating(Transform2D(rotationAngle: Double.pi / 2))
        let p = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x - -5) < 1e-12 && abs(p.y - 11) < 1e-12)
        let inverse = try #require(t.inverted())
        let back = inverse.apply(to: p)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
        let box = Transform2D(rotationAngle: Double.pi / 4).apply(to: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-12)
    }

    @Test("Images are drawn scaled with bilinear filtering")
    func bilinearImage() {
        let image = Bitmap(width: 2, height: 1)
        image[0, 0] = 0xFF00_0000
        image[1, 0] = 0xFFFF_FFFF
        let bitmap = Bitmap(width: 8, height: 2)
        Canvas(bitmap: bitmap).draw(image, in: Rect(x: 0, y: 0, width: 8, height: 2))
        // Pixel centres 0.5…7.5 map to image x 0.125…1.875: black at the left, white at the right,
        // increasing between.
        #expect(bitmap[0, 0] == 0xFF00_0000)
        #expect(bitmap[7, 0] == 0xFFFF_FFFF)
        for x in 1..<8 { #expect(bitmap[x, 0] & 0xFF >= bitmap[x - 1, 0] & 0xFF) }
        #expect(bitmap[3, 0] & 0xFF > 40 && bitmap[3, 0] & 0xFF < 128)
    }
}

@Suite("Canvas robustness")
struct CanvasRobustnessTests {
    @Test("NaN, infinite and huge geometry draws nothing wrong and never traps")
    func hostileGeometry() {
        let bitmap = Bitmap(width: 16, height: 16)
        let canvas = Canvas(bitmap: bitmap)
        let bad: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]
        for v in bad {
            canvas.fill(Rect(x: v, y: 0, width: 10, height: 10), paint: .color(.white))
            canvas.fillRoundedRect(Rect(x: 0, y: 0, width: v, height: 10), radii: CornerRadii(v), paint: .color(.white))
            canvas.fillEllipse(in: Rect(x: 0, y: v, width: 4, height: 4), paint: .color(.white))
            var path = Path()
            path.move(to: Point(x: 0, y: 0))
            path.addCurve(to: Point(x: v, y: 5), control1: Point(x: 3, y: v), control2: Point(x: 1, y: 1))
            path.addLine(to: Point(x: 8, y: v))
            canvas.fill(path, paint: .color(.white))
            canvas.stroke(path, style: StrokeStyle(width: 2, join: .round, dash: [1e-12, 1e-12]), paint: .color(.white))
            canvas.drawShadow(roundedRect: Rect(x: 2, y: 2, width: 5, height: 5), radii: CornerRadii(2),
                              shadow: BoxShadow(color: .black, offset: Point(x: v, y: 0), blurRadius: v))
        }
        canvas.stroke(Path(), style: StrokeStyle(width: 3), paint: .color(.white))
        canvas.endLayer()
        canvas.restore()
        var invalid = 0
        for y in 0..<16 {
            for x in 0..<16 {
                let p = bitmap[x, y], a = p >> 24
                if (p >> 16) & 0xFF > a || (p >> 8) & 0xFF > a || p & 0xFF > a { invalid += 1 }
            }
        }
        #expect(invalid == 0, "every pixel stays a valid premultiplied colour")
    }
}

@Suite("Canvas transforms")
struct CanvasTransformTests {
    @Test("A horizontally flipped canvas mirrors per-corner radii onto the right device corners")
    func flippedRadii() {
        let radii = CornerRadii(topLeading: 2, topTrailing: 10, bottomTrailing: 0, bottomLeading: 6)
        let flipped = Bitmap(width: 40, height: 30), direct = Bitmap(width: 40, height: 30)
        let canvas = Canvas(bitmap: flipped)
        canvas.translate(x: 40, y: 0)
        canvas.scale(x: -1, y: 1)
        canvas.fillRoundedRect(Rect(x: 5, y: 4, width: 28, height: 20), radii: radii, paint: .color(.white))
        Canvas(bitmap: direct).fillRoundedRect(
            Rect(x: 7, y: 4, width: 28, height: 20),
            radii: CornerRadii(topLeading: 10, topTrailing: 2, bottomTrailing: 6, bottomLeading: 0), paint: .color(.white))
        var differing = 0
        for y in 0..<30 { for x in 0..<40 where flipped[x, y] != direct[x, y] { differing += 1 } }
        #expect(differing == 0)
    }
}

@Suite("Canvas damage")
struct CanvasDamageTests {
    @Test("Overlapping damage rects draw each pixel once, so translucent paint does not darken the overlap")
    func overlappingDamage() {
        let bitmap = Bitmap(width: 30, height: 20)
        bitmap.clear(.white)
        let canvas = Canvas(bitmap: bitmap, damage: [PixelRect(x: 0, y: 0, width: 20, height: 20),
                                                     PixelRect(x: 10, y: 5, width: 20, height: 10)])
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 20), paint: .color(Color(white: 0, alpha: 0.5)))
        #expect(bitmap[5, 10] == bitmap[15, 10])
        #expect(bitmap[25, 10] == bitmap[15, 10])
        #expect(bitmap[25, 2] == 0xFFFF_FFFF)
        let pieces = Canvas.disjoint([PixelRect(x: 0, y: 0, width: 20, height: 20), PixelRect(x: 10, y: 5, width: 20, height: 10)])
        #expect(pieces.reduce(0) { $0 + $1.area } == 400 + 100)
    }
}

@Suite("Canvas paints and strokes")
struct CanvasPaintTests {
    @Test("A linear gradient interpolates along its axis in user space and pads beyond its ends")
    func linearGradient() {
        let bitmap = Bitmap(width: 300, height: 2)
        let canvas = Canvas(bitmap: bitmap)
        canvas.translate(x: 20, y: 0)
        let gradient = LinearGradient(stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)],
                                      start: Point(x: 0, y: 0), end: Point(x: 255, y: 0))
        canvas.fill(Rect(x: -20, y: 0, width: 300, height: 2), paint: .linearGradient(gradient))
        #expect(bitmap[5, 0] == 0xFF00_0000)
        #expect(bitmap[290, 0] == 0xFFFF_FFFF)
        let mid = Int(bitmap[20 + 127, 0] & 0xFF)
        #expect(abs(mid - 127) <= 1)
    }

    @Test("A radial gradient depends only on the distance from its centre")
    func radialGradient() {
        let bitmap = Bitmap(width: 41, height: 41)
        let gradient = RadialGradient(stops: [GradientStop(.white, at: 0), GradientStop(.black, at: 1)],
                                      center: Point(x: 20.5, y: 20.5), radius: 20)
        Canvas(bitmap: bitmap).fill(Rect(x: 0, y: 0, width: 41, height: 41), paint: .radialGradient(gradient))
        #expect(bitmap[20, 20] == 0xFFFF_FFFF)
        #expect(bitmap[30, 20] == bitmap[20, 30] && bitmap[10, 20] == bitmap[20, 10] && bitmap[30, 20] == bitmap[10, 20])
        #expect(abs(Int(bitmap[30, 20] & 0xFF) - 128) <= 2)
    }

    @Test("A thick stroke covers its length times its width, at any angle")
    func strokeArea() {
        for angle in [0.0, 0.3, 1.1] {
            let bitmap = Bitmap(width: 80, height: 80)
            var path = Path()
            let c = Point(x: 40.2, y: 39.7), half = 25.0
            path.move(to: Point(x: c.x - half * cos(angle), y: c.y - half * sin(angle)))
            path.addLine(to: Point(x: c.x + half * cos(angle), y: c.y + half * sin(angle)))
            Canvas(bitmap: bitmap).stroke(path, style: StrokeStyle(width: 6, cap: .butt), paint: .color(.white))
            var area = 0.0
            for y in 0..<80 { for x in 0..<80 { area += Double(bitmap[x, y] >> 24) / 255 } }
            #expect(abs(area - 50 * 6) < 1, "angle \(angle): area \(area)")
        }
    }

    @Test("A round-joined circular stroke covers its ring's area: edges are not counted twice")
    func ringArea() {
        let bitmap = Bitmap(width: 80, height: 80)
        var circle = Path()
        circle.addArc(center: Point(x: 40.3, y: 39.6), radius: 25, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        circle.closeSubpath()
        Canvas(bitmap: bitmap).stroke(circle, style: StrokeStyle(width: 5, join: .round), paint: .color(.white))
        var area = 0.0
        for y in 0..<80 { for x in 0..<80 { area += Double(bitmap[x, y] >> 24) / 255 } }
        // The stroke follows the flattened circle (chords within 0.2 px), so its exact area is
        // the width times the flattened perimeter (outer arcs and inner corners cancel).
        var flat = Polylines()
        flat.flatten(circle, transform: .identity, tolerance: Canvas.tolerance)
        var perimeter = 0.0
        for i in 0..<flat.points.count { perimeter += flat.points[i].distance(to: flat.points[(i + 1) % flat.points.count]) }
        let ring = 5 * perimeter
        #expect(abs(area - ring) / ring < 0.001, "area \(area), ring \(ring)")
    }
}

@Suite("Canvas cache sharing")
struct CanvasCacheSharingTests {
    @Test("Two canvases sharing one cache each draw into their own bitmap")
    func sharedCache() {
        let cache = RasterCache()
        let a = Bitmap(width: 20, height: 10), b = Bitmap(width: 20, height: 10)
        let first = Canvas(bitmap: a, cache: cache)
        let second = Canvas(bitmap: b, cache: cache)
        first.fill(Rect(x: 0, y: 0, width: 20, height: 10), paint: .color(.white))
        second.fill(Rect(x: 0, y: 0, width: 10, height: 10), paint: .color(.black))
        #expect(a[15, 5] == 0xFFFF_FFFF && a[5, 5] == 0xFFFF_FFFF)
        #expect(b[5, 5] == 0xFF00_0000 && b[15, 5] == 0)
    }

    @Test("The coverage cache is bounded in bytes: it forgets everything rather than pass its bound")
    func cacheBoundedInBytes() {
        let cache = RasterCache(maximumEntries: 512, maximumBytes: 16 << 10)
        let bitmap = Bitmap(width: 400, height: 300)
        for k in 0..<40 {
            // Shapes of different sizes and sub-pixel positions: 40 distinct recordings.
            Canvas(bitmap: bitmap, cache: cache).fillRoundedRect(
                Rect(x: 1.25 + Double(k) * 0.01, y: 2.5, width: 60 + Double(k * 5), height: 50 + Double(k * 3)),
                radii: CornerRadii(12), paint: .color(.white))
            #expect(cache.byteCount <= cache.maximumBytes)
        }
        #expect(cache.count > 0 && cache.count < 40, "some recordings were forgotten to stay within 16 KiB")
    }

    @Test("Scratch arrays are lent zeroed, at least as long as asked, and the same storage comes back")
    func scratchIsReused() {
        let cache = RasterCache()
        var first: UnsafeMutablePointer<Double>?
        cache.withScratch(arrays: 2, count: 1000) { arrays in
            #expect(arrays.count >= 2 && arrays[0].count >= 1000 && arrays[1].count >= 1000)
            arrays[0][999] = 7
            arrays[0].withUnsafeMutableBufferPointer { first = $0.baseAddress }
        }
        cache.withScratch(arrays: 2, count: 500) { arrays in
            #expect(arrays[0][499] == 0 && arrays[0][999] == 7, "the asked part is zeroed, nothing reallocated")
            arrays[0].withUnsafeMutableBufferPointer { #expect($0.baseAddress == first) }
        }
    }
}
