public import Graphics

/// A rasterised glyph as a Swift value: its pixels and where they sit relative to the pen.
///
/// Outline glyphs are 8-bit coverage (``CoverageMask``), tinted with the text colour when drawn;
/// colour glyphs (emoji) carry their own premultiplied `0xAARRGGBB` pixels, scaled to size.
/// The pixels live in memory of the mask's own (``GlyphPixels``), not in Swift arrays, so that a
/// fill of megabytes can fail without ending the process; ``content`` copies them into arrays.
public struct GlyphMask: Sendable, Equatable {
    /// The pixels of a glyph.
    public enum Content: Sendable, Equatable {
        /// Coverage, to be tinted with the text colour.
        case coverage(CoverageMask)
        /// Premultiplied colour pixels (`0xAARRGGBB`), row-major, drawn as they are.
        case color(size: PixelSize, pixels: [UInt32])
    }

    /// The pixels as the glyph keeps them.
    enum Pixels: Sendable {
        /// Coverage, `width` bytes a row.
        case coverage(GlyphPixels<UInt8>)
        /// Premultiplied colour, `width` pixels a row.
        case color(GlyphPixels<UInt32>)
    }

    /// The glyph's pixels, read in place.
    let pixels: Pixels
    /// The offset, in pixels, from the pen position on the baseline to the mask's top-left
    /// pixel (x to the right, y downward: a glyph above the baseline has a negative `y`).
    public let offset: (x: Int, y: Int)

    /// Creates a glyph mask from pixels in Swift arrays (copied).
    public init(content: Content, offset: (x: Int, y: Int)) {
        switch content {
        case .coverage(let mask): pixels = .coverage(GlyphPixels(copying: mask.coverage, size: mask.size))
        case .color(let size, let colors): pixels = .color(GlyphPixels(copying: colors, size: size))
        }
        self.offset = offset
    }

    /// A glyph mask holding a fill's pixels.
    init(pixels: Pixels, offset: (x: Int, y: Int)) {
        self.pixels = pixels
        self.offset = offset
    }

    /// The glyph's pixels, copied into Swift arrays.
    public var content: Content {
        switch pixels {
        case .coverage(let coverage):
            return .coverage(CoverageMask(size: coverage.size, coverage: coverage.array) ?? CoverageMask(size: coverage.size))
        case .color(let colors):
            return .color(size: colors.size, pixels: colors.array)
        }
    }

    /// The size in pixels.
    public var size: PixelSize {
        switch pixels {
        case .coverage(let coverage): return coverage.size
        case .color(let colors): return colors.size
        }
    }

    /// The memory the pixels take, in bytes (what the glyph cache counts against its bound).
    public var byteCount: Int {
        switch pixels {
        case .coverage(let coverage): return coverage.count + 64
        case .color(let colors): return colors.count * 4 + 64
        }
    }

    public static func == (a: GlyphMask, b: GlyphMask) -> Bool {
        guard a.offset == b.offset else { return false }
        switch (a.pixels, b.pixels) {
        case (.coverage(let x), .coverage(let y)): return x.equals(y)
        case (.color(let x), .color(let y)): return x.equals(y)
        default: return false
        }
    }
}
