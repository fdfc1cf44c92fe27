public import Graphics

/// A rasterised glyph as a Swift value: its pixels and where they sit relative to the pen.
///
/// Outline glyphs are 8-bit coverage (``CoverageMask``), tinted with the text colour when drawn;
/// colour glyphs (emoji) carry their own premultiplied `0xAARRGGBB` pixels, scaled to size.
public struct GlyphMask: Sendable, Equatable {
    /// The pixels of a glyph.
    public enum Content: Sendable, Equatable {
        /// Coverage, to be tinted with the text colour.
        case coverage(CoverageMask)
        /// Premultiplied colour pixels (`0xAARRGGBB`), row-major, drawn as they are.
        case color(size: PixelSize, pixels: [UInt32])
    }

    /// The glyph's pixels.
    public let content: Content
    /// The offset, in pixels, from the pen position on the baseline to the mask's top-left
    /// pixel (x to the right, y downward: a glyph above the baseline has a negative `y`).
    public let offset: (x: Int, y: Int)

    /// Creates a glyph mask.
    public init(content: Content, offset: (x: Int, y: Int)) {
        self.content = content
        self.offset = offset
    }

    /// The size in pixels.
    public var size: PixelSize {
        switch content {
        case .coverage(let mask): return mask.size
        case .color(let size, _): return size
        }
    }

    /// The memory the pixels take, in bytes (what the glyph cache counts against its bound).
    public var byteCount: Int {
        switch content {
        case .coverage(let mask): return mask.coverage.count + 64
        case .color(_, let pixels): return pixels.count * 4 + 64
        }
    }

    public static func == (a: GlyphMask, b: GlyphMask) -> Bool {
        a.content == b.content && a.offset == b.offset
    }
}
