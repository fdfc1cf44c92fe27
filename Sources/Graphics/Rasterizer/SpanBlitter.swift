/// Turns coverage spans into pixels: clips them, applies rounded-rect clip coverage and the
/// paint, and blends them into the current target.
///
/// ## Background
/// The seam between geometry and pixels, as Skia's blitters are: rasterizers compute coverage
/// per row and call ``span(y:x:count:constant:)`` for runs of equal coverage (a rounded rect's
/// straight middle) or ``span(y:x:count:coverage:)`` for per-pixel edges. Scratch rows are
/// allocated once per canvas; nothing here allocates per span or pixel.
final class SpanBlitter {
    /// The pixels written: row 0 of `base` is device row `originY`, column 0 is `originX`.
    var base: UnsafeMutableRawPointer
    var stride: Int
    var originX = 0, originY = 0
    /// The device-pixel rect spans are clipped to (clip ∩ damage ∩ target).
    var clip = PixelRect.zero
    /// Anti-aliased clips, in device pixels; spans are weighted by their coverage.
    var shapeClips: [ClipShape] = []
    /// The paint of the current draw.
    var shader = Shader.solid(0)

    /// A row of coverage rasterizers may fill before calling ``span(y:x:count:coverage:)``.
    let rowCoverage: UnsafeMutablePointer<UInt8>
    /// A row of areas rasterizers may sum a row's coverage in (``SpanSink/rowArea``).
    let rowArea: UnsafeMutablePointer<Double>
    let clipCoverage: UnsafeMutablePointer<UInt8>
    let spanCoverage: UnsafeMutablePointer<UInt8>
    let colorRow: UnsafeMutablePointer<UInt32>
    /// The gradient ramp of the current paint.
    let ramp: UnsafeMutablePointer<UInt32>
    /// An image draw's two image columns and weight per device column (`ImageSampler`'s table),
    /// `capacity` entries, reused by every image draw.
    let imageColumns: UnsafeMutablePointer<ImageColumn>
    /// One device column of an upright image draw: the two image columns a sample blends and the
    /// second one's weight in 256ths.
    typealias ImageColumn = (first: Int32, second: Int32, weight: UInt32)
    /// Where overlapping glyph masks of a line are merged (``GlyphRunBlender``).
    let maskScratch = MaskScratch()
    /// Rows a fill blits again at their mirror image (``MirrorRows``; its memory is taken on first use).
    let mirrorRows: MirrorRows? = MirrorRows.allocate()
    let capacity: Int

    init(bitmap: Bitmap) {
        base = bitmap.base
        stride = bitmap.stride
        capacity = bitmap.width + 64
        rowCoverage = .allocate(capacity: capacity)
        rowCoverage.initialize(repeating: 0, count: capacity)
        rowArea = .allocate(capacity: capacity)
        rowArea.initialize(repeating: 0, count: capacity)
        clipCoverage = .allocate(capacity: capacity)
        clipCoverage.initialize(repeating: 0, count: capacity)
        spanCoverage = .allocate(capacity: capacity)
        spanCoverage.initialize(repeating: 0, count: capacity)
        colorRow = .allocate(capacity: capacity)
        colorRow.initialize(repeating: 0, count: capacity)
        ramp = .allocate(capacity: 256)
        ramp.initialize(repeating: 0, count: 256)
        imageColumns = .allocate(capacity: capacity)
        imageColumns.initialize(repeating: (0, 0, 0), count: capacity)
    }

