/// An 8-bit coverage image: how much of each pixel a shape or glyph covers, 0…255.
///
/// Masks are how glyphs leave the Text module and how anti-aliased shapes reach the blenders:
/// a mask tinted with a colour is blended onto a bitmap with ``Bitmap/blend(_:at:color:clip:)``.
public struct CoverageMask: Sendable, Equatable {
    /// The size in pixels.
    public let size: PixelSize
    /// Coverage values, row-major, `width` bytes per row.
    public private(set) var coverage: [UInt8]

    /// Creates a mask from its coverage bytes.
    ///
    /// - Returns: `nil` when `coverage.count` is not `width × height` or a dimension is negative.
    public init?(size: PixelSize, coverage: [UInt8]) {
        guard size.width >= 0, size.height >= 0, coverage.count == size.width * size.height else { return nil }
        self.size = size
        self.coverage = coverage
    }

    /// Creates a mask with no coverage.
    public init(size: PixelSize) {
        let clamped = PixelSize(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        coverage = [UInt8](repeating: 0, count: clamped.width * clamped.height)
    }

    /// The coverage of the pixel at column `x`, row `y` (must be inside).
    public subscript(x: Int, y: Int) -> UInt8 {
        get { coverage[y * size.width + x] }
        set { coverage[y * size.width + x] = newValue }
    }
}

extension Bitmap {
    /// Blends `color`, weighted per pixel by `mask`, source-over onto this bitmap with the mask's
    /// top-left pixel at `origin`, touching only pixels inside `clip` (default: everywhere).
    ///
    /// Rows go through the SIMD span blender: eight pixels per step, empty runs skipped.
    public func blend(_ mask: CoverageMask, at origin: (x: Int, y: Int), color: Color, clip: PixelRect? = nil) {
        let target = PixelRect(x: origin.x, y: origin.y, width: mask.size.width, height: mask.size.height)
        let r = target.intersection(clip ?? bounds).intersection(bounds)
        let pixel = color.premultipliedPixel
        guard !r.isEmpty, pixel >> 24 != 0 else { return }
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            for y in r.y..<r.maxY {
                let maskRow = base + ((y - origin.y) * mask.size.width + r.x - origin.x)
                Blend.solid(pixel, coverage: maskRow, into: row(y) + r.x, count: r.width)
            }
        }
    }

    /// Blends `color` through the glyph masks of one line of text, each with its top-left at its
    /// device pixel, touching only pixels inside `clip` (default: everywhere). Where glyph boxes
    /// share columns their coverage is added (saturating) before it is blended; every other
    /// glyph goes straight from its mask into the bitmap.
    public func blend(_ glyphs: [PlacedCoverage], color: Color, clip: PixelRect? = nil) {
        guard !glyphs.isEmpty else { return }
        PlacedCoverage.withBorrowed(glyphs) { blend(borrowed: $0, color: color, clip: clip) }
    }

    /// Blends `color` through glyphs read in place from their owner's memory, as
    /// ``blend(_:color:clip:)`` does: how the text engine draws a line from its glyph cache
    /// without touching a reference count per glyph. The rows must stay valid until this returns.
    package func blend(borrowed glyphs: UnsafeBufferPointer<BorrowedCoverage>, color: Color, clip: PixelRect? = nil) {
        let area = (clip ?? bounds).intersection(bounds)
        let pixel = color.premultipliedPixel
        guard !area.isEmpty, !glyphs.isEmpty, pixel >> 24 != 0 else { return }
        let target = (base, stride, 0, 0)
        GlyphRunBlender.forEachCluster(glyphs, clip: area, scratch: MaskScratch()) { rows in
            GlyphRunBlender.blendSolid(pixel, rows, clipMaxX: area.maxX, target: target)
        }
    }
}
