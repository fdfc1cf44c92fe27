public import Graphics

/// One laid-out line of a ``Paragraph``: which text it shows and where, in points from the
/// paragraph's top-left corner.
public struct ParagraphLine: Sendable {
    /// The scalar offsets of the text the line covers (a truncated line covers the text it
    /// stands for, ellipsis included).
    public let range: Range<Int>
    /// The left edge of the line's visible content (hanging trailing spaces excluded).
    public internal(set) var x: Double
    /// The top of the line box.
    public let top: Double
    /// The baseline, from the paragraph's top.
    public let baseline: Double
    /// The height of the line box (the style's line height, or the fonts' natural height).
    public let height: Double
    /// The width of the visible content, trailing spaces excluded.
    public let width: Double
    /// The base direction of the paragraph the line belongs to.
    public let direction: TextDirection
    /// Whether an ellipsis replaced part of the text.
    public let isTruncated: Bool

    /// A glyph placed on the line: x from the line's left edge, y offset up from the baseline.
    struct PlacedGlyph: Sendable {
        var id: UInt32
        var x: Double
        var y: Double
    }

    /// Consecutive glyphs of one face and size.
    struct PlacedRun: Sendable {
        var face: Int
        var pointSize: Double
        var glyphs: [PlacedGlyph]
    }

    /// Where one scalar sits on the line, x from the line's left edge.
    struct Edge: Sendable {
        var index: Int
        var left: Double
        var right: Double
        var isRightToLeft: Bool
    }

    let runs: [PlacedRun]
    /// Edges in visual order, left to right.
    let edges: [Edge]

    /// The line's box, in points from the paragraph's top-left corner.
    public var frame: Rect { Rect(x: x, y: top, width: width, height: height) }
}