    deinit {
        rowCoverage.deallocate()
        rowArea.deallocate()
        clipCoverage.deallocate()
        spanCoverage.deallocate()
        colorRow.deallocate()
        ramp.deallocate()
        imageColumns.deallocate()
        mirrorRows?.deallocate()
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + (y - originY) * stride).assumingMemoryBound(to: UInt32.self) - originX
    }

    /// Blends the block of rows `y..<y + rows`, columns `x..<x + count`, all at coverage
    /// `constant`: a rect's body in one call. Opaque solid blocks are one store when they span
    /// whole contiguous rows, else one store per row.
    func block(y: Int, rows: Int, x: Int, count: Int, constant: UInt8) {
        let y0 = max(y, clip.y), y1 = min(y + rows, clip.maxY)
        let x0 = max(x, clip.x), x1 = min(x + count, clip.maxX)
        guard constant != 0, y1 > y0, x1 > x0 else { return }
        guard case .solid(let pixel) = shader, shapeClips.isEmpty, constant == 255, pixel >> 24 == 255 else {
            for row in y0..<y1 { span(y: row, x: x0, count: x1 - x0, constant: constant) }
            return
        }
        let n = x1 - x0
        if stride == n * 4 {
            Blend.store(pixel, into: row(y0) + x0, count: n * (y1 - y0))
        } else {
            for r in y0..<y1 { Blend.store(pixel, into: row(r) + x0, count: n) }
        }
    }

    /// Blends `count` pixels of row `y` from column `x`, all at coverage `constant` (0…255).
    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        guard constant != 0, y >= clip.y, y < clip.maxY else { return }
        let x0 = max(x, clip.x), x1 = min(x + count, clip.maxX)
        guard x1 > x0 else { return }
        if !shapeClips.isEmpty && !clipsCoverFully(y: y, x0: x0, x1: x1) {
            spanCoverage.update(repeating: constant, count: x1 - x0)
            return coverageSpan(y: y, x0: x0, x1: x1, coverage: spanCoverage)
        }
        let dst = row(y) + x0
        if let pixel = rowPixel(y: y) {
            Blend.solid(pixel, coverage: UInt32(constant), into: dst, count: x1 - x0)
            return
        }
        shader.colors(x: x0, y: y, count: x1 - x0, ramp: ramp, into: colorRow)
        if constant == 255 {
            Blend.colors(colorRow, coverage: nil, into: dst, count: x1 - x0)
        } else {
            spanCoverage.update(repeating: constant, count: x1 - x0)
            Blend.colors(colorRow, coverage: spanCoverage, into: dst, count: x1 - x0)
        }
    }

    /// Blends `count` pixels of row `y` from column `x`, weighted by `coverage[0..<count]`
    /// (which may be modified).
    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard y >= clip.y, y < clip.maxY else { return }
        let x0 = max(x, clip.x), x1 = min(x + count, clip.maxX)
        guard x1 > x0 else { return }
        coverageSpan(y: y, x0: x0, x1: x1, coverage: coverage + (x0 - x))
    }

    /// The paint's one colour along row `y` when it does not change along a row (a solid
    /// colour, or a linear gradient that runs straight down the device, as a screen's
    /// wallpaper does), else nil: such a row is blended as a solid span. The same pixel as
    /// ``Shader/colors(x:y:count:ramp:into:)`` gives every pixel of the row.
    @inline(__always)
    private func rowPixel(y: Int) -> UInt32? {
        switch shader {
        case .solid(let pixel):
            return pixel
        case .linear(let base, let dx, let dy) where dx == 0:
            return Shader.linearPixel(base: base, dx: 0, dy: dy, x: 0, y: y, ramp: ramp)
        default:
            return nil
        }
    }

    /// Spans at least this wide ask whether the anti-aliased clips cover them fully before
    /// multiplying by the clips' coverage; narrower ones (a glyph's row) just multiply.
    private static let wideSpan = 32

    /// Whether every anti-aliased clip covers pixels `x0..<x1` of row `y` fully, asked only of a
    /// wide span.
    @inline(__always)
    private func clipsCoverFully(y: Int, x0: Int, x1: Int) -> Bool {
        x1 - x0 >= SpanBlitter.wideSpan && shapeClips.allSatisfy { $0.coversFully(y: y, x0: x0, x1: x1) }
    }

    private func coverageSpan(y: Int, x0: Int, x1: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        if !clipsCoverFully(y: y, x0: x0, x1: x1) {
            for clipShape in shapeClips {
                clipShape.rowCoverage(y: y, x0: x0, x1: x1, into: clipCoverage)
                Blend.multiply(coverage, by: clipCoverage, count: n)
            }
        }
        let dst = row(y) + x0
        if let pixel = rowPixel(y: y) {
            Blend.solid(pixel, coverage: coverage, into: dst, count: n)
        } else {
            shader.colors(x: x0, y: y, count: n, ramp: ramp, into: colorRow)
            Blend.colors(colorRow, coverage: coverage, into: dst, count: n)
        }
    }

    /// Blends per-pixel premultiplied colours (images, layers) for `count` pixels of row `y`,
    /// already weighted, through the anti-aliased clips.
    func colorSpan(y: Int, x: Int, count: Int, colors: UnsafePointer<UInt32>) {
        guard y >= clip.y, y < clip.maxY else { return }
        let x0 = max(x, clip.x), x1 = min(x + count, clip.maxX)
        guard x1 > x0 else { return }
        let n = x1 - x0
        let src = colors + (x0 - x)
        if shapeClips.isEmpty || clipsCoverFully(y: y, x0: x0, x1: x1) {
            Blend.colors(src, coverage: nil, into: row(y) + x0, count: n)
            return
        }
        spanCoverage.update(repeating: 255, count: n)
        for clipShape in shapeClips {
            clipShape.rowCoverage(y: y, x0: x0, x1: x1, into: clipCoverage)
            Blend.multiply(spanCoverage, by: clipCoverage, count: n)
        }
        Blend.colors(src, coverage: spanCoverage, into: row(y) + x0, count: n)
    }
}
